// The upstream every path forwards to: a small JSON answer, keep-alive.
import http from 'node:http';

const body = JSON.stringify({ ok: true, service: 'orders', id: 42, items: [1, 2, 3] });
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.argv[2]), '127.0.0.1');
