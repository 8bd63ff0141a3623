import { fromWireDate } from '@/lib/wire';

/* A source system's key stops at its expiry (403). Administrators are told a week ahead, on the source systems
   screen and the gateway dashboard, so a partner's integration does not stop by surprise. Client-safe. */

export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 86_400_000;

export type TExpiry = { kind: 'never' | 'ok' } | { kind: 'expired'; daysAgo: number } | { kind: 'soon'; days: number };

/** Where an expiry (wire UTC, or none) stands at `now`: `days` counts started days, so 30 hours left is 2 days;
    `daysAgo` counts whole days since. */
export function expiryState(wire: string | null, now = Date.now()): TExpiry {
  const at = wire ? fromWireDate(wire)?.getTime() : undefined;
  if (at === undefined) return { kind: 'never' };
  if (at <= now) return { kind: 'expired', daysAgo: Math.floor((now - at) / DAY_MS) };
  const days = Math.ceil((at - now) / DAY_MS);
  return days <= EXPIRY_WARNING_DAYS ? { kind: 'soon', days } : { kind: 'ok' };
}

/** Keys that stop within the warning's week or stopped during the last one, soonest first: what the dashboard shows. */
export function keysStopping<T extends { has_key: boolean; expiry_date: string | null }>(sources: T[], now = Date.now()) {
  return sources.filter((s) => s.has_key).map((s) => ({ source: s, expiry: expiryState(s.expiry_date, now) }))
    .filter(({ expiry: e }) => e.kind === 'soon' || (e.kind === 'expired' && e.daysAgo < EXPIRY_WARNING_DAYS))
    .sort((a, b) => (a.source.expiry_date ?? '').localeCompare(b.source.expiry_date ?? ''));
}
