import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { sourceSystemApis, sourceSystems, targetApis, targetSystems } from '@/lib/db/schema';
import { open } from '@/lib/crypto/secret-box';
import { logger } from '@/lib/logger';
import { compilePath, type TCompiledPath } from './paths';
import { parseIpRule, type TIpRule } from './ip';

export type TRoute = { id: string; method: string; path: TCompiledPath; active: boolean };
export type TTarget = {
  id: string; code: string; origin: string; basePath: string; active: boolean;
  /** Lower case, as Node gives header names: compared per call without lowering it each time. */
  authHeader: string; authKey: string | null; timeoutMs: number; routes: TRoute[];
};
export type TSource = { id: string; name: string; prefix: string; ip: TIpRule; expiry: Date | null; apiIds: Set<string> };
export type TSnapshot = { targets: Map<string, TTarget>; sourcesByKeyHash: Map<string, TSource>; loadedAt: number };

/** Everything the data plane needs, read in one go and swapped atomically, so calls in flight keep their view. */
export async function loadSnapshot(db: Db): Promise<TSnapshot> {
  const [ts, apis, sources, grants] = await Promise.all([
    db.select().from(targetSystems),
    db.select().from(targetApis),
    db.select().from(sourceSystems),
    db.select().from(sourceSystemApis).innerJoin(sourceSystems, eq(sourceSystems.id, sourceSystemApis.source_system_id)),
  ]);
  const targets = new Map<string, TTarget>();
  for (const t of ts) {
    const url = new URL(t.origin_url);
    const routes = apis.filter((a) => a.target_system_id === t.id)
      .map((a) => ({ id: a.id, method: a.method.toUpperCase(), path: compilePath(a.path), active: a.status === 'active' }))
      // The most specific template wins: more literal segments first.
      .sort((a, b) => b.path.staticSegments - a.path.staticSegments);
    let authKey: string | null = null;
    try {
      authKey = t.authKeyEnc ? open(t.authKeyEnc) : null;
    } catch {
      // Sealed under another ENCRYPTION_KEY (a backup restored without its secrets): calls go without the key.
      logger().warn({ target: t.code }, 'the auth key of this target system cannot be decrypted with this ENCRYPTION_KEY: enter it again in the console');
    }
    targets.set(t.code, {
      id: t.id, code: t.code, origin: url.origin, basePath: url.pathname.replace(/\/+$/, ''), active: t.activate,
      authHeader: t.auth_header.toLowerCase(), authKey, timeoutMs: t.timeout_ms, routes,
    });
  }
  const sourcesByKeyHash = new Map<string, TSource>();
  for (const s of sources) {
    if (!s.apiKeyHash) continue;
    const apiIds = new Set(grants.filter((g) => g.source_system_apis.source_system_id === s.id).map((g) => g.source_system_apis.api_id));
    sourcesByKeyHash.set(s.apiKeyHash, { id: s.id, name: s.name, prefix: s.api_key_prefix ?? '', ip: parseIpRule(s.source_ip), expiry: s.expiry_date, apiIds });
  }
  return { targets, sourcesByKeyHash, loadedAt: Date.now() };
}

/** The most specific route for the method, else for any method (`*`). Loops, not find(): no closure per call. */
export function findRoute(target: TTarget, method: string, path: string): TRoute | undefined {
  const routes = target.routes;
  for (let i = 0; i < routes.length; i++) if (routes[i].method === method && routes[i].path.regex.test(path)) return routes[i];
  for (let i = 0; i < routes.length; i++) if (routes[i].method === '*' && routes[i].path.regex.test(path)) return routes[i];
  return undefined;
}
