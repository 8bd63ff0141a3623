import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type TDbHandle } from '@/lib/db/client';

/* Transactions on PostgreSQL give their connection back to the pool even when the connection dies at BEGIN, as one
   does when the server restarted or a pooler closed it while it sat idle. The connections go through a TCP relay
   in front of the real server that can cut a connection the moment it carries a BEGIN. */
const url = process.env.DATABASE_URL;

/** Relays to PostgreSQL; while `cutAtBegin` is set, a connection sending BEGIN is closed before the server sees it. */
async function relay(target: URL) {
  const state = { cutAtBegin: false, cuts: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk) => {
      if (state.cutAtBegin && /\bbegin\b/i.test(chunk.toString('latin1'))) {
        state.cuts++;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const via = new URL(target);
  via.hostname = '127.0.0.1';
  via.port = String((server.address() as AddressInfo).port);
  return { url: via.toString(), state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const inTime = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, no) => setTimeout(() => no(new Error(`still waiting after ${ms} ms`)), ms))]);

describe.skipIf(!url)('transactions on PostgreSQL', () => {
  let proxy: Awaited<ReturnType<typeof relay>>;
  let handle: TDbHandle;
  beforeAll(async () => {
    proxy = await relay(new URL(url!));
    handle = await openPostgres(proxy.url);
  });
  afterAll(async () => {
    await handle?.close();
    await proxy?.close();
  });

  it('a connection lost at BEGIN is given back: more such failures than the pool has connections, then a transaction still runs', async () => {
    const { db } = handle;
    const ping = () => db.transaction(async (tx) => (await tx.execute(sql`select 1 as one`)).rows[0]);
    expect(await ping()).toEqual({ one: 1 });

    proxy.state.cutAtBegin = true;
    // The pool holds 10 connections; each of these fails at BEGIN on a connection of its own.
    for (let i = 0; i < 12; i++) await expect(inTime(ping(), 5000)).rejects.toThrow();
    expect(proxy.state.cuts).toBe(12);

    proxy.state.cutAtBegin = false;
    // Before the fix this waited forever for a connection: the ten were checked out and never returned.
    expect(await inTime(ping(), 5000)).toEqual({ one: 1 });
    // The error of the work itself still rolls the transaction back and reaches the caller, its connection reused.
    await expect(db.transaction(async (tx) => { await tx.execute(sql`select 1`); throw new Error('out of stock'); })).rejects.toThrow('out of stock');
    expect(await inTime(ping(), 5000)).toEqual({ one: 1 });
  });
});
