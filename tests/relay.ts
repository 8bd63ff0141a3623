import net from 'node:net';
import type { AddressInfo } from 'node:net';

/* A TCP relay in front of the real PostgreSQL server, for tests of the database going away: used by the vitest and
   the Playwright suites. */

/** Relays to PostgreSQL. `down` cuts every connection and refuses new ones; `cutAtBegin` closes a connection that
 *  sends BEGIN before the server sees it. */
export async function relay(target: URL) {
  const state = { cutAtBegin: false, down: false, cuts: 0 };
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (state.down) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => { open.delete(s); client.destroy(); upstream.destroy(); });
      s.on('error', () => undefined);
    }
    client.on('data', (chunk) => {
      if (state.cutAtBegin && /\bbegin\b/i.test(chunk.toString('latin1'))) {
        state.cuts++;
        client.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String((server.address() as AddressInfo).port);
  return {
    url: via.toString(), state,
    setDown(down: boolean) { state.down = down; if (down) for (const s of open) s.destroy(); },
    close: () => { for (const s of open) s.destroy(); return new Promise<void>((r) => server.close(() => r())); },
  };
}
