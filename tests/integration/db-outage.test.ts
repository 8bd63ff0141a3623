import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type TDbHandle } from '@/lib/db/client';
import { closeDb } from '@/lib/db';
import * as login from '@/app/api/v1/auth/login/route';
import { call } from '../http';
import { relay } from '../relay';

/* PostgreSQL going away, through a TCP relay in front of the real server: the API answers 503 with Retry-After (not
   500) while it is gone and recovers by itself, and a transaction gives its connection back to the pool even when the
   connection dies at BEGIN, as one does when the server restarted or a pooler closed it while it sat idle. */
const url = process.env.DATABASE_URL;

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
