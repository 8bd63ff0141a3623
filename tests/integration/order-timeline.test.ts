import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../http';
import { adminAndViewer } from '../helpers';
import { makeProduct, placeOrder } from './order-fixtures';
import * as orderOne from '@/app/api/v1/order/[id]/route';
import * as timelineRoute from '@/app/api/v1/order/[id]/timeline/route';
import * as commentRoute from '@/app/api/v1/order/[id]/comment/route';

/* An order's history in the console: placed, each move and who made it, and the shop's own notes, newest first. */

let admin: string;
let viewer: string;
let id: string;
const timeline = (token = viewer, orderId = id) => call(timelineRoute.GET, 'GET', { token, params: { id: orderId } });
const comment = (body: unknown, token = admin, orderId = id) => call(commentRoute.POST, 'POST', { token, params: { id: orderId }, body });

beforeAll(async () => {
  ({ admin, viewer } = await adminAndViewer());
  const p = await makeProduct(admin);
  const r = await placeOrder([{ id: p.id, selectedVariations: { Size: 'M' }, amount: 1 }]);
  expect(r.status, r.json.message).toBe(201);
  id = r.data.id;
});

describe('an order\'s timeline', () => {
  it('lists the moves with who made them and the notes, newest first, after "placed"', async () => {
    const first = await timeline();
    expect(first.status, first.json.message).toBe(200);
    expect(first.data).toEqual([expect.objectContaining({ kind: 'placed', by: null })]);

    expect((await call(orderOne.PUT, 'PUT', { token: admin, params: { id }, body: { status: 'confirmed' } })).status).toBe(200);
    const note = await comment({ body: '  Khách gọi: giao sau 17h\nĐịa chỉ có cổng xanh  ' });
    expect(note.status, note.json.message).toBe(201);
    expect(note.data).toMatchObject({ kind: 'comment', by: 'admin', body: 'Khách gọi: giao sau 17h\nĐịa chỉ có cổng xanh' });
    expect((await call(orderOne.PUT, 'PUT', { token: admin, params: { id }, body: { paymentStatus: 'paid' } })).status).toBe(200);

    const events = (await timeline()).data as { kind: string; by: string | null; status?: string; paymentStatus?: string; body?: string; at: string }[];
    expect(events.map((e) => [e.kind, e.status ?? e.paymentStatus ?? e.body ?? null, e.by])).toEqual([
      ['moved', 'paid', 'admin'],
      ['comment', 'Khách gọi: giao sau 17h\nĐịa chỉ có cổng xanh', 'admin'],
      ['moved', 'confirmed', 'admin'],
      ['placed', null, null],
    ]);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());
  });

  it('refuses an empty, too long or marked-up note with 400 on body, a viewer\'s note with 403, an unknown order with 404', async () => {
    for (const body of [{ body: '   ' }, { body: 'x'.repeat(2001) }, { body: '<img src=x onerror=alert(1)>' }, { body: 5 }, {}]) {
      const r = await comment(body);
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(r.data.field).toBe('body');
    }
    expect((await comment({ body: 'ok' }, viewer)).status).toBe(403);
    expect((await call(commentRoute.POST, 'POST', { params: { id }, body: { body: 'ok' } })).status).toBe(401);
    expect((await comment({ body: 'ok' }, admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await timeline(viewer, 'not-an-id')).status).toBe(404);
    expect((await call(timelineRoute.GET, 'GET', { params: { id } })).status).toBe(401);
  });
});
