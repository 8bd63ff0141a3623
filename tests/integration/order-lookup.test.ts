import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder } from './order-fixtures';
import { LIMITS } from '@/lib/api/rate-limit';
import * as lookupRoute from '@/app/api/v1/order/lookup/route';
import * as orderOne from '@/app/api/v1/order/[id]/route';

/* "Find your order" for the shopper who lost the link: the order's code and the phone it was placed with. */

let placed: { id: string; code: string; paymentUrl: string };
const lookup = (body: unknown, ip = '127.0.0.1') => call(lookupRoute.POST, 'POST', { body, headers: { 'x-client-ip': ip } });

beforeAll(async () => {
  const { admin } = await adminAndViewer();
  const p = await makeProduct(admin);
  const r = await placeOrder([{ id: p.id, selectedVariations: { Size: 'S' }, amount: 1 }]); // phone 0912 345 678
  expect(r.status, r.json.message).toBe(201);
  placed = r.data;
});

describe('finding an order by its code and phone', () => {
  it('answers the order\'s link, whichever way the phone and the code are written, and the link opens the order', async () => {
    for (const body of [
      { code: placed.code, phone: '0912 345 678' },
      { code: ` ${placed.code.toLowerCase()} `, phone: '+84 912 345 678' },
      { code: placed.code, phone: '0912.345.678' },
    ]) {
      const r = await lookup(body);
      expect(r.status, JSON.stringify(body)).toBe(200);
      expect(r.data).toEqual({ paymentUrl: placed.paymentUrl });
    }
    const token = new URL(placed.paymentUrl, 'http://x').searchParams.get('token')!;
    const opened = await call(orderOne.GET, 'GET', { params: { id: placed.id }, query: { token } });
    expect(opened.data.code).toBe(placed.code);
  });

  it('gives the same 404 for a wrong phone and a wrong code, so neither tells anything about the other', async () => {
    const wrongPhone = await lookup({ code: placed.code, phone: '0987 654 321' });
    const wrongCode = await lookup({ code: 'DH22222222', phone: '0912 345 678' });
    expect([wrongPhone.status, wrongCode.status]).toEqual([404, 404]);
    expect(wrongPhone.json.message).toBe(wrongCode.json.message);
    expect(JSON.stringify(wrongPhone.data)).not.toContain(placed.id);
  });

  it('refuses what cannot be a code or a phone with 400 on that field, and bad bodies with 4xx', async () => {
    expect((await lookup({ code: 'DH123', phone: '0912 345 678' })).data.field).toBe('code');
    expect((await lookup({ code: "DH' OR 1=1--", phone: '0912 345 678' })).data.field).toBe('code');
    expect((await lookup({ code: placed.code, phone: '12345' })).data.field).toBe('phone');
    expect((await lookup({ code: placed.code })).data.field).toBe('phone');
    expect((await call(lookupRoute.POST, 'POST', { raw: '{"code":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await lookup({ code: placed.code, phone: 'x'.repeat(5000) })).status).toBe(413);
  });

  it('slows an address that keeps guessing: 429 with Retry-After once its tries are spent', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.lookup.burst; i++) statuses.push((await lookup({ code: `DH${'23456789'}`, phone: '0912 345 678' }, ip)).status);
    expect(statuses.slice(0, LIMITS.lookup.burst).every((s) => s === 404)).toBe(true);
    const last = await lookup({ code: placed.code, phone: '0912 345 678' }, ip);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
