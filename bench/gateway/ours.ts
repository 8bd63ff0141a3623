// Ours: the real data plane (key check, grant, IP rule, auth key injection, task-flow logging, counters), on PGlite
// (DATA_DIR) or PostgreSQL (DATABASE_URL). Prints the API key on its first line. A side port answers /__bench with
// the gateway's own count of calls and the number of log records in the database after a flush.
// Before anything can run a major GC, as server.ts and gateway.ts do: see lib/process/tick-shape.ts.
import '@/lib/process/pin-tick-shape';
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { openConfigured } from '@/lib/db/client';
import { config } from '@/lib/config';
import { taskFlowLogs } from '@/lib/db/schema';
import { startGateway } from '@/lib/gateway/runtime';
import { gatewayListener } from '@/lib/gateway/http';
import { createTargetSystem } from '@/lib/gateway/admin/target-systems';
import { createTargetApi } from '@/lib/gateway/admin/target-apis';
import { createSourceSystem, issueKey } from '@/lib/gateway/admin/source-systems';

const [port, controlPort, upstream] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const actor = { userId: null, username: 'bench', ip: null, userAgent: null };
// Opened as gateway.ts opens it: migrated, not seeded, none of the shop loaded.
const { db } = await openConfigured(config());
const code = `bench${Date.now().toString(36)}`;
const t = await createTargetSystem(db, { name: code, code, origin_url: upstream, auth_key: 'Bearer bench-upstream-key' }, actor);
const api = await createTargetApi(db, { api_name: 'orders', method: 'GET', path: '/orders/:id', target_system_id: t.id }, actor);
const s = await createSourceSystem(db, { name: code, source_ip: '127.0.0.1/32', api_ids: [api.id] }, actor);
const { api_key } = await issueKey(db, s.id, actor);
const gw = await startGateway(db, { listenUrl: process.env.DATABASE_URL, instanceId: code });
const server = http.createServer(gatewayListener(gw.gateway, (_q, r) => r.writeHead(404).end()));
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
http.createServer(async (req, res) => {
  // Memory alone, without a flush: sampled during a soak (heap, external, array buffers: where RSS went).
  if (req.url === '/__bench/memory') return void res.end(JSON.stringify(process.memoryUsage()));
  // Records still waiting for their batch when asked: a log writer that falls behind shows here, and in RSS.
  const backlog = gw.gateway.logs.pending;
  await gw.gateway.logs.flush();
  const [{ n }] = await db.select({ n: count() }).from(taskFlowLogs).where(eq(taskFlowLogs.source_system_id, s.id));
  res.end(JSON.stringify({ backlog, processed: gw.gateway.stats.processed, logged: n, dropped: gw.gateway.stats.logsDropped, rss: process.memoryUsage().rss }));
}).listen(controlPort, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ key: api_key, code })}\n`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void gw.stop().finally(() => process.exit(0)));
