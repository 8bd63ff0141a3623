// Before anything can run a major GC: see lib/process/tick-shape.ts.
import './lib/process/pin-tick-shape';
// Next's runtime expects AsyncLocalStorage on globalThis before any of its modules load (next/cache does).
import 'next/dist/server/node-environment-baseline';
import { createServer } from 'node:http';
import next from 'next';
import { logger } from './lib/logger';
import { closeDb, dbHandle } from './lib/db';
import { startGateway } from './lib/gateway/runtime';
import { followDemoPort } from './lib/db/seed-gateway';
import { gatewayListener } from './lib/gateway/http';
import { clientIpOf } from './lib/gateway/ip';
import { startTrackingDispatcher } from './lib/tracking/capi';
import { flushTrackingEvents } from './lib/tracking/events';
import { startOrderMailer } from './lib/orders/mail';
import { staticAssets } from './lib/store/static-assets';
import { configOrExit, stopGracefully } from './lib/process/lifecycle';

/* The process entry. It validates configuration, opens and migrates the database (seeding on first start), starts
   the gateway's data plane, then serves Next. /gateway/ and /metrics never pass through Next's router. */

const dev = process.argv.includes('--dev');
const cfg = configOrExit();
const db = await dbHandle();
// Here and not in the seed, which also runs where PORT is not the shop's (the tests open and seed databases of their own).
if (cfg.DEMO_SEED !== 'false') await followDemoPort(db.db);
const gw = await startGateway(db.db, { listenUrl: cfg.DATABASE_URL });
const app = next({ dev, hostname: cfg.HOST, port: cfg.PORT });
await app.prepare();
const handle = app.getRequestHandler();
// The build's scripts and styles, compressed once (brotli) rather than gzipped by Next on every request.
const assets = dev ? null : staticAssets('.next');
void assets?.ready.then((n) => logger().info({ files: n }, 'static assets compressed'));

const tracking = startTrackingDispatcher(db.db);
const mailer = startOrderMailer(db.db);

const server = createServer(gatewayListener(gw.gateway, (req, res) => {
  // The client IP: the socket's, or X-Forwarded-For's when the socket is a configured trusted proxy. Always
  // overwritten here, so a client cannot set this header itself.
  req.headers['x-client-ip'] = clientIpOf(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'] as string | undefined, gw.gateway.opts.trustedProxies);
  if (assets?.serve(req, res)) return;
  handle(req, res).catch((err: unknown) => {
    logger().error({ err, url: req.url }, 'request failed');
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}));
server.keepAliveTimeout = 65_000;
server.listen(cfg.PORT, cfg.HOST, () => {
  logger().info({ port: cfg.PORT, dev, database: db.kind, dataDir: cfg.dataDir, instance: gw.gateway.opts.instanceId }, 'listening');
});
process.once('SIGTERM', () => { tracking.stop(); mailer.stop(); });
stopGracefully(server, gw, { closeDb, flushes: [flushTrackingEvents] });
