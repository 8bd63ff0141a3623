/**
 * Up to one batch of encoded task-flow records, as bytes. Under load a record waits a few hundred milliseconds for
 * its batch; kept as a JS string or object it outlived the young generation and was copied and marked by the GC.
 * Bytes in a Buffer are off the JS heap, and the batch goes to the database as it is.
 */
export class Batch {
  bytes: Buffer;
  length = 0;
  count = 0;
  /** Set when a write takes the batch: it is then complete, and a record pushed meanwhile starts the next. */
  sealed = false;

  constructor(initialBytes = 64 * 1024) { this.bytes = Buffer.allocUnsafe(initialBytes); }

  /** Makes room for `n` more bytes. */
  ensure(n: number) {
    if (this.length + n <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + n));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  get filled() { return this.bytes.subarray(0, this.length); }
}
