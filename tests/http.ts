/* Calls route handlers in-process with real Requests: the same wrapper, parser, services and database a request
   through Next meets, without the cost of a server per test file. The proxy is exercised by the browser tests. */

type THandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type TCall = {
  token?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
};

export async function call(handler: THandler, method: string, opts: TCall = {}) {
  const url = new URL('http://localhost/api/v1/test');
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { 'x-client-ip': '127.0.0.1', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(opts.params ?? {}) });
  const json = (await res.json()) as { res_status_code: number; res_data: any; message: string };
  return { status: res.status, json, data: json.res_data, headers: res.headers };
}

export const uniq = (p: string) => `${p}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
