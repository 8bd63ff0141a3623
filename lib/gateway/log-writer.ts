import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { gatewayInstances, gatewayStatsMinute } from '@/lib/db/schema';
import { logSystemEvent } from '@/lib/logs/write';
import { logger } from '@/lib/logger';
import type { Stats } from './stats';
import { Batch } from './log-batch';
import type { LoggedData } from './log-data';
import { taskFlowStore, type TTaskFlowStore } from './log-store';

/**
 * A task-flow record as the data plane fills it. Times are epoch milliseconds: a Date sends JSON.stringify off its
 * fast path (half of the serialisation time per record was spent in Date#toJSON). Request and response data are
 * encoded into the batch when the record is pushed (log-data.ts).
 */
export type TTaskFlowRecord = {
  id: string;
  /** The id's 16 bytes at `id_at` in `id_pool`, when the gateway made it (task-id.ts); else the text is parsed. */
  id_pool?: Uint8Array | null; id_at?: number; time_init: number; finished_at: number; api_id?: string | null; source_system_id?: string | null;
  source_name?: string | null; target_system_id?: string | null; source_ip?: string | null; method: string; url: string;
  status: number; duration_ms: number; gateway_ms: number; upstream_ms: number; error?: string | null;
  request_data?: LoggedData | null; response_data?: LoggedData | null; instance_id?: string | null;
};

type TOptions = {
  maxBuffered: number; batchSize?: number; intervalMs?: number; instanceId: string; stats: Stats;
  /** How many waiting batches one write may take when the writer is behind (default 1). */
  batchesPerWrite?: number;
  /** How many writes may run at once when even that is not enough (default 1). */
  writesAtOnce?: number;
};

/**
 * Buffers task-flow records and writes them in batches (by size or after a short delay). The buffer is bounded:
 * past the bound, records are counted as dropped and the count itself is written as a system event once the
 * database answers again. While the database is away, records wait and the write is retried.
 */
export class LogWriter {
  /** Oldest first; only the last may still take records. */
  private batches: Batch[] = [];
  private buffered = 0;
  private dropped = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private failures = 0;
  private stopped = false;
  private lastBeat = 0;
  private lastMinutes = 0;
  private minutesWanted = false;
  readonly batchSize: number;
  readonly intervalMs: number;
  readonly batchesPerWrite: number;
  readonly writesAtOnce: number;
  private readonly store: TTaskFlowStore;

  constructor(private readonly db: Db, private readonly opts: TOptions) {
    this.store = taskFlowStore(db);
    this.batchSize = opts.batchSize ?? 500;
    this.intervalMs = opts.intervalMs ?? 250;
    this.batchesPerWrite = opts.batchesPerWrite ?? 1;
    this.writesAtOnce = opts.writesAtOnce ?? 1;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
  }

  get pending() { return this.buffered; }
  get droppedCount() { return this.dropped; }

  push(record: TTaskFlowRecord) {
    if (this.buffered >= this.opts.maxBuffered) {
      this.dropped++;
      this.opts.stats.logsDropped++;
      return;
    }
    let batch = this.batches.at(-1);
    if (!batch || batch.sealed || batch.count >= this.batchSize) this.batches.push((batch = new Batch()));
    this.store.append(batch, record);
    batch.count++;
    this.buffered++;
    if (batch.count >= this.batchSize && !this.flushing) void this.pass();
  }

  /** Writes everything buffered before the call, the per-minute counters included. */
  flush(): Promise<void> {
    this.minutesWanted = true;
    return this.pass();
  }

  /**
   * A flush that writes the per-minute counters at most once a second: under load a pass runs every few dozen
   * records, and an upsert per pass cost PGlite 1–5 ms each time (measured), on the gateway's own thread. A call
   * made while a pass runs waits for one more pass, since the running one may already have looked at the buffer;
   * concurrent callers share that next pass.
   */
  private pass(): Promise<void> {
    if (this.flushing) {
      this.next ??= this.flushing.then(() => { this.next = null; return this.pass(); });
      return this.next;
    }
    this.flushing = this.doFlush().finally(() => { this.flushing = null; });
    return this.flushing;
  }

  /**
   * Writes at least the records buffered when it started, then goes on only while a full batch waits: looping on
   * whatever trickled in meanwhile turned batching into a stream of one-row statements under load. A writer that has
   * fallen behind takes up to `batchesPerWrite` waiting batches in one statement: on PostgreSQL a COPY of 5,000 rows
   * took 145–150 ms against 215–300 ms for ten of 500 (one commit and round trip instead of ten). Still behind, it
   * runs up to `writesAtOnce` such writes side by side, each on its own connection and so its own server process. In
   * 60 s soaks on a slow hour with PostgreSQL sharing a core with the load generator, one batch per write dropped
   * 314k of 453k records (the buffer overflowed), ten per write 195k of 400k, ten per write and three at once none of
   * 298k.
   */
  private async doFlush() {
    let owed = this.buffered;
    do {
      const groups = this.nextGroups();
      const minutesDue = this.minutesWanted || Date.now() - this.lastMinutes >= 1000;
      const minutes = minutesDue ? this.opts.stats.takePending() : [];
      if (minutesDue) { this.minutesWanted = false; this.lastMinutes = Date.now(); }
      try {
        // Records and minutes are written apart, each safe to retry: records keep their ids (the store skips those
        // already stored when retrying), and the minutes go in one statement.
        const retry = this.failures > 0;
        const results = await Promise.allSettled(groups.map((g) => this.store.write(g.map((b) => b.filled), retry)));
        // The groups stored leave the buffer even when another failed: a retry skips stored ids anyway.
        const stored = new Set(groups.filter((_, i) => results[i].status === 'fulfilled').flat());
        if (stored.size) {
          const count = [...stored].reduce((n, b) => n + b.count, 0);
          this.batches = this.batches.filter((b) => !stored.has(b));
          this.buffered -= count;
          owed -= count;
        }
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
        if (minutes.length) {
          await this.db.insert(gatewayStatsMinute).values(minutes).onConflictDoUpdate({
            target: [gatewayStatsMinute.minute, gatewayStatsMinute.instance_id],
            set: {
              processed: sql`${gatewayStatsMinute.processed} + excluded.processed`,
              errors: sql`${gatewayStatsMinute.errors} + excluded.errors`,
              total_ms: sql`${gatewayStatsMinute.total_ms} + excluded.total_ms`,
            },
          });
        }
      } catch (err) {
        // Back off while the database is failing: 250 ms, 500 ms, … up to 5 s between tries.
        this.opts.stats.restorePending(minutes);
        if (minutes.length) this.minutesWanted = true;
        this.failures++;
        if (this.failures === 1 || this.failures % 20 === 0) logger().warn({ err: String(err), pending: this.buffered }, 'task-flow log write failed; will retry');
        if (this.stopped && this.failures > 50) return;
        await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** Math.min(this.failures, 5), 5000)));
        continue;
      }
      this.failures = 0;
      if (this.dropped > 0) {
        const n = this.dropped;
        this.dropped = 0;
        await logSystemEvent(this.db, 'TASK_FLOW_DROPPED', `${n} task-flow log records were dropped: the buffer of ${this.opts.maxBuffered} was full`, 'error', { dropped: n, instance: this.opts.instanceId })
          .catch(() => { this.dropped += n; });
      }
      // Between batches, let waiting sockets be served: PGlite runs each statement on this thread, and batches
      // back to back (each resolving in a microtask) kept every call waiting until the whole backlog was written.
      if (owed > 0 || this.buffered >= this.batchSize) await new Promise((r) => setImmediate(r));
    } while (owed > 0 || this.buffered >= this.batchSize);
    await this.heartbeat();
  }

  /** The waiting batches the next writes take, oldest first, a group per statement; sealed: pushes start a new one. */
  private nextGroups(): Batch[][] {
    const per = this.batchesPerWrite;
    const groups: Batch[][] = [];
    for (let i = 0; i < this.batches.length && groups.length < this.writesAtOnce; i += per) groups.push(this.batches.slice(i, i + per));
    for (const g of groups) for (const b of g) b.sealed = true;
    return groups;
  }

  /** At most once a second: the dashboard counts instances seen in the last 10 s. */
  private async heartbeat() {
    if (Date.now() - this.lastBeat < 1000 && !this.stopped) return;
    this.lastBeat = Date.now();
    const now = new Date();
    await this.db.insert(gatewayInstances).values({ instance_id: this.opts.instanceId, last_seen: now, in_flight: this.opts.stats.inFlight })
      .onConflictDoUpdate({ target: gatewayInstances.instance_id, set: { last_seen: now, in_flight: this.opts.stats.inFlight } })
      .catch(() => undefined);
  }

  /** Stops the timer and writes what is left (SIGTERM). */
  async close() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.flush();
  }
}
