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

  /**
   * The body as logged, as the JSON members `"size":…,"truncated":…,"encoding":…,"body":…` (only `"size":0` when
   * empty). Text bodies are kept as text, anything else as base64; so is "text" holding NUL, which no database text
   * can.
   */
  jsonMembers(contentType: string | undefined): string {
    if (this.size === 0) return '"size":0';
    const buf = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const text = /^(text\/|application\/(json|xml|x-www-form-urlencoded|[\w.+-]*\+json|[\w.+-]*\+xml))/i.test(contentType ?? '') && !buf.includes(0);
    const body = text ? JSON.stringify(buf.toString('utf8')) : `"${buf.toString('base64')}"`;
    return `"size":${this.size},"truncated":${this.size > this.kept},"encoding":"${text ? 'utf8' : 'base64'}","body":${body}`;
  }
}
