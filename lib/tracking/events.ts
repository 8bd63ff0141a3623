import crypto from 'node:crypto';
import net from 'node:net';
import geoip from 'fast-geoip';
import type { Db } from '@/lib/db';
import { trackingEvents } from '@/lib/db/schema';
import { clientIp } from '@/lib/api/route';
import { logger } from '@/lib/logger';
import type { TClientInfo } from '@/lib/catalog/schemas';
import { withoutControlChars } from '@/lib/wire';

export type TTrackedEvent = 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';

function isPublicIp(ip: string): boolean {
  if (!net.isIP(ip)) return false;
  return !/^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|::1$|f[cd]|fe80:|::ffff:127\.)/i.test(ip);
}

/** City and country from the geo-IP database shipped inside the fast-geoip package: no call leaves the server. */
async function geo(ip: string | null): Promise<{ city: string | null; country: string | null }> {
  if (!ip || !isPublicIp(ip)) return { city: null, country: null };
  try {
    const r = await geoip.lookup(ip.replace(/^::ffff:/, ''));
    return { city: r?.city || null, country: r?.country || null };
  } catch {
    return { city: null, country: null };
  }
}

/* Click ids arrive percent-encoded in a URL or a cookie, so decoding can yield control characters. One NUL would fail
   the whole batch insert (PostgreSQL refuses it), losing every other shopper's events in it: they are dropped. */
const clean = (s: string | null | undefined) => (s == null ? null : withoutControlChars(s).slice(0, 500) || null);

function cookie(headers: Headers, name: string): string | null {
  const m = (headers.get('cookie') ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  if (!m) return null;
  try { return clean(decodeURIComponent(m[1])); } catch { return null; }
}

/**
 * Records an ad-tracking event from the request itself (spec §7, done on the server): the IP from the socket or a
 * trusted proxy, the user agent, geo from the local database, and Meta's click ids. What the browser claims about
 * its IP or location is not trusted. The event id lets the browser pixel and the server deduplicate.
 */
export async function recordEvent(db: Db, e: {
  eventName: TTrackedEvent; headers: Headers; url?: string | null; productId?: string | null;
  clientInfo?: TClientInfo; eventId?: string; customData?: Record<string, unknown>;
}) {
  const ip = clientIp(e.headers);
  const where = await geo(ip);
  const fbclid = e.clientInfo?.fbclid ?? (e.url ? safeParam(e.url, 'fbclid') : null);
  const fbc = e.clientInfo?.fbc ?? cookie(e.headers, '_fbc') ?? (fbclid ? `fb.1.${Date.now()}.${fbclid}` : null);
  const eventId = e.eventId ?? e.clientInfo?.event_id ?? crypto.randomUUID();
  await stored(db, {
    eventName: e.eventName, eventId, eventTime: new Date(), url: e.url?.slice(0, 2000) ?? null, productId: e.productId ?? null,
    clientIp: ip, userAgent: e.headers.get('user-agent')?.slice(0, 500) ?? null, city: where.city, country: where.country,
    fbclid, fbc, fbp: e.clientInfo?.fbp ?? cookie(e.headers, '_fbp'), customData: e.customData ?? null,
  });
  return eventId;
}

/* Page views come in bursts (ads), and an insert per event cost PGlite 3–4 ms of the server's one thread per view,
   9 % of a cached product page (profiled). Events wait up to WAIT_MS and go in one insert; `stored` resolves once
   its row is written (or the write failed and was logged: tracking must never break the page that triggered it). */
const WAIT_MS = 100;
type TRow = typeof trackingEvents.$inferInsert;
type TQueue = { rows: TRow[]; written: Promise<void> | null };
// On globalThis: server.ts flushes at shutdown what Next's bundle (another copy of this module) has queued.
const queues = ((globalThis as { __trackingQueues?: Map<Db, TQueue> }).__trackingQueues ??= new Map());

function stored(db: Db, row: TRow): Promise<void> {
  const q: TQueue = queues.get(db) ?? { rows: [], written: null };
  queues.set(db, q);
  q.rows.push(row);
  return (q.written ??= new Promise((r) => setTimeout(r, WAIT_MS)).then(() => writeQueued(db, q)));
}

async function writeQueued(db: Db, q: TQueue) {
  const rows = q.rows;
  q.rows = [];
  q.written = null;
  try {
    await db.insert(trackingEvents).values(rows).onConflictDoNothing();
  } catch (err) {
    logger().warn({ err: String(err), events: rows.length }, 'tracking events not recorded');
  }
}

/** Resolves when every event recorded so far is written (shutdown). */
export async function flushTrackingEvents() {
  await Promise.all([...queues.values()].map((q) => q.written));
}

function safeParam(url: string, name: string): string | null {
  try { return clean(new URL(url, 'http://x').searchParams.get(name)); } catch { return null; }
}
