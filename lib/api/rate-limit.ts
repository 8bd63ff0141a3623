import { config } from '@/lib/config';
import { ipAllowed, parseIpRule, type TIpRule } from '@/lib/gateway/ip';

/* Limits on what anyone may send without signing in, per client IP (the socket's, or X-Forwarded-For from
   TRUSTED_PROXIES only: server.ts sets it). A token bucket per IP and kind: `burst` calls at once, then `perMinute`.
   Generous on purpose: Vietnamese mobile carriers put many shoppers behind one address (CGNAT), and a real shopper
   places an order or two; a script placing hundreds of cash-on-delivery orders, which hold stock, is slowed to a
   walk. Kept in this process's memory: with several instances each counts on its own. */

export const LIMITS = {
  login: { burst: 20, perMinute: 20 },
  order: { burst: 20, perMinute: 10 },
  quote: { burst: 120, perMinute: 120 },
  /** Finding an order by code and phone: a shopper tries a few times; guessing either is slowed to a crawl. */
  lookup: { burst: 10, perMinute: 5 },
  review: { burst: 5, perMinute: 1 },
  tracking: { burst: 120, perMinute: 300 },
} as const;
export type TLimit = keyof typeof LIMITS;

type TBucket = { tokens: number; at: number };
const MAX_BUCKETS = 100_000;
const g = globalThis as unknown as { __rateBuckets?: Map<string, TBucket>; __rateExempt?: { spec: string; rule: TIpRule | null } };
const buckets = (g.__rateBuckets ??= new Map());

function exempt(ip: string): boolean {
  const spec = config().RATE_LIMIT_EXEMPT;
  if (g.__rateExempt?.spec !== spec) g.__rateExempt = { spec, rule: spec.trim() ? parseIpRule(spec) : null };
  const rule = g.__rateExempt.rule;
  return !!rule && ipAllowed(rule, ip);
}

/** Takes one call from the bucket; answers 0 when allowed, else the seconds until the next call would be. */
export function takeToken(kind: TLimit, ip: string | null, now = Date.now()): number {
  if (!ip || exempt(ip)) return 0;
  const { burst, perMinute } = LIMITS[kind];
  const key = `${kind} ${ip}`;
  const rate = perMinute / 60_000;
  const b = buckets.get(key) ?? { tokens: burst, at: now };
  b.tokens = Math.min(burst, b.tokens + (now - b.at) * rate);
  b.at = now;
  if (b.tokens < 1) {
    buckets.set(key, b);
    return Math.ceil((1 - b.tokens) / rate / 1000);
  }
  b.tokens -= 1;
  if (buckets.size >= MAX_BUCKETS && !buckets.has(key)) forgetIdle(now);
  buckets.set(key, b);
  return 0;
}

/** Drops the buckets that have refilled (their IPs are as if never seen), so a flood of addresses cannot grow memory. */
function forgetIdle(now: number) {
  for (const [key, b] of buckets) {
    const { burst, perMinute } = LIMITS[key.slice(0, key.indexOf(' ')) as TLimit];
    if (b.tokens + ((now - b.at) * perMinute) / 60_000 >= burst) buckets.delete(key);
  }
  // Still full of active addresses: start again rather than grow without bound.
  if (buckets.size >= MAX_BUCKETS) buckets.clear();
}

/** How many addresses are being counted (tests: the map stays bounded). */
export const bucketCount = () => buckets.size;
