import type { Writable } from 'node:stream';
import type pg from 'pg';

/*
 * `COPY … FROM STDIN` on a node-postgres client, its data sent with the statement in one socket write: the Query
 * message, one CopyData message holding every chunk, and CopyDone. pg-copy-streams, used before, waited for the
 * server's CopyInResponse and then wrote each chunk and its length separately (seven writes and a round trip a batch,
 * each write waking the server). The protocol allows the data to arrive early: if the statement fails before copy
 * mode starts, the server drops the CopyData and CopyDone that follow it ("accept but ignore", postgres.c), and an
 * error during the copy ends the statement the same way; either way the client is ready for its next query.
 */

const QUERY = 0x51; // 'Q'
const COPY_DATA = 0x64; // 'd'
const COPY_DONE = Buffer.from([0x63, 0, 0, 0, 4]); // 'c', length 4

function messageHead(type: number, bodyLength: number): Buffer {
  const b = Buffer.allocUnsafe(5);
  b[0] = type;
  b.writeUInt32BE(bodyLength + 4, 1);
  return b;
}

/** A pg Submittable: pg calls submit() when the client is free, then the handle* methods as the answer arrives. */
class CopyIn implements pg.Submittable {
  private settled = false;
  constructor(private readonly message: readonly Buffer[], private readonly done: (err?: Error) => void) {}

  submit(connection: pg.Connection) {
    // One writev: the buffers are not copied together.
    const stream = (connection as unknown as { stream: Writable }).stream;
    stream.cork();
    for (const b of this.message) stream.write(b);
    stream.uncork();
  }

  private settle(err?: Error) {
    if (this.settled) return;
    this.settled = true;
    this.done(err);
  }

  handleCopyInResponse() { /* the data is on its way already */ }
  handleCommandComplete() { /* "COPY n": ReadyForQuery follows */ }
  handleReadyForQuery() { this.settle(); }
  handleError(err: Error) { this.settle(err); }
}

/** Runs `sql` (a `COPY … FROM STDIN`) with `chunks` as its data; resolves when the server has stored them. */
export function copyIn(client: pg.ClientBase, sql: string, chunks: readonly Buffer[]): Promise<void> {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  let size = 0;
  for (const c of chunks) size += c.length;
  const message = [messageHead(QUERY, text.length), text, messageHead(COPY_DATA, size), ...chunks, COPY_DONE];
  return new Promise((resolve, reject) => {
    client.query(new CopyIn(message, (err) => (err ? reject(err) : resolve())));
  });
}
