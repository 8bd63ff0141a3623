import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '@/lib/config';
import { sessionFromHeaders } from '@/lib/auth/session';
import { can } from '@/lib/auth/permissions';
import { normaliseIp, parseIpRule, ipAllowed } from './ip';
import type { Gateway } from './proxy';

/* The process-level request listener: /gateway/ and /metrics are served here, before (and without) Next's router.
   Used by server.ts and by the standalone gateway. */

async function metricsAllowed(gateway: Gateway, req: IncomingMessage): Promise<boolean> {
  const ip = normaliseIp(req.socket.remoteAddress ?? '');
  if (ipAllowed(parseIpRule(config().METRICS_ALLOW), ip)) return true;
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') h.set(k, v);
  // The gateway's own database handle: the app's (`@/lib/db`) would open and seed a second one in the standalone gateway.
  const session = await sessionFromHeaders(gateway.db, h).catch(() => null);
  return !!session && can(session.roles, 'stats.read');
}

export function gatewayListener(gateway: Gateway, fallback: (req: IncomingMessage, res: ServerResponse) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (url.startsWith('/gateway/')) {
      void gateway.handle(req, res);
      return;
    }
    if (url === '/metrics' || url.startsWith('/metrics?')) {
      void metricsAllowed(gateway, req).then((ok) => {
        if (!ok) { res.writeHead(403, { 'content-type': 'text/plain' }).end('forbidden\n'); return; }
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(gateway.stats.prometheus(gateway.opts.instanceId));
      });
      return;
    }
    fallback(req, res);
  };
}
