import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type TDbHandle } from '@/lib/db/client';
import { closeDb } from '@/lib/db';
import * as login from '@/app/api/v1/auth/login/route';
import { call } from '../http';

/* PostgreSQL going away, through a TCP relay in front of the real server: the API answers 503 with Retry-After (not
   500) while it is gone and recovers by itself, and a transaction gives its connection back to the pool even when the
   connection dies at BEGIN, as one does when the server restarted or a pooler closed it while it sat idle. */
const url = process.env.DATABASE_URL;

/** Relays to PostgreSQL. `down` cuts every connection and refuses new ones; `cutAtBegin` closes a connection that
 *  sends BEGIN before the server sees it. */
async function relay(target: URL) {
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

  it('while the database cannot be reached the API answers 503 with Retry-After, and the same call succeeds when it is back', async () => {
    // This file's application database is the relayed one: set before anything here opens it.
    process.env.DATABASE_URL = proxy.url;
    delete (globalThis as { __config?: unknown }).__config;
    await closeDb();
    const signIn = () => call(login.POST, 'POST', { body: { username: 'admin', password: process.env.ADMIN_PASSWORD } });
    expect((await signIn()).status).toBe(200);

    proxy.setDown(true);
    try {
      const r = await inTime(signIn(), 15_000);
      expect(r.status).toBe(503);
      expect(r.json).toMatchObject({ res_status_code: 503, res_data: { code: 'UNAVAILABLE', detail: { retry_after: 5 } } });
      expect(r.headers.get('retry-after')).toBe('5');
    } finally {
      proxy.setDown(false);
    }
    expect((await signIn()).status).toBe(200);
    await closeDb();
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
