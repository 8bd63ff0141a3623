// Before anything can run a major GC: see lib/process/tick-shape.ts.
import './lib/process/pin-tick-shape';
import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import { logger } from './lib/logger';
import { openPostgres } from './lib/db/client';
import { startGateway } from './lib/gateway/runtime';
import { gatewayListener } from './lib/gateway/http';
import { configOrExit, stopGracefully } from './lib/process/lifecycle';

/* `npm run gateway`: the data plane alone, for scale. It needs PostgreSQL (PGlite is one process per data folder);
   any number of instances share the database, and config changes reach each through LISTEN/NOTIFY.

   It opens and migrates the database but never seeds it (the shop's first start does that: the administrator, the
   demo shop), so it loads none of the shop: no Next, no image or HTML libraries, no password hashing. 39 modules of
   ours against 82, and 80 MB resident at rest against 141 (session 44; a test keeps the bundle slim). */

const cfg = configOrExit((c) => {
  if (!c.DATABASE_URL) throw new Error('DATABASE_URL: the standalone gateway needs PostgreSQL (PGlite allows one process per data folder)');
});
const db = await openPostgres(cfg.DATABASE_URL!);
const gw = await startGateway(db.db, { listenUrl: cfg.DATABASE_URL });
const server = createServer(gatewayListener(gw.gateway, (req, res) => {
  if (req.url === '/health') {
    void db.db.execute(sql`select 1`).then(() => res.writeHead(200).end('ok\n'), () => res.writeHead(503).end('unavailable\n'));
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ res_status_code: 404, res_data: null, message: 'Not found' }));
}));
server.keepAliveTimeout = 65_000;
server.listen(cfg.PORT, cfg.HOST, () => logger().info({ port: cfg.PORT, instance: gw.gateway.opts.instanceId }, 'gateway listening'));
stopGracefully(server, gw, { closeDb: db.close });
