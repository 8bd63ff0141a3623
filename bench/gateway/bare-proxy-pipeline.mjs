// The same bare proxy written the common way, request() + stream.pipeline: the previous baseline, kept for comparison.
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';

const [port, upstream] = [Number(process.argv[2]), process.argv[3]];
const pool = new Pool(upstream, { connections: 256, keepAliveTimeout: 30_000 });
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function strip(headers) {
  const out = {};
  for (const [k, v] of Object.entries(headers)) if (!HOP.has(k) && v !== undefined) out[k] = v;
  return out;
}

const server = http.createServer(async (req, res) => {
  try {
    const hasBody = req.headers['content-length'] > 0 || req.headers['transfer-encoding'];
    const up = await pool.request({
      path: req.url.replace(/^\/gateway\/[^/]+/, ''),
      method: req.method,
      headers: strip(req.headers),
      body: hasBody ? req : undefined,
    });
    res.writeHead(up.statusCode, strip(up.headers));
    await pipeline(up.body, res);
  } catch {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  }
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
