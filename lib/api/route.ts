import type { z } from 'zod';
import { getDb, type Db } from '@/lib/db';
import { config } from '@/lib/config';
import { logger } from '@/lib/logger';
import { can, type TPermission } from '@/lib/auth/permissions';
import { sessionFromHeaders, type TSession } from '@/lib/auth/session';
import type { TActor } from '@/lib/logs/write';
import { AppError, E, isDatabaseUnavailable } from './errors';
import { errorResponse, ok } from './envelope';
import { parseJsonBody, parseQuery } from './parse';
import { takeToken, type TLimit } from './rate-limit';

type TAccess = 'public' | 'session' | TPermission;

type TOptions<B, Q> = {
  /** 'public': anyone; 'session': any signed-in user; otherwise the permission the caller must hold. */
  access: TAccess;
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  maxBodyBytes?: number;
  /** A public write's rate limit per client IP (lib/api/rate-limit.ts). */
  limit?: TLimit;
};

export type TRouteContext<B, Q, S> = {
  req: Request;
  db: Db;
  body: B;
  query: Q;
  params: Record<string, string>;
  session: S;
  actor: TActor;
};

type TSessionFor<A extends TAccess> = A extends 'public' ? TSession | null : TSession;
type THandlerCtx = { params?: Promise<Record<string, string | string[]>> };

/** The client IP as server.ts saw it on the socket (it overwrites any client-sent value). */
export function clientIp(headers: Headers): string | null {
  return headers.get('x-client-ip');
}

/**
 * Wraps a route handler: session, permission, body and query parsing, and error mapping happen here, once.
 * A handler returns plain data (answered as 200) or a Response.
 */
export function route<A extends TAccess, B = undefined, Q = undefined>(
  opts: TOptions<B, Q> & { access: A },
  handler: (ctx: TRouteContext<B, Q, TSessionFor<A>>) => Promise<unknown>,
) {
  return async (req: Request, hctx?: THandlerCtx): Promise<Response> => {
    try {
      // Before the database and the body: a flood costs a map lookup per call.
      if (opts.limit) {
        const wait = takeToken(opts.limit, clientIp(req.headers));
        if (wait > 0) throw E.tooMany(wait);
      }
      const db = await getDb();
      // The session is checked here whatever the proxy did: a spoofed x-middleware-subrequest header changes nothing.
      const session = await sessionFromHeaders(db, req.headers);
      if (opts.access !== 'public') {
        if (!session) throw E.unauthenticated();
        if (opts.access !== 'session' && !can(session.roles, opts.access)) throw E.forbidden();
      }
      const url = new URL(req.url);
      const query = opts.query ? parseQuery(url, opts.query) : (undefined as Q);
      const body = opts.body
        ? await parseJsonBody(req, opts.body, opts.maxBodyBytes ?? config().MAX_BODY_BYTES)
        : (undefined as B);
      const rawParams = (await hctx?.params) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]));
      const actor: TActor = {
        userId: session?.user.id ?? null,
        username: session?.user.username ?? null,
        ip: clientIp(req.headers),
        userAgent: req.headers.get('user-agent'),
      };
      const result = await handler({ req, db, body, query, params, session: session as TSessionFor<A>, actor });
      return result instanceof Response ? result : ok(result);
    } catch (err) {
      if (err instanceof AppError) return errorResponse(err);
      if (isDatabaseUnavailable(err)) {
        logger().warn({ err: (err as Error).message, url: req.url, method: req.method }, 'database unavailable');
        return errorResponse(E.unavailable());
      }
      logger().error({ err, url: req.url, method: req.method }, 'unhandled error in route');
      return errorResponse(E.internal());
    }
  };
}

/** Who a public read is for: console roles holding `permission` see drafts and hidden records, anyone else does not. */
export function audienceOf(session: TSession | null, permission: TPermission): 'public' | 'console' {
  return session && can(session.roles, permission) ? 'console' : 'public';
}
