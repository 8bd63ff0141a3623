import type { IncomingHttpHeaders } from 'node:http';

/* Hop-by-hop headers belong to one connection and are never forwarded, in either direction (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** The source's own credentials never travel to the target. */
const SOURCE_CREDENTIALS = new Set(['x-api-key', 'apikey']);
const REDACT = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'apikey']);

type THeaders = Record<string, string | string[] | undefined>;

/** Extra hop-by-hop names listed in Connection; none for the usual `keep-alive` or `close`. */
function connectionListed(h: THeaders): Set<string> | undefined {
  const c = h.connection;
  if (c === undefined || c === 'keep-alive' || c === 'close') return undefined;
  const v = Array.isArray(c) ? c.join(',') : c;
  return new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));
}

export function upstreamRequestHeaders(
  h: IncomingHttpHeaders,
  /** `authHeader` in lower case. */
  o: { authHeader: string; authKey: string | null; clientIp: string; proto: string; host: string | undefined; taskId: string },
): Record<string, string | string[]> {
  const listed = connectionListed(h);
  const out: Record<string, string | string[]> = {};
  for (const k in h) {
    const v = h[k];
    if (v === undefined || HOP_BY_HOP.has(k) || listed?.has(k) || SOURCE_CREDENTIALS.has(k) || k === 'host') continue;
    if (k === o.authHeader || k.startsWith('x-forwarded-')) continue;
    out[k] = v;
  }
  const prior = h['x-forwarded-for'];
  out['x-forwarded-for'] = prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${o.clientIp}` : o.clientIp;
  out['x-forwarded-proto'] = o.proto;
  if (o.host) out['x-forwarded-host'] = o.host;
  out['x-request-id'] = o.taskId;
  // Sent exactly as stored: a "Bearer " prefix is part of the stored value.
  if (o.authKey) out[o.authHeader] = o.authKey;
  return out;
}

export function downstreamResponseHeaders(h: THeaders, taskId: string): Record<string, string | string[]> {
  const listed = connectionListed(h);
  const out: Record<string, string | string[]> = {};
  for (const k in h) {
    const v = h[k];
    if (v === undefined || HOP_BY_HOP.has(k) || listed?.has(k)) continue;
    out[k] = v;
  }
  out['x-request-id'] = taskId;
  return out;
}

/** Whether a header's value is logged as `[redacted]`: credentials, and the target's auth header (lower case). */
export const loggedAsSecret = (name: string, authHeader: string) => REDACT.has(name) || name === authHeader;
