import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { call, uniq } from '../http';
import { adminToken } from '../helpers';
import { getDb } from '@/lib/db';
import { systemParams, trackingEvents } from '@/lib/db/schema';
import { recordEvent } from '@/lib/tracking/events';
import { normaliseCity, normalisePhone, sendPendingEvents } from '@/lib/tracking/capi';
import * as productList from '@/app/api/v1/product/route';
import * as productOne from '@/app/api/v1/product/[id]/route';

/* A local stand-in for Meta's Conversions API: records what it receives, and fails when told to. */
let received: { url: string; body: any }[] = [];
let failNext = 0;
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    if (failNext > 0) { failNext--; res.writeHead(500).end('{"error":"try later"}'); return; }
    received.push({ url: req.url ?? '', body: JSON.parse(body) });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"events_received":1}');
  });
});
let endpoint = '';
const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const setParam = async (code: string, value: string) => (await getDb()).update(systemParams).set({ value }).where(eq(systemParams.code, code));

beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v19.0/123/events`;
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

describe('ad tracking', () => {
  it('records ViewContent from the request: IP, user agent, geo from the local database, click ids', async () => {
    const db = await getDb();
    const headers = new Headers({ 'x-client-ip': '14.161.0.1', 'user-agent': 'Mozilla/5.0 test', cookie: '_fbp=fb.1.1700000000.42; other=x' });
    const eventId = await recordEvent(db, { eventName: 'ViewContent', headers, url: 'https://shop.example/product/x?fbclid=ABC123', clientInfo: { client_ip_address: '1.2.3.4', city: 'Paris' } });
    const [row] = await db.select().from(trackingEvents).where(eq(trackingEvents.eventId, eventId));
    // What the browser claims about its IP or city is not trusted; the request and the geo database are.
    expect(row).toMatchObject({ clientIp: '14.161.0.1', userAgent: 'Mozilla/5.0 test', city: 'Ho Chi Minh City', country: 'VN', fbclid: 'ABC123', fbp: 'fb.1.1700000000.42' });
    expect(row.fbc).toMatch(/^fb\.1\.\d+\.ABC123$/);
  });

  it('keeps a batch whole when one click id decodes to a NUL or a cookie is not percent-encoding', async () => {
    const db = await getDb();
    // Written in one insert: before, the NUL failed the batch (PostgreSQL refuses it) and the bad cookie threw.
    const [plain, nul, badCookie] = await Promise.all([
      recordEvent(db, { eventName: 'ViewContent', headers: new Headers(), url: 'https://shop.example/product/x?fbclid=PLAIN' }),
      recordEvent(db, { eventName: 'ViewContent', headers: new Headers(), url: 'https://shop.example/product/x?fbclid=A%00B%01C' }),
      recordEvent(db, { eventName: 'ViewContent', headers: new Headers({ cookie: '_fbc=%E0%A4%A; _fbp=fb.1.2.%00' }), url: 'https://shop.example/product/x' }),
    ]);
    const rows = await db.select().from(trackingEvents).where(inArray(trackingEvents.eventId, [plain, nul, badCookie]));
    const byId = new Map(rows.map((r) => [r.eventId, r]));
    expect(byId.get(plain)?.fbclid).toBe('PLAIN');
    expect(byId.get(nul)?.fbclid).toBe('ABC');
    expect(byId.get(badCookie)).toMatchObject({ fbc: null, fbp: 'fb.1.2.' });
  });

  it('writes a burst of events in one insert, each with the time it happened', async () => {
    const db = await getDb();
    const before = Date.now();
    const ids = await Promise.all(Array.from({ length: 25 }, (_, i) => recordEvent(db, { eventName: 'ViewContent', headers: new Headers({ 'user-agent': 'burst' }), url: `https://shop.example/burst/${i}` })));
    const rows = await db.select().from(trackingEvents).where(inArray(trackingEvents.eventId, ids));
    expect(rows).toHaveLength(25);
    // One statement: every row has its transaction's now() as created_date.
    expect(new Set(rows.map((r) => r.createdDate.getTime())).size).toBe(1);
    for (const r of rows) {
      expect(r.eventTime.getTime()).toBeGreaterThanOrEqual(before);
      expect(r.eventTime.getTime()).toBeLessThanOrEqual(r.createdDate.getTime());
    }
  });

  it('a shopper reading a product records a ViewContent; eventFrom is accepted and dropped from the listing query', async () => {
    const admin = await adminToken();
    const p = (await call(productList.POST, 'POST', { token: admin, body: { name: uniq('Tracked '), price: 1000, status: 'published' } })).data;
    const listed = await call(productList.GET, 'GET', { query: { query: JSON.stringify({ eventFrom: 'FACEBOOK', ids: [p.id] }), clientInfo: JSON.stringify({ fbclid: 'x' }) } });
    expect(listed.status).toBe(200);
    expect(listed.data.total).toBe(1);
    await call(productOne.GET, 'GET', { params: { id: p.id }, headers: { 'user-agent': 'UA-1' } });
    const db = await getDb();
    await expect.poll(async () => (await db.select().from(trackingEvents).where(eq(trackingEvents.productId, p.id))).length).toBe(1);
  });

  it('sends nothing until an endpoint and token are set, then batches with hashed user data and retries a failure', async () => {
    const db = await getDb();
    await db.update(trackingEvents).set({ sentAt: new Date() });
    const ids = [] as string[];
    for (let i = 0; i < 3; i++) {
      ids.push(await recordEvent(db, { eventName: 'ViewContent', headers: new Headers({ 'x-client-ip': '14.161.0.1', 'user-agent': 'UA' }), url: 'https://shop.example/p', customData: { content_ids: [`p${i}`] } }));
    }
    expect(await sendPendingEvents(db)).toBe(0);
    expect(received).toHaveLength(0);
    received = [];
    await setParam('tracking.capi_endpoint', endpoint);
    await setParam('tracking.capi_token', 'secret-token');

    failNext = 1;
    await sendPendingEvents(db);
    const failed = await db.select().from(trackingEvents).where(inArray(trackingEvents.eventId, ids));
    expect(failed.every((e) => e.attempts === 1 && e.sentAt === null && e.lastError?.includes('500'))).toBe(true);

    // Other test files may record events meanwhile (they share a PostgreSQL database), so look at ours.
    expect(await sendPendingEvents(db)).toBeGreaterThanOrEqual(3);
    expect(received[0].url).toContain('access_token=secret-token');
    const all = received.flatMap((r) => r.body.data);
    const ours = all.filter((e: { event_id: string }) => ids.includes(e.event_id));
    expect(ours.map((e: { event_id: string }) => e.event_id).sort()).toEqual([...ids].sort());
    expect(ours[0]).toMatchObject({
      event_name: 'ViewContent', action_source: 'website', event_source_url: 'https://shop.example/p',
      user_data: { client_ip_address: '14.161.0.1', client_user_agent: 'UA', ct: [sha('hochiminhcity')], country: [sha('vn')] },
    });
    expect(typeof ours[0].event_time).toBe('number');
    // Sent once: a later pass does not send them again.
    await sendPendingEvents(db);
    expect(received.flatMap((r) => r.body.data).filter((e: { event_id: string }) => ids.includes(e.event_id))).toHaveLength(3);
    const rows = await db.select().from(trackingEvents).where(inArray(trackingEvents.eventId, ids));
    expect(rows.every((e) => e.sentAt !== null && e.attempts === 2 && e.lastError === null)).toBe(true);
    await setParam('tracking.capi_endpoint', '');
  });

  it('normalises as Meta requires before hashing', () => {
    expect(normaliseCity('Hồ Chí Minh City')).toBe('hochiminhcity');
    expect(normaliseCity("Đà Nẵng")).toBe('danang');
    expect(normalisePhone('090 123 4567')).toBe('84901234567');
    expect(normalisePhone('+84 90 123 4567')).toBe('84901234567');
  });
});
