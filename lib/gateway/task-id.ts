import crypto from 'node:crypto';

/*
 * Task ids: version 7 uuids (RFC 9562): 48 bits of Unix time in milliseconds, then random bits from the same source
 * as crypto.randomUUID. Time first, because the id is the task-flow log's primary key: random (version 4) ids put
 * every insert on a random page of an index that outgrows memory, time-ordered ones append at its right edge. On a
 * table of 3 million rows, batches of 500 cost PostgreSQL 15.8 µs a row with version 4 ids and 7.5 with version 7
 * (RESULTS.md, session 14). Ids made within one millisecond are not ordered among themselves; the index does not
 * need them to be.
 *
 * Built as flat strings: randomUUID joins its text from 20 pieces, and a joined string is walked piece by piece on
 * every read until something flattens it. The id is read by the upstream headers, the answer's X-Request-Id and the
 * log's binary uuid, and those reads cost more than making the id (callgrind, instructions per call).
 */
const POOL_BYTES = 4096;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const text = Buffer.allocUnsafe(36);
let pool = Buffer.allocUnsafe(0);
let at = POOL_BYTES;

/**
 * Where the 16 bytes of the id newTaskId made last are. They stay there (a new pool is allocated, the old one never
 * rewritten), so a record can keep the place and the log's COPY encoder copy them instead of parsing the text back:
 * that parse was 2,000 of the gateway's instructions a call (callgrind, session 45).
 */
export const lastTaskId = { pool: Buffer.allocUnsafe(0), at: 0 };

export function newTaskId(now = Date.now()): string {
  if (at + 16 > pool.length) {
    pool = crypto.randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    at = 0;
  }
  const hi = Math.floor(now / 0x1_0000_0000);
  const lo = now >>> 0;
  pool[at] = hi >>> 8;
  pool[at + 1] = hi;
  pool[at + 2] = lo >>> 24;
  pool[at + 3] = lo >>> 16;
  pool[at + 4] = lo >>> 8;
  pool[at + 5] = lo;
  pool[at + 6] = (pool[at + 6] & 0x0f) | 0x70; // version 7
  pool[at + 8] = (pool[at + 8] & 0x3f) | 0x80; // RFC 9562 variant
  let j = 0;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text[j++] = 45; // '-'
    const v = pool[at + i];
    text[j++] = HEX[v >> 4];
    text[j++] = HEX[v & 15];
  }
  lastTaskId.pool = pool;
  lastTaskId.at = at;
  at += 16;
  return text.toString('latin1', 0, 36);
}
