import { headerNameToString } from 'undici/lib/core/util';

/*
 * Headers travel through the gateway as flat lists, name, value, name, value, …: the form Node's parser gives
 * (`req.rawHeaders`), undici's gives (raw response headers) and both take (`dispatch`, `writeHead`). Walking a list
 * is a loop over one array. Walking header objects (for…in, then a keyed load per name on objects of many shapes)
 * was the gateway's largest single cost over a bare proxy's (callgrind, session 46), and the objects themselves had
 * to be built first.
 */
export type THeaderList = string[];

/* Hop-by-hop headers belong to one connection and are never forwarded, in either direction (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** The source's own credentials never travel to the target. */
const SOURCE_CREDENTIALS = new Set(['x-api-key', 'apikey']);
const REDACT = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'apikey']);

/**
 * A raw list with its names in lower case (interned for the names undici knows, whatever their case) and its values
 * as text: the form every list below works on, and the request's form in the log.
 */
export function lowerCased(raw: readonly (string | Buffer)[]): THeaderList {
  const list: THeaderList = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const v = raw[i + 1];
    list.push(headerNameToString(raw[i]), typeof v === 'string' ? v : v.toString('latin1'));
  }
  return list;
}

/** Extra hop-by-hop names listed in Connection; none for the usual `keep-alive` or `close`. */
function connectionListed(list: THeaderList): Set<string> | undefined {
  let listed: Set<string> | undefined;
  for (let i = 0; i < list.length; i += 2) {
    if (list[i] !== 'connection') continue;
    const v = list[i + 1].toLowerCase();
    if (v === 'keep-alive' || v === 'close') continue;
    for (const s of v.split(',')) if (s.trim()) (listed ??= new Set()).add(s.trim());
  }
  return listed;
}

/**
 * The request's headers as the target gets them, from the client's list (`lowerCased`): repeated headers kept as they
 * came (as nginx forwards them), hop-by-hop and the source's credentials dropped, forwarding headers and the target's
 * auth key set.
 */
export function upstreamRequestHeaders(
  list: THeaderList,
  /** `authHeader` in lower case; `forwardedFor` is the client's X-Forwarded-For as Node merged it. */
  o: { authHeader: string; authKey: string | null; clientIp: string; proto: string; host: string | undefined; taskId: string; forwardedFor: string | undefined },
): THeaderList {
  const listed = connectionListed(list);
  const out: THeaderList = [];
  for (let i = 0; i < list.length; i += 2) {
    const k = list[i];
    if (HOP_BY_HOP.has(k) || SOURCE_CREDENTIALS.has(k) || k === 'host' || k === o.authHeader || k.startsWith('x-forwarded-') || listed?.has(k)) continue;
    out.push(k, list[i + 1]);
  }
  out.push('x-forwarded-for', o.forwardedFor ? `${o.forwardedFor}, ${o.clientIp}` : o.clientIp, 'x-forwarded-proto', o.proto);
  if (o.host) out.push('x-forwarded-host', o.host);
  out.push('x-request-id', o.taskId);
  // Sent exactly as stored: a "Bearer " prefix is part of the stored value.
  if (o.authKey) out.push(o.authHeader, o.authKey);
  return out;
}

/** The target's answer headers as the client gets them, from undici's raw list (names and values as bytes). */
export function downstreamResponseHeaders(raw: readonly (string | Buffer)[], taskId: string): THeaderList {
  const list = lowerCased(raw);
  const listed = connectionListed(list);
  const out: THeaderList = [];
  for (let i = 0; i < list.length; i += 2) {
    const k = list[i];
    if (HOP_BY_HOP.has(k) || listed?.has(k)) continue;
    out.push(k, list[i + 1]);
  }
  out.push('x-request-id', taskId);
  return out;
}

/** Whether a header's value is logged as `[redacted]`: credentials, and the target's auth header (lower case). */
export const loggedAsSecret = (name: string, authHeader: string) => REDACT.has(name) || name === authHeader;
