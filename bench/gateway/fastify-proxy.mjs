// Published Node peer: @fastify/http-proxy.
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';

const [port, upstream] = [Number(process.argv[2]), process.argv[3]];
const app = Fastify({ logger: false });
await app.register(proxy, { upstream, prefix: '/gateway/bench', rewritePrefix: '' });
await app.listen({ port, host: '127.0.0.1' });
