// Published Node peer: fast-gateway.
import gateway from 'fast-gateway';

const [port, upstream] = [Number(process.argv[2]), process.argv[3]];
const server = gateway({ routes: [{ prefix: '/gateway/bench', target: upstream }] });
await server.start(port, '127.0.0.1');
