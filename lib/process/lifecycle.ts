import type { Server } from 'node:http';
import { config, type TConfig } from '@/lib/config';
import { secrets } from '@/lib/config/secrets';
import { logger } from '@/lib/logger';
import type { TGatewayHandle } from '@/lib/gateway/runtime';

/* Start-up and shutdown shared by the process entries (server.ts, gateway.ts). */

/** Reads and validates configuration and secrets, or exits with a message that names the variable. */
export function configOrExit(check?: (cfg: TConfig) => void): TConfig {
  try {
    const cfg = config();
    check?.(cfg);
    secrets();
    return cfg;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}

/**
 * On SIGTERM or SIGINT: stop accepting, let calls in flight finish, flush the task-flow log and whatever else
 * `flushes` writes (tracking events), close the database (`closeDb`), exit. A hard stop after 40 s guarantees the
 * process ends. The database is the caller's to close: this module must not import `@/lib/db`, whose seed brings
 * the whole shop into the standalone gateway.
 */
export function stopGracefully(server: Server, gw: TGatewayHandle, o: { closeDb: () => Promise<void>; flushes?: (() => Promise<unknown>)[] }) {
  const flushes = o.flushes ?? [];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger().info({ signal }, 'stopping: no new connections, finishing calls in flight, flushing logs');
    setTimeout(() => process.exit(1), 40_000).unref();
    server.close();
    server.closeIdleConnections();
    await gw.stop();
    await Promise.all(flushes.map((f) => f().catch(() => undefined)));
    await o.closeDb().catch(() => undefined);
    logger().info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
