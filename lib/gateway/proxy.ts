import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'undici';
import type { Db } from '@/lib/db';
import { BodyCapture } from './capture';
import { GatewayCall, Reject, classify, type TCallSink } from './call';
import { lowerCased, upstreamRequestHeaders } from './headers';
import { clientIpOf, ipAllowed } from './ip';
import { LogWriter } from './log-writer';
import { unsafePath } from './paths';
import { findRoute, loadSnapshot, type TSnapshot, type TSource } from './snapshot';
import { Stats } from './stats';

export type TGatewayOptions = {
  instanceId: string;
  maxBodyBytes: number;
  logBodyBytes: number;
  maxBufferedLogs: number;
  trustedProxies: ReadonlySet<string>;
  logFlushMs?: number;
  logBatch?: number;
  /** Waiting batches one log write may take when behind (see LogWriter). */
  logBatchesPerWrite?: number;
  /** Log writes that may run at once when behind. */
  logWritesAtOnce?: number;
};

/* One-shot hashing to hex: a Hash object per call (createHash) or a Buffer result cost several times the hash. */
const sha256Hex = (s: string) => crypto.hash('sha256', s);
/** Compares two strings (hex digests, keys) in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
/**
 * The last key a connection presented and the source it proved, for the snapshot that proved it. A keep-alive
 * connection sends the same key call after call, and hashing it again was about 5,000 of the 222,000 instructions a call
 * (callgrind, session 45). The memo is per connection and per snapshot, so a key revoked, rotated or deleted stops
 * working with the next snapshot as before, and a presented key is still compared in constant time.
 */
type TKeyMemo = { key: string; source: TSource; snapshot: TSnapshot };
const keyMemos = new WeakMap<object, TKeyMemo>();

const PREFIX = '/gateway/';

/** Keys look like `sgk_<8 chars>_<secret>`; the first 12 characters are the public, displayable prefix. */
export const keyPrefix = (key: string) => key.slice(0, 12);

export class Gateway {
  readonly stats: Stats;
  readonly logs: LogWriter;
  private snapshot: TSnapshot = { targets: new Map(), sourcesByKeyHash: new Map(), loadedAt: 0 };
  private byPrefix = new Map<string, { hash: string; source: TSource }[]>();
  private pools = new Map<string, Pool>();
  private reloadTimer: NodeJS.Timeout | undefined;
  private reloadsStarted = 0;
  private newestApplied = 0;
  private readonly sink: TCallSink;

  constructor(readonly db: Db, readonly opts: TGatewayOptions) {
    this.stats = new Stats(opts.instanceId);
    this.logs = new LogWriter(db, { instanceId: opts.instanceId, maxBuffered: opts.maxBufferedLogs, stats: this.stats, intervalMs: opts.logFlushMs, batchSize: opts.logBatch, batchesPerWrite: opts.logBatchesPerWrite, writesAtOnce: opts.logWritesAtOnce });
    this.sink = {
      logBodyBytes: opts.logBodyBytes,
      done: (call) => {
        this.stats.inFlight--;
        this.stats.record(call.rec.status, call.durationMs);
        this.logs.push(call.rec);
      },
    };
  }

  /**
   * Reads the configuration and swaps it in. Reloads can overlap (an admin change in this process, and a NOTIFY from
   * an earlier one), and one that started first can finish last: its rows are older, so it must not replace a view
   * read after it (it made a freshly issued key answer 401 for one call in CI). `load` is for tests.
   */
  async reload(load: (db: Db) => Promise<TSnapshot> = loadSnapshot) {
    const seq = ++this.reloadsStarted;
    const snap = await load(this.db);
    if (seq < this.newestApplied) return;
    this.newestApplied = seq;
    const byPrefix = new Map<string, { hash: string; source: TSource }[]>();
    for (const [hash, source] of snap.sourcesByKeyHash) {
      const list = byPrefix.get(source.prefix) ?? [];
      list.push({ hash: hash.toLowerCase(), source });
      byPrefix.set(source.prefix, list);
    }
    // Swapped in one step: calls in flight finish with the view they started with.
    this.snapshot = snap;
    this.byPrefix = byPrefix;
  }

  /** Coalesces bursts of change notifications into one reload. */
  scheduleReload(delayMs = 20) {
    clearTimeout(this.reloadTimer);
    this.reloadTimer = setTimeout(() => void this.reload().catch(() => this.scheduleReload(1000)), delayMs);
  }

  private pool(origin: string): Pool {
    let p = this.pools.get(origin);
    if (!p) {
      p = new Pool(origin, { connections: 256, keepAliveTimeout: 30_000, headersTimeout: 0, bodyTimeout: 0 });
      this.pools.set(origin, p);
    }
    return p;
  }

  private findSource(key: string) {
    const candidates = this.byPrefix.get(keyPrefix(key));
    if (!candidates) return undefined;
    const hash = sha256Hex(key);
    for (const c of candidates) if (sameText(hash, c.hash)) return c.source;
    return undefined;
  }

  private sourceOf(conn: object, key: string) {
    const memo = keyMemos.get(conn);
    if (memo && memo.snapshot === this.snapshot && sameText(memo.key, key)) return memo.source;
    const source = this.findSource(key);
    if (source) keyMemos.set(conn, { key, source, snapshot: this.snapshot });
    return source;
  }

  handle(req: IncomingMessage, res: ServerResponse): void {
    const clientIp = clientIpOf(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'] as string | undefined, this.opts.trustedProxies);
    const call = new GatewayCall(req, res, clientIp, this.opts.instanceId, this.sink);
    this.stats.inFlight++;
    try {
      this.forward(call);
    } catch (err) {
      call.reject(classify(err, call.clientGone));
    }
  }

  /** The rejection checks, in the order the contract gives (route, key, IP, expiry, grant, target state), then the call. */
  private forward(call: GatewayCall) {
    const { req, rec } = call;
    // `/gateway/{code}{api path}?{query}`, cut with indexOf: a regex match array per call cost more than the rest.
    const url = rec.url;
    const q = url.indexOf('?');
    const end = q < 0 ? url.length : q;
    const slash = url.indexOf('/', PREFIX.length);
    const codeEnd = slash < 0 || slash > end ? end : slash;
    const target = url.startsWith(PREFIX) && codeEnd > PREFIX.length ? this.snapshot.targets.get(url.slice(PREFIX.length, codeEnd)) : undefined;
    if (!target) throw new Reject(404, 'No such gateway route');
    const apiPath = codeEnd < end ? url.slice(codeEnd, end) : '/';
    if (unsafePath(apiPath)) throw new Reject(404, 'No such gateway route');
    const route = findRoute(target, rec.method, apiPath);
    if (!route) throw new Reject(404, `No API ${rec.method} ${apiPath} on ${target.code}`);
    rec.api_id = route.id;
    rec.target_system_id = target.id;
    call.authHeader = target.authHeader;

    const key = (req.headers['x-api-key'] ?? req.headers.apikey) as string | undefined;
    if (!key) throw new Reject(401, 'Missing API key: send it in the x-api-key header');
    const source = this.sourceOf(req.socket, key);
    if (!source) throw new Reject(401, 'Invalid API key');
    rec.source_system_id = source.id;
    rec.source_name = source.name;
    if (!ipAllowed(source.ip, rec.source_ip!)) throw new Reject(403, `Calls from ${rec.source_ip} are not allowed for this source system`);
    if (source.expiry && source.expiry.getTime() <= Date.now()) throw new Reject(403, 'The API key has expired');
    if (!source.apiIds.has(route.id)) throw new Reject(403, 'This API is not granted to this source system');
    if (!target.active || !route.active) throw new Reject(503, 'The target system or API is deactivated');
    const declared = Number(req.headers['content-length'] ?? 0);
    const limit = this.opts.maxBodyBytes;
    if (declared > limit) throw new Reject(413, `Request body larger than ${limit} bytes`);

    const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
    call.forwarding();
    const clientHeaders = (call.reqHeaders = lowerCased(req.rawHeaders));
    const headers = upstreamRequestHeaders(clientHeaders, {
      authHeader: target.authHeader, authKey: target.authKey, clientIp: rec.source_ip!, proto: 'http', host: req.headers.host, taskId: rec.id,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    });
    this.pool(target.origin).dispatch({
      path: target.basePath + apiPath + (q < 0 ? '' : url.slice(q)), method: rec.method, headers,
      // undici streams an async iterable body as it arrives; its types only list Readable.
      body: hasBody ? (this.limitedBody(call, limit) as unknown as import('node:stream').Readable) : null,
      headersTimeout: target.timeoutMs, bodyTimeout: 0,
    }, call);
  }

  /** The request body as it arrives, counted against the limit and captured for the log. */
  private async *limitedBody(call: GatewayCall, limit: number) {
    let seen = 0;
    const capture = this.opts.logBodyBytes > 0 ? (call.reqCapture = new BodyCapture(this.opts.logBodyBytes)) : undefined;
    for await (const chunk of call.req as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > limit) throw new Reject(413, `Request body larger than ${limit} bytes`);
      capture?.add(chunk);
      yield chunk;
    }
  }

  async close() {
    clearTimeout(this.reloadTimer);
    const deadline = Date.now() + 30_000;
    while (this.stats.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await this.logs.close();
    await Promise.all([...this.pools.values()].map((p) => p.close().catch(() => undefined)));
  }
}
