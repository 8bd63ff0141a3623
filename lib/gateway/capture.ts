/** Keeps the first `cap` bytes of a body for the log, and how big it really was. */
export class BodyCapture {
  private chunks: Buffer[] = [];
  private kept = 0;
  size = 0;
  constructor(private readonly cap: number) {}

  add(chunk: Buffer) {
    this.size += chunk.length;
    if (this.kept >= this.cap) return;
    const part = chunk.length + this.kept > this.cap ? chunk.subarray(0, this.cap - this.kept) : chunk;
    this.chunks.push(Buffer.from(part));
    this.kept += part.length;
  }

  /** Whether the body was longer than the cap. */
  get truncated() { return this.size > this.kept; }

  /** The kept bytes (the first `cap`). */
  bytes(): Buffer {
    return this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
  }
}
