import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { openConfigured, type Db, type TDbHandle } from './client';
import { seed } from './seed';

export type { Db } from './client';
export * as t from './schema';

/* One database handle per process, kept on globalThis so that server.ts and Next's route bundles share it. A failed
   start is not kept, so the next request tries again instead of failing forever. */
const g = globalThis as unknown as { __db?: Promise<TDbHandle> };

async function start(): Promise<TDbHandle> {
  // One build serves any database, so a build must never open one: fail loudly if a render tries.
  if (process.env.NEXT_PHASE === 'phase-production-build') throw new Error('The build tried to open the database');
  const cfg = config();
  const handle = await openConfigured(cfg);
  await seed(handle.db);
  logger().info({ driver: handle.kind }, 'database ready');
  return handle;
}

export function dbHandle(): Promise<TDbHandle> {
  if (!g.__db) {
    g.__db = start();
    g.__db.catch((err: unknown) => {
      logger().error({ err }, 'database start failed');
      g.__db = undefined;
    });
  }
  return g.__db;
}

export async function getDb(): Promise<Db> {
  return (await dbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const h = g.__db;
  g.__db = undefined;
  if (h) await (await h).close();
}
