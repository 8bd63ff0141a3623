import type { TKeyValue } from '@/lib/db/schema-runner';

/* A runner request as a curl command, as Postman's code snippets give one: for a partner's developer to try the call
   from their own machine. Client-safe. */

export type TCurlRequest = {
  method: string; url: string; params: TKeyValue[]; headers: TKeyValue[]; body: string; auth_type: 'none' | 'api_key' | 'bearer';
};

/** Single-quoted for a POSIX shell: nothing inside is expanded; a quote becomes '\''. */
const quoted = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The command for `r`, a gateway path made absolute on `origin`. The key is never written into it, typed or stored:
 * a command pasted into a chat or a ticket would carry it. It reads `$API_KEY` from the caller's shell instead.
 */
export function curlOf(r: TCurlRequest, origin: string): string {
  const url = new URL(r.url.trim(), origin);
  for (const p of r.params) if (p.enabled && p.key) url.searchParams.append(p.key, p.value);
  const parts = [`curl -X ${r.method} ${quoted(url.toString())}`];
  for (const h of r.headers) if (h.enabled && h.key) parts.push(`-H ${quoted(`${h.key}: ${h.value}`)}`);
  if (r.auth_type === 'api_key') parts.push('-H "x-api-key: $API_KEY"');
  if (r.auth_type === 'bearer') parts.push('-H "Authorization: Bearer $API_KEY"');
  if (r.body && !['GET', 'HEAD'].includes(r.method)) parts.push(`--data-raw ${quoted(r.body)}`);
  return parts.join(' \\\n  ');
}
