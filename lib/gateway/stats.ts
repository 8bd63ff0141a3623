import type { gatewayStatsMinute } from '@/lib/db/schema';

type TMinute = typeof gatewayStatsMinute.$inferInsert;

/** Live counters of one instance, and the per-minute deltas still to be written. */
export class Stats {
  processed = 0;
  errors = 0;
  inFlight = 0;
  totalMs = 0;
  /** Task-flow records dropped because the log buffer was full, since the start (each drop is also a system event). */
  logsDropped = 0;
  private pending = new Map<number, TMinute>();
  /** The entry of the last call's minute, while it is in `pending`. */
  private current: TMinute | undefined;
  private currentMinute = 0;

  constructor(private readonly instanceId: string) {}

  record(status: number, durationMs: number, at = Date.now()) {
    this.processed++;
    this.totalMs += durationMs;
    const error = status >= 400;
    if (error) this.errors++;
    const minute = Math.floor(at / 60_000) * 60_000;
    // The minute of the last call is nearly always this call's: kept at hand, without a map lookup per call.
    let m = this.current;
    if (!m || this.currentMinute !== minute) {
      m = this.pending.get(minute) ?? { minute: new Date(minute), instance_id: this.instanceId, processed: 0, errors: 0, total_ms: 0 };
      this.pending.set(minute, m);
      this.current = m;
      this.currentMinute = minute;
    }
    m.processed! += 1;
    m.errors! += error ? 1 : 0;
    m.total_ms! += Math.round(durationMs);
  }

  get avgMs() { return this.processed ? this.totalMs / this.processed : 0; }
  hasPending() { return this.pending.size > 0; }

  takePending(): TMinute[] {
    const out = [...this.pending.values()];
    this.pending.clear();
    this.current = undefined;
    return out;
  }

  /** Puts deltas back after a failed write, merging with any that arrived meanwhile. */
  restorePending(ms: TMinute[]) {
    for (const m of ms) {
      const k = m.minute.getTime();
      const cur = this.pending.get(k);
      if (!cur) this.pending.set(k, m);
      else { cur.processed! += m.processed!; cur.errors! += m.errors!; cur.total_ms! += m.total_ms!; }
    }
  }

  prometheus(instance: string): string {
    const l = `{instance="${instance}"}`;
    return [
      '# HELP gateway_requests_total Gateway calls processed.', '# TYPE gateway_requests_total counter', `gateway_requests_total${l} ${this.processed}`,
      '# HELP gateway_errors_total Gateway calls answered with status >= 400.', '# TYPE gateway_errors_total counter', `gateway_errors_total${l} ${this.errors}`,
      '# HELP gateway_in_flight Calls being processed now.', '# TYPE gateway_in_flight gauge', `gateway_in_flight${l} ${this.inFlight}`,
      '# HELP gateway_duration_ms_sum Total processing time in ms.', '# TYPE gateway_duration_ms_sum counter', `gateway_duration_ms_sum${l} ${Math.round(this.totalMs)}`,
      '# HELP gateway_task_flow_dropped_total Task-flow records dropped because the log buffer was full.', '# TYPE gateway_task_flow_dropped_total counter', `gateway_task_flow_dropped_total${l} ${this.logsDropped}`,
      '',
    ].join('\n');
  }
}
