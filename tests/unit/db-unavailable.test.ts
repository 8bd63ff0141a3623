import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/lib/api/errors';

/* Which failures the API answers 503 (try again) rather than 500: the database could not be reached, not a query
   that went wrong. */
describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, as pg reports it', async () => {
    // A port nobody listens on: taken, then released.
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const err = await new pg.Client({ host: '127.0.0.1', port, user: 'x' }).connect().then(() => null, (e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('is true for a server shutting down or starting and for a lost connection, also wrapped as drizzle wraps them', () => {
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true);
  });

  it('is false for a query that failed on a working database, and for anything else', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '42601', message: 'syntax error at or near "selec"' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
