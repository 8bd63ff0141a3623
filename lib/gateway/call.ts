import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import { BodyCapture } from './capture';
import { downstreamResponseHeaders, lowerCased, type THeaderList } from './headers';
import { LoggedData } from './log-data';
import type { TTaskFlowRecord } from './log-writer';
import { lastTaskId, newTaskId } from './task-id';

/** An error the gateway answers itself, in the API envelope. */
export class Reject extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

export type TCallSink = { logBodyBytes: number; done(call: GatewayCall): void };

const kCall = Symbol('gatewayCall');
type TTaggedResponse = ServerResponse & { [kCall]?: GatewayCall };
/** One listener function for every response: a closure per call cost more than the rest of the bookkeeping. */
function onResponseClose(this: TTaggedResponse) { this[kCall]?.clientClosed(); }

/**
 * One call through the gateway, from the first byte to its log record. It is also the undici dispatch handler of
 * the upstream request: the response is written straight to the client chunk by chunk, with backpressure, without
 * a Readable, a pipeline or an AbortController in between (those were a third of the proxy's CPU per call).
 *
 * It takes undici's first handler form (onConnect, onHeaders, …; deprecated in undici 7, still what its client calls):
 * the newer one (onRequestStart, onResponseStart, …) goes through a wrapper that makes a controller per call and an
 * object of the answer's headers and trailers, which the gateway only walks to write them out again.
 */
export class GatewayCall implements Dispatcher.DispatchHandler {
  readonly started = performance.now();
  readonly rec: TTaskFlowRecord;
  authHeader = 'authorization';
  reqCapture: BodyCapture | undefined;
  private resCapture: BodyCapture | undefined;
  /** The client's headers in lower case (headers.ts), set when the call is forwarded; the log keeps them. */
  reqHeaders: THeaderList | undefined;
  private resHeaders: THeaderList | undefined;
  private abortUpstream: ((err: Error) => void) | undefined;
  private resume: (() => void) | undefined;
  private upStart = 0;
  private upstreamMs = 0;
  /** Set when the call finishes, unrounded (the counters keep fractions). */
  durationMs = 0;
  private gone = false;
  private finished = false;

  constructor(readonly req: IncomingMessage, readonly res: ServerResponse, clientIp: string, instanceId: string, private readonly sink: TCallSink) {
    const now = Date.now();
    // Every field from the start, in one order: records then share one hidden class, so the fields filled in later
    // (by the dispatch, a rejection or the end of the call) add no map transitions and the COPY encoder reads them
    // from one shape. The task id carries the same millisecond as time_init.
    this.rec = {
      id: newTaskId(now), id_pool: lastTaskId.pool, id_at: lastTaskId.at, time_init: now, finished_at: now, api_id: null, source_system_id: null, source_name: null, target_system_id: null,
      source_ip: clientIp, method: req.method ?? 'GET', url: req.url ?? '/', status: 0, duration_ms: 0, gateway_ms: 0,
      upstream_ms: 0, error: null, request_data: null, response_data: null, instance_id: instanceId,
    };
    (res as TTaggedResponse)[kCall] = this;
    res.on('close', onResponseClose);
  }

  get clientGone() { return this.gone; }

  clientClosed() {
    if (this.res.writableFinished || this.finished) return;
    this.gone = true;
    this.abortUpstream?.(new Reject(499, 'client closed the connection'));
  }

  /** Marks the start of the upstream wait (the split between gateway and target time). */
  forwarding() { this.upStart = performance.now(); }

  onConnect(abort: (err?: Error) => void) {
    this.abortUpstream = abort;
    if (this.gone) abort(new Reject(499, 'client closed the connection'));
  }

  onHeaders(statusCode: number, raw: Buffer[], resume: () => void): boolean {
    // 1xx interim answers (103 Early Hints) are not passed on: the client gets the final answer only.
    if (statusCode < 200) return true;
    this.rec.status = statusCode;
    this.resume = resume;
    const headers = downstreamResponseHeaders(raw, this.rec.id);
    this.resHeaders = headers;
    this.res.writeHead(statusCode, headers);
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.sink.logBodyBytes > 0) (this.resCapture ??= new BodyCapture(this.sink.logBodyBytes)).add(chunk);
    if (this.res.write(chunk)) return true;
    // Paused until the client has taken what was written (undici's resume is bound to its parser).
    this.res.once('drain', this.resume!);
    return false;
  }

  onComplete() {
    this.upstreamMs = performance.now() - this.upStart;
    this.res.end();
    this.finish();
  }

  onError(err: Error) {
    if (this.upStart) this.upstreamMs = performance.now() - this.upStart;
    if (this.res.headersSent) {
      // The answer had begun: all that can be done is to cut it, so the client sees a truncated body.
      this.rec.status = this.gone ? 499 : this.rec.status;
      this.rec.error = this.gone ? 'client closed the connection' : `stream failed: ${err.message}`;
      if (!this.res.writableEnded) this.res.destroy();
      this.finish();
      return;
    }
    this.reject(classify(err, this.gone));
  }

  /** Answers the call with an error envelope (or logs 499 when the client is gone) and finishes it. */
  reject(r: Reject) {
    this.rec.status = r.status;
    this.rec.error = r.message;
    const res = this.res;
    if (!res.headersSent && !this.gone) {
      const payload = Buffer.from(JSON.stringify({ res_status_code: r.status, res_data: { code: 'GATEWAY', task_id: this.rec.id }, message: r.message }));
      const headers = ['content-type', 'application/json; charset=utf-8', 'content-length', String(payload.length), 'x-request-id', this.rec.id];
      res.writeHead(r.status, headers);
      res.end(payload);
      this.resHeaders = headers;
      if (this.sink.logBodyBytes > 0) (this.resCapture = new BodyCapture(this.sink.logBodyBytes)).add(payload);
    } else if (!res.writableEnded) {
      res.destroy();
    }
    this.finish();
  }

  private finish() {
    if (this.finished) return;
    this.finished = true;
    const rec = this.rec;
    this.durationMs = performance.now() - this.started;
    rec.finished_at = Date.now();
    rec.duration_ms = Math.round(this.durationMs);
    rec.upstream_ms = Math.min(Math.round(this.upstreamMs), rec.duration_ms);
    rec.gateway_ms = rec.duration_ms - rec.upstream_ms;
    const req = this.req;
    // Encoded when the record is pushed, just below: it then leaves the JS heap as bytes of its batch (LogWriter).
    rec.request_data = new LoggedData(this.reqHeaders ?? lowerCased(req.rawHeaders), this.authHeader, this.reqCapture);
    if (this.resHeaders) rec.response_data = new LoggedData(this.resHeaders, this.authHeader, this.resCapture);
    this.sink.done(this);
  }
}

export function classify(err: unknown, clientGone: boolean): Reject {
  if (err instanceof Reject) return err;
  if (clientGone) return new Reject(499, 'client closed the connection');
  const e = err as { code?: string; cause?: { code?: string }; message?: string };
  const code = e.code ?? e.cause?.code ?? '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return new Reject(504, 'The target system did not answer in time');
  return new Reject(502, `The target system could not be reached (${code || e.message || 'error'})`);
}
