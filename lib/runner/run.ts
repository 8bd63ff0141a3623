import { request } from 'undici';
import type { Db } from '@/lib/db';
import { targetSystems } from '@/lib/db/schema';
import { E } from '@/lib/api/errors';
import { config } from '@/lib/config';
import { open } from '@/lib/crypto/secret-box';
import { savedForRun } from './saved';
import type { TRun } from './schemas';

/* Sends a request from the server and reports what came back, as Postman would. It only reaches this gateway's own
   routes and the origins of configured target systems: a runner that called any URL from inside the network would
   let a console user probe internal services (SSRF). Redirects are not followed, for the same reason. */

/** What a result holds of a response body; the rest is counted, not kept. */
export const RESULT_BODY_MAX = 1024 * 1024;
const TIMEOUT_MS = 30_000;

/** The gateway this process serves (or GATEWAY_SELF_URL, for a console in front of a separate gateway). */
function selfUrl(): string {
  if (process.env.GATEWAY_SELF_URL) return process.env.GATEWAY_SELF_URL;
  const { HOST, PORT } = config();
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST.includes(':') ? `[${HOST}]` : HOST;
  return `http://${host}:${PORT}`;
}

async function destination(db: Db, url: string): Promise<URL> {
  if (url.startsWith('/gateway/')) {
    const self = new URL(selfUrl());
    const u = new URL(url, self);
    // Dot segments are resolved here, before the gateway could refuse them: /gateway/../metrics must not leave it.
    if (u.origin !== self.origin || !u.pathname.startsWith('/gateway/')) throw E.invalid('url', 'must stay under /gateway/');
    return u;
  }
  let u: URL;
  try { u = new URL(url); } catch { throw E.invalid('url', 'is not a URL'); }
  const origins = (await db.select({ origin_url: targetSystems.origin_url }).from(targetSystems)).map((t) => new URL(t.origin_url).origin);
  if (!origins.includes(u.origin)) throw E.invalid('url', 'must be a gateway path (/gateway/{code}/…) or a URL on a target system\'s origin');
  return u;
}

const isText = (type: string | undefined) => !type || /^(text\/|application\/(json|xml|x-www-form-urlencoded|problem\+json|[\w.+-]+\+(json|xml)))/i.test(type);

export type TRunResult = {
  url: string; status: number; duration_ms: number; headers: Record<string, string | string[]>; size: number; truncated: boolean;
  body: string; encoding: 'utf8' | 'base64';
} | { url: string; error: string; duration_ms: number };

export async function run(db: Db, r: TRun): Promise<TRunResult> {
  const url = await destination(db, r.url);
  for (const p of r.params ?? []) if (p.enabled && p.key) url.searchParams.append(p.key, p.value);
  const headers: Record<string, string> = {};
  for (const h of r.headers ?? []) if (h.enabled && h.key) headers[h.key.toLowerCase()] = h.value;
  let secret = r.auth_value ?? null;
  if (secret === null && r.request_id && r.auth_value === undefined) {
    const saved = await savedForRun(db, r.request_id);
    secret = saved.authEnc ? open(saved.authEnc) : null;
  }
  if (secret && r.auth_type === 'api_key') headers['x-api-key'] = secret;
  if (secret && r.auth_type === 'bearer') headers.authorization = `Bearer ${secret}`;
  const hasBody = !!r.body && !['GET', 'HEAD'].includes(r.method);
  if (hasBody && !headers['content-type']) headers['content-type'] = /^\s*[[{]/.test(r.body!) ? 'application/json' : 'text/plain';

  const started = performance.now();
  const shown = url.toString();
  try {
    const res = await request(url, {
      method: r.method, headers, body: hasBody ? r.body! : undefined, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of res.body as AsyncIterable<Buffer>) {
      if (size < RESULT_BODY_MAX) chunks.push(c.subarray(0, RESULT_BODY_MAX - size));
      size += c.length;
    }
    const body = Buffer.concat(chunks);
    const type = res.headers['content-type'];
    const text = isText(Array.isArray(type) ? type[0] : type);
    return {
      url: shown, status: res.statusCode, duration_ms: Math.round(performance.now() - started), size, truncated: size > RESULT_BODY_MAX,
      headers: Object.fromEntries(Object.entries(res.headers).filter((e): e is [string, string | string[]] => e[1] !== undefined)),
      body: body.toString(text ? 'utf8' : 'base64'), encoding: text ? 'utf8' : 'base64',
    };
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string }; message?: string };
    return { url: shown, error: `${e.code ?? e.cause?.code ?? 'ERROR'}: ${e.message ?? 'the request failed'}`, duration_ms: Math.round(performance.now() - started) };
  }
}
