import { z } from 'zod';

/* The addresses a redirect joins, and how an address is matched. Client-safe: the console's form uses the same
   schema as the route handlers. */

/** Paths the shop does not serve pages from: a redirect there would never be reached, or would shadow the console. */
const RESERVED = /^\/(console|api|gateway|_next|auth|metrics)(\/|$)/;
const UNSAFE = /[\s<>"'\u0000-\u001F\\]/;

/**
 * The form in which an old path is stored and looked up: percent-decoded, NFC, lower-case, without a trailing
 * slash. So `/San-Pham/Áo/`, `/san-pham/%C3%A1o` and `/san-pham/áo` are one address, as old links and ads write them
 * in every way. Answers null for what cannot be a path.
 */
export function pathKey(raw: string): string | null {
  let p = raw;
  try { p = decodeURI(raw); } catch { return null; }
  p = p.normalize('NFC').toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p.startsWith('/') && !p.startsWith('//') ? p : null;
}

/** Where a redirect sends a request: the target, carrying the request's own query (utm_*, fbclid) along. */
export function destination(toPath: string, search: string): string {
  const incoming = new URLSearchParams(search);
  if (![...incoming.keys()].length) return toPath;
  const url = new URL(toPath, 'http://placeholder');
  for (const [k, v] of incoming) if (!url.searchParams.has(k)) url.searchParams.append(k, v);
  return /^https?:\/\//.test(toPath) ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `target` in place of `replaced`, a target that moved: the replaced one's own query (a campaign's utm_*) stays when
 * the new target has none.
 */
export const keepQuery = (target: string, replaced: string) => (/[?#]/.test(target) ? target : target + (replaced.match(/[?#].*$/)?.[0] ?? ''));

/** An old address as an administrator gives it: a path, or a whole URL pasted from the old shop (its path is kept). */
export const zFromPath = z.string().trim().min(1, 'isRequired').max(1000)
  .transform((s) => (/^https?:\/\//i.test(s) ? s.replace(/^https?:\/\/[^/?#]*/i, '') || '/' : s))
  .refine((s) => !/[?#]/.test(s), 'redirectQuery')
  // A space as an address bar or a spreadsheet shows it: the same address as its %20, which the key decodes anyway.
  .transform((s) => s.replaceAll(' ', '%20'))
  .refine((s) => !UNSAFE.test(s), 'redirectPath')
  .transform((s) => pathKey(s) ?? '')
  .refine((s) => s !== '', 'redirectPath')
  .refine((s) => s !== '/', 'redirectRoot')
  .refine((s) => !RESERVED.test(s), 'redirectReserved');

/** Where to send visitors: a path on this shop, or an http(s) URL elsewhere. */
export const zToPath = z.string().trim().min(1, 'isRequired').max(2000)
  .refine((s) => !UNSAFE.test(s) && (/^\/(?!\/)/.test(s) || /^https?:\/\/[^/?#]+/i.test(s)), 'menuLink')
  .transform((s) => (s.startsWith('/') ? localTarget(s) : s));

/** A path on this shop with its path part in key form, so that a target can be compared with old paths. */
function localTarget(s: string): string {
  const at = s.search(/[?#]/);
  const [path, rest] = at < 0 ? [s, ''] : [s.slice(0, at), s.slice(at)];
  return (pathKey(path) ?? path) + rest;
}

/** The path part of a target on this shop, in key form; null for a URL elsewhere. */
export const targetKey = (toPath: string) => (toPath.startsWith('/') ? toPath.replace(/[?#].*$/, '') : null);

export const ZRedirect = z.object({ fromPath: zFromPath, toPath: zToPath });
export type TRedirectInput = z.infer<typeof ZRedirect>;
export const ZRedirectUpdate = ZRedirect.partial();
