// The Node ceiling: a bare pass-through proxy on undici, no checks, no logging. About 50 lines on purpose.
// It writes the upstream's answer straight from undici's dispatch handler to the client, with backpressure; the
// request() + stream.pipeline form costs about 1.7x the CPU per call (an AbortController, a DOMException and a
// Readable per call), so it would flatter any proxy compared with it.
import http from 'node:http';
import { Pool } from 'undici';

const [port, upstream] = [Number(process.argv[2]), process.argv[3]];
const pool = new Pool(upstream, { connections: 256, keepAliveTimeout: 30_000 });
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function strip(headers) {
  const out = {};
  for (const k in headers) if (!HOP.has(k) && headers[k] !== undefined) out[k] = headers[k];
  return out;
}

class Forward {
  constructor(res) { this.res = res; }
  onRequestStart(controller) { this.res.once('close', () => { if (!this.res.writableFinished) controller.abort(new Error('client gone')); }); }
  onResponseStart(_c, status, headers) { this.res.writeHead(status, strip(headers)); }
  onResponseData(controller, chunk) {
    if (!this.res.write(chunk)) { controller.pause(); this.res.once('drain', () => controller.resume()); }
  }
  onResponseEnd() { this.res.end(); }
  onResponseError(_c, _err) {
    if (!this.res.headersSent) this.res.writeHead(502).end();
    else this.res.destroy();
  }
}

const server = http.createServer((req, res) => {
  const hasBody = req.headers['content-length'] > 0 || req.headers['transfer-encoding'];
  pool.dispatch({
    path: req.url.replace(/^\/gateway\/[^/]+/, ''),
    method: req.method,
    headers: strip(req.headers),
    body: hasBody ? req : null,
  }, new Forward(res));
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
