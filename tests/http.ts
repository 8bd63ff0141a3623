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

/** Calls an export handler and reads the file back with the library a spreadsheet user's file would be opened with:
 *  each sheet's rows as cell values (row 1 the headings), or the JSON error when the call was refused. */
export async function download(handler: THandler, token: string | undefined, query: Record<string, string>) {
  const ExcelJS = (await import('exceljs')).default;
  const url = new URL('http://localhost/api/v1/test');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { 'x-client-ip': '127.0.0.1', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await handler(new Request(url, { headers }), { params: Promise.resolve({}) });
  const buf = Buffer.from(await res.arrayBuffer());
  if (!res.ok) return { status: res.status, headers: res.headers, json: JSON.parse(buf.toString()), rows: [] as unknown[][], sheets: [] as import('exceljs').Worksheet[] };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const rowsOf = (ws: import('exceljs').Worksheet) => {
    const rows: unknown[][] = [];
    ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    return rows;
  };
  return { status: res.status, headers: res.headers, json: null, rows: rowsOf(wb.worksheets[0]), sheets: wb.worksheets, rowsOf };
}
