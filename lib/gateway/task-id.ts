import crypto from 'node:crypto';

/*
 * Task ids: random (version 4) uuids, from the same source as crypto.randomUUID, built as flat strings. randomUUID
 * joins its text from 20 pieces, and a joined string is walked piece by piece on every read until something
 * flattens it: the id is read by the upstream headers, the answer's X-Request-Id and the log's binary uuid, and
 * those reads cost more than making the id (callgrind, instructions per call).
 */
const POOL_BYTES = 4096;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const text = Buffer.allocUnsafe(36);
let pool = Buffer.allocUnsafe(0);
let at = POOL_BYTES;

export function newTaskId(): string {
  if (at + 16 > pool.length) {
    pool = crypto.randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    at = 0;
  }
  pool[at + 6] = (pool[at + 6] & 0x0f) | 0x40; // version 4
  pool[at + 8] = (pool[at + 8] & 0x3f) | 0x80; // RFC 9562 variant
  let j = 0;
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text[j++] = 45; // '-'
    const v = pool[at + i];
    text[j++] = HEX[v >> 4];
    text[j++] = HEX[v & 15];
  }
  at += 16;
  return text.toString('latin1', 0, 36);
}
