import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { copyIn } from '@/lib/gateway/pg-copy';

/* COPY with its data sent along with the statement (lib/gateway/pg-copy.ts), on a real PostgreSQL connection. */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('copyIn on PostgreSQL', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create temp table copy_probe (n int primary key, note text)');
  });
  afterAll(async () => { await client?.end(); });

  const rows = async () => (await client.query<{ n: number; note: string }>('select n, note from copy_probe order by n')).rows;

  it('stores every row, with rows split across chunks anywhere', async () => {
    await client.query('truncate copy_probe');
    const text = Buffer.from('1\tone\n2\ttwo, 中文\n3\tthree\n');
    // Cut inside a row and inside a UTF-8 character: the chunks are one stream of bytes.
    const chunks = [text.subarray(0, 3), text.subarray(3, 13), text.subarray(13)];
    await copyIn(client, 'copy copy_probe (n, note) from stdin', chunks);
    expect(await rows()).toEqual([{ n: 1, note: 'one' }, { n: 2, note: 'two, 中文' }, { n: 3, note: 'three' }]);
  });

  it('a statement that fails before the copy starts rejects, and the connection answers its next query', async () => {
    await expect(copyIn(client, 'copy no_such_table (n) from stdin', [Buffer.from('1\n2\n')])).rejects.toThrow(/no_such_table/);
    // The data that was sent with it was dropped by the server, not read as a query.
    expect((await client.query('select 41 + 1 as v')).rows).toEqual([{ v: 42 }]);
  });

  it('a row the table refuses fails the whole copy: nothing is stored, and the connection goes on', async () => {
    await client.query('truncate copy_probe');
    await expect(copyIn(client, 'copy copy_probe (n, note) from stdin', [Buffer.from('7\tkept?\nnot-a-number\tx\n8\tafter\n')])).rejects.toThrow(/integer/);
    expect(await rows()).toEqual([]);
    await copyIn(client, 'copy copy_probe (n, note) from stdin', [Buffer.from('9\tnext\n')]);
    expect(await rows()).toEqual([{ n: 9, note: 'next' }]);
  });

  it('queues behind a query in progress and carries megabytes in one message', async () => {
    await client.query('truncate copy_probe');
    const line = (i: number) => `${i}\t${'x'.repeat(1000)}\n`;
    const chunks = Array.from({ length: 20 }, (_, c) => Buffer.from(Array.from({ length: 500 }, (_, i) => line(c * 500 + i)).join('')));
    const slow = client.query('select pg_sleep(0.05)');
    await Promise.all([slow, copyIn(client, 'copy copy_probe (n, note) from stdin', chunks)]);
    const [{ n, total }] = (await client.query<{ n: string; total: string }>('select count(*) as n, sum(length(note)) as total from copy_probe')).rows;
    expect([Number(n), Number(total)]).toEqual([10_000, 10_000_000]);
  });
});
