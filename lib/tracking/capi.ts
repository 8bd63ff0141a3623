import crypto from 'node:crypto';
import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { trackingEvents } from '@/lib/db/schema';
import { paramValue } from '@/lib/params/service';
import { logger } from '@/lib/logger';
import { everyInBackground } from '@/lib/process/background';

/* Sends recorded events to Meta's Conversions API when the shop has set an endpoint and token (system params
   tracking.capi_endpoint / tracking.capi_token). Batches of up to 100; a failed batch is retried on a later pass,
   with each event giving up after MAX_ATTEMPTS. Nothing here runs while a shopper waits. */

export const MAX_ATTEMPTS = 8;
const BATCH = 100;

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

/** Meta's normalisation before hashing: lower case, no spaces or punctuation (city); two-letter code (country). */
export function normaliseCity(city: string): string {
  return city.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
export const normaliseCountry = (c: string) => c.trim().toLowerCase().slice(0, 2);
export const normaliseEmail = (e: string) => e.trim().toLowerCase();
/** Digits only, with the country code: a Vietnamese 0xx number becomes 84xx. */
export function normalisePhone(p: string): string {
  const digits = p.replace(/\D/g, '');
  return digits.startsWith('0') ? `84${digits.slice(1)}` : digits;
}

type TEvent = typeof trackingEvents.$inferSelect;

export function capiPayload(events: TEvent[]) {
  return {
    data: events.map((e) => {
      const custom = (e.customData ?? {}) as Record<string, unknown>;
      const { email, phone, ...customData } = custom as { email?: string; phone?: string } & Record<string, unknown>;
      return {
        event_name: e.eventName,
        event_time: Math.floor(e.eventTime.getTime() / 1000),
        event_id: e.eventId,
        event_source_url: e.url ?? undefined,
        action_source: 'website',
        user_data: {
          client_ip_address: e.clientIp ?? undefined,
          client_user_agent: e.userAgent ?? undefined,
          fbc: e.fbc ?? undefined,
          fbp: e.fbp ?? undefined,
          ct: e.city ? [sha256(normaliseCity(e.city))] : undefined,
          country: e.country ? [sha256(normaliseCountry(e.country))] : undefined,
          em: typeof email === 'string' && email ? [sha256(normaliseEmail(email))] : undefined,
          ph: typeof phone === 'string' && phone ? [sha256(normalisePhone(phone))] : undefined,
        },
        custom_data: Object.keys(customData).length ? customData : undefined,
      };
    }),
  };
}

/** One pass: sends what is waiting, in batches. Returns how many events were accepted. */
export async function sendPendingEvents(db: Db, timeoutMs = 10_000): Promise<number> {
  const endpoint = (await paramValue(db, 'tracking.capi_endpoint', '')).trim();
  const token = (await paramValue(db, 'tracking.capi_token', '')).trim();
  if (!/^https?:\/\//.test(endpoint) || !token) return 0;
  let sent = 0;
  for (;;) {
    const batch = await db.select().from(trackingEvents)
      .where(and(isNull(trackingEvents.sentAt), lt(trackingEvents.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(trackingEvents.eventTime)).limit(BATCH);
    if (!batch.length) return sent;
    const ids = batch.map((e) => e.id);
    try {
      const url = new URL(endpoint);
      url.searchParams.set('access_token', token);
      const res = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(capiPayload(batch)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`);
      await db.update(trackingEvents).set({ sentAt: new Date(), attempts: sql`${trackingEvents.attempts} + 1`, lastError: null }).where(inArray(trackingEvents.id, ids));
      sent += batch.length;
    } catch (err) {
      await db.update(trackingEvents).set({ attempts: sql`${trackingEvents.attempts} + 1`, lastError: String(err).slice(0, 500) }).where(inArray(trackingEvents.id, ids));
      logger().warn({ err: String(err), events: batch.length }, 'Conversions API batch failed; will retry');
      return sent;
    }
  }
}

/** Runs a pass every `everyMs` in the background of the server process. */
export const startTrackingDispatcher = (db: Db, everyMs = 5_000) =>
  everyInBackground('tracking dispatcher pass', everyMs, () => sendPendingEvents(db));
