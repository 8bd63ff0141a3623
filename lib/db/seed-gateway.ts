import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { targetSystems } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { createTargetSystem, updateTargetSystem } from '@/lib/gateway/admin/target-systems';
import { createTargetApi } from '@/lib/gateway/admin/target-apis';
import { createSourceSystem, issueKey } from '@/lib/gateway/admin/source-systems';
import { createCollection, createRequest } from '@/lib/runner/saved';
import type { TActor } from '@/lib/logs/write';

/* The demo's API gateway, so the console's gateway screens can be tried at once: the shop's own public API as a
   target system (this process, on its own port), a partner allowed some of its APIs with a key, and saved requests in
   the API runner that call through the gateway with that key (sealed, as any saved key). Sending one fills the
   task-flow log and the statistics. The key itself is never shown: rotate it on the source systems screen to see one. */

const SYSTEM: TActor = { userId: null, username: 'system', ip: null, userAgent: null };
const DEMO_CODE = 'shop';
const ownOrigin = (port: number) => `http://127.0.0.1:${port}`;

export async function seedGateway(db: Db, now = new Date()) {
  const [{ n }] = await db.select({ n: count() }).from(targetSystems);
  if (n > 0) return false;
  const target = await createTargetSystem(db, {
    name: 'Saigon Craft: API cửa hàng', code: DEMO_CODE, origin_url: ownOrigin(config().PORT), activate: true, timeout_ms: 10_000,
  }, SYSTEM);
  const api = (api_name: string, method: 'GET' | 'POST', path: string, description: string) =>
    createTargetApi(db, { api_name, method, path, description, status: 'active', target_system_id: target.id }, SYSTEM);
  const products = await api('Danh sách sản phẩm', 'GET', '/api/v1/product', 'Sản phẩm đang bán, lọc và phân trang qua tham số query (JSON)');
  const product = await api('Chi tiết sản phẩm', 'GET', '/api/v1/product/:id', 'Một sản phẩm theo id, với các biến thể và tồn kho');
  const collections = await api('Bộ sưu tập', 'GET', '/api/v1/collection', 'Các bộ sưu tập đang hiển thị');
  await api('Báo giá giỏ hàng', 'POST', '/api/v1/order/quote', 'Tạm tính, phí giao hàng và mã giảm giá của một giỏ hàng');
  const yearOn = new Date(now.getTime() + 365 * 86_400_000);
  // Granted the catalogue, not the quote: the runner shows both answers.
  const partner = await createSourceSystem(db, { name: 'Đối tác bán hàng (demo)', source_ip: '', expiry_date: yearOn, api_ids: [products.id, product.id, collections.id] }, SYSTEM);
  const { api_key } = await issueKey(db, partner.id, SYSTEM);
  const folder = await createCollection(db, { name: 'Cổng API (demo)', description: 'Gọi API cửa hàng qua cổng bằng khóa của đối tác demo' }, SYSTEM);
  const request = (name: string, method: 'GET' | 'POST', url: string, extra: { body?: string; params?: { key: string; value: string; enabled: boolean }[] } = {}) =>
    createRequest(db, {
      name, method, url, collection_id: folder.id, auth_type: 'api_key', auth_value: api_key, params: extra.params ?? [],
      headers: extra.body ? [{ key: 'Content-Type', value: 'application/json', enabled: true }] : [], body: extra.body ?? null,
    }, SYSTEM);
  await request('Sản phẩm qua cổng', 'GET', '/gateway/shop/api/v1/product', { params: [{ key: 'query', value: '{"text":"silk","limit":5}', enabled: true }] });
  await request('Bộ sưu tập qua cổng', 'GET', '/gateway/shop/api/v1/collection');
  await request('Báo giá (chưa cấp quyền: 403)', 'POST', '/gateway/shop/api/v1/order/quote', { body: '{\n  "items": []\n}' });
  return true;
}

/**
 * Keeps the demo target on this process's port: a shop first started on 3000 and later with PORT=4000 would otherwise
 * answer every demo call through the gateway with 502. Only while nobody has edited the target (it was made and last
 * changed by the seed, and still points at this machine): an administrator's origin is never moved.
 */
export async function followDemoPort(db: Db, port = config().PORT) {
  const [t] = await db.select().from(targetSystems).where(eq(targetSystems.code, DEMO_CODE)).limit(1);
  const untouched = t && t.createdBy === SYSTEM.username && t.updatedBy === SYSTEM.username && /^http:\/\/127\.0\.0\.1:\d+$/.test(t.origin_url);
  if (!untouched || t.origin_url === ownOrigin(port)) return false;
  await updateTargetSystem(db, t.id, { origin_url: ownOrigin(port) }, SYSTEM);
  return true;
}
