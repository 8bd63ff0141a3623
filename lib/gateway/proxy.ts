import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';
import type { Db } from '@/lib/db';
import { BodyCapture } from './capture';
import { downstreamResponseHeaders, redactHeaders, upstreamRequestHeaders } from './headers';
import { clientIpOf, ipAllowed } from './ip';
import { LogWriter, type TTaskFlowRecord } from './log-writer';
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
};

/** An error the gateway answers itself, in the API envelope. */
class Reject extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();
/** Keys look like `sgk_<8 chars>_<secret>`; the first 12 characters are the public, displayable prefix. */
export const keyPrefix = (key: string) => key.slice(0, 12);

export class Gateway {
  readonly stats: Stats;
  readonly logs: LogWriter;
  private snapshot: TSnapshot = { targets: new Map(), sourcesByKeyHash: new Map(), loadedAt: 0 };
  private byPrefix = new Map<string, { hash: Buffer; source: TSource }[]>();
  private pools = new Map<string, Pool>();
  private reloadTimer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db, readonly opts: TGatewayOptions) {
    this.stats = new Stats(opts.instanceId);
    this.logs = new LogWriter(db, { instanceId: opts.instanceId, maxBuffered: opts.maxBufferedLogs, stats: this.stats, intervalMs: opts.logFlushMs });
  }

  async reload() {
    const snap = await loadSnapshot(this.db);
    const byPrefix = new Map<string, { hash: Buffer; source: TSource }[]>();
    for (const [hash, source] of snap.sourcesByKeyHash) {
      const list = byPrefix.get(source.prefix) ?? [];
      list.push({ hash: Buffer.from(hash, 'hex'), source });
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
    const hash = sha256(key);
    for (const c of this.byPrefix.get(keyPrefix(key)) ?? []) if (crypto.timingSafeEqual(hash, c.hash)) return c.source;
    return undefined;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const timeInit = new Date();
    const taskId = crypto.randomUUID();
    const clientIp = clientIpOf(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'] as string | undefined, this.opts.trustedProxies);
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const reqCapture = new BodyCapture(this.opts.logBodyBytes);
    const resCapture = new BodyCapture(this.opts.logBodyBytes);
    const rec: TTaskFlowRecord = {
      id: taskId, time_init: timeInit, finished_at: timeInit, method, url, source_ip: clientIp, status: 0,
      duration_ms: 0, gateway_ms: 0, upstream_ms: 0, instance_id: this.opts.instanceId,
    };
    let upstreamMs = 0;
    let authHeader = 'authorization';
    let clientGone = false;
    const ac = new AbortController();
    res.on('close', () => { if (!res.writableFinished) { clientGone = true; ac.abort(); } });
    this.stats.inFlight++;
    res.setHeader('x-request-id', taskId);

    try {
      const q = url.indexOf('?');
      const rawPath = q < 0 ? url : url.slice(0, q);
      const query = q < 0 ? '' : url.slice(q);
      const m = /^\/gateway\/([^/?]+)(\/.*)?$/.exec(rawPath);
      const target = m ? this.snapshot.targets.get(m[1]) : undefined;
      if (!m || !target) throw new Reject(404, 'No such gateway route');
      const apiPath = m[2] ?? '/';
      if (unsafePath(apiPath)) throw new Reject(404, 'No such gateway route');
      const route = findRoute(target, method, apiPath);
      if (!route) throw new Reject(404, `No API ${method} ${apiPath} on ${target.code}`);
      rec.api_id = route.id;
      rec.target_system_id = target.id;
      authHeader = target.authHeader;

      const key = (req.headers['x-api-key'] ?? req.headers.apikey) as string | undefined;
      if (!key) throw new Reject(401, 'Missing API key: send it in the x-api-key header');
      const source = this.findSource(key);
      if (!source) throw new Reject(401, 'Invalid API key');
      rec.source_system_id = source.id;
      rec.source_name = source.name;
      if (!ipAllowed(source.ip, clientIp)) throw new Reject(403, `Calls from ${clientIp} are not allowed for this source system`);
      if (source.expiry && source.expiry.getTime() <= Date.now()) throw new Reject(403, 'The API key has expired');
      if (!source.apiIds.has(route.id)) throw new Reject(403, 'This API is not granted to this source system');
      if (!target.active || !route.active) throw new Reject(503, 'The target system or API is deactivated');
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > this.opts.maxBodyBytes) throw new Reject(413, `Request body larger than ${this.opts.maxBodyBytes} bytes`);

      const hasBody = declared > 0 || req.headers['transfer-encoding'] !== undefined;
      const limit = this.opts.maxBodyBytes;
      async function* body() {
        let seen = 0;
        for await (const chunk of req as AsyncIterable<Buffer>) {
          seen += chunk.length;
          if (seen > limit) throw new Reject(413, `Request body larger than ${limit} bytes`);
          reqCapture.add(chunk);
          yield chunk;
        }
      }
      const upStart = performance.now();
      let up;
      try {
        up = await this.pool(target.origin).request({
          path: target.basePath + apiPath + query, method,
          headers: upstreamRequestHeaders(req.headers, { authHeader: target.authHeader, authKey: target.authKey, clientIp, proto: 'http', host: req.headers.host, taskId }),
          // undici streams an async iterable body as it arrives; its types only list Readable.
          body: hasBody ? (body() as unknown as import('node:stream').Readable) : undefined, signal: ac.signal, headersTimeout: target.timeoutMs, bodyTimeout: 0,
        });
      } catch (err) {
        throw this.classify(err, clientGone);
      }
      res.writeHead(up.statusCode, downstreamResponseHeaders(up.headers, taskId));
      rec.status = up.statusCode;
      const capture = (c: Buffer) => resCapture.add(c);
      up.body.on('data', capture);
      try {
        await pipeline(up.body, res);
      } catch (err) {
        rec.status = clientGone ? 499 : rec.status;
        rec.error = clientGone ? 'client closed the connection' : `stream failed: ${(err as Error).message}`;
      }
      upstreamMs = performance.now() - upStart;
      rec.response_data = { headers: redactHeaders(up.headers as Record<string, string>), ...resCapture.toLog(up.headers['content-type'] as string | undefined) };
    } catch (err) {
      const r = err instanceof Reject ? err : this.classify(err, clientGone);
      rec.status = r.status;
      rec.error = r.message;
      if (!res.headersSent && !clientGone) {
        const payload = JSON.stringify({ res_status_code: r.status, res_data: { code: 'GATEWAY', task_id: taskId }, message: r.message });
        res.writeHead(r.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload), 'x-request-id': taskId });
        res.end(payload);
        rec.response_data = { size: payload.length, encoding: 'utf8', body: payload };
      } else if (!res.writableEnded) {
        res.destroy();
      }
    } finally {
      const duration = performance.now() - started;
      rec.finished_at = new Date();
      rec.duration_ms = Math.round(duration);
      rec.upstream_ms = Math.min(Math.round(upstreamMs), rec.duration_ms);
      rec.gateway_ms = rec.duration_ms - rec.upstream_ms;
      rec.request_data = { headers: redactHeaders(req.headers, [authHeader]), ...reqCapture.toLog(req.headers['content-type']) };
      this.stats.inFlight--;
      this.stats.record(rec.status, duration);
      this.logs.push(rec);
    }
  }

  private classify(err: unknown, clientGone: boolean): Reject {
    if (err instanceof Reject) return err;
    if (clientGone) return new Reject(499, 'client closed the connection');
    const e = err as { code?: string; cause?: { code?: string }; message?: string };
    const code = e.code ?? e.cause?.code ?? '';
    if (code === 'UND_ERR_HEADERS_TIMEOUT') return new Reject(504, 'The target system did not answer in time');
    return new Reject(502, `The target system could not be reached (${code || e.message || 'error'})`);
  }

  async close() {
    clearTimeout(this.reloadTimer);
    const deadline = Date.now() + 30_000;
    while (this.stats.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await this.logs.close();
    await Promise.all([...this.pools.values()].map((p) => p.close().catch(() => undefined)));
  }
}
