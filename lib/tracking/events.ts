import crypto from 'node:crypto';
import net from 'node:net';
import geoip from 'fast-geoip';
import type { Db } from '@/lib/db';
import { trackingEvents } from '@/lib/db/schema';
import { clientIp } from '@/lib/api/route';
import { logger } from '@/lib/logger';
import type { TClientInfo } from '@/lib/catalog/schemas';

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

function cookie(headers: Headers, name: string): string | null {
  const m = (headers.get('cookie') ?? '').match(new RegExp(`(?:^|;\\s*)${name}=([^;]+)`));
  return m ? decodeURIComponent(m[1]).slice(0, 500) : null;
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
  try {
    await db.insert(trackingEvents).values({
      eventName: e.eventName, eventId, url: e.url?.slice(0, 2000) ?? null, productId: e.productId ?? null,
      clientIp: ip, userAgent: e.headers.get('user-agent')?.slice(0, 500) ?? null, city: where.city, country: where.country,
      fbclid, fbc, fbp: e.clientInfo?.fbp ?? cookie(e.headers, '_fbp'), customData: e.customData ?? null,
    }).onConflictDoNothing();
  } catch (err) {
    // Tracking must never break the page that triggered it.
    logger().warn({ err: String(err), event: e.eventName }, 'tracking event not recorded');
  }
  return eventId;
}

function safeParam(url: string, name: string): string | null {
  try { return new URL(url, 'http://x').searchParams.get(name)?.slice(0, 500) ?? null; } catch { return null; }
}
