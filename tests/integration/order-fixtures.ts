import { expect } from 'vitest';
import { call, uniq } from '../http';
import * as productList from '@/app/api/v1/product/route';
import * as orderRoute from '@/app/api/v1/order/route';

/* What the order tests buy and where they send it, through the same API the shop and the console use. */

export const shipping = {
  fullName: 'Nguyễn Thị Lan', phone: '0912 345 678', email: 'lan@example.com', address: '12 Lý Tự Trọng',
  province: 'TP. Hồ Chí Minh', district: '', ward: 'Phường Sài Gòn', note: 'Gọi trước khi giao',
};

/** A published product with two sizes; `stock` in each unless given. */
export async function makeProduct(token: string, stock: [number, number] = [5, 5], price: [number, number] = [250000, 270000]) {
  const r = await call(productList.POST, 'POST', {
    token,
    body: {
      name: uniq('Order Test Tee '), price: price[0], status: 'published',
      optionGroups: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { sku: 'T-S', options: { Size: 'S' }, price: price[0], stock: stock[0] },
        { sku: 'T-M', options: { Size: 'M' }, price: price[1], stock: stock[1] },
      ],
    },
  });
  expect(r.status, r.json.message).toBe(201);
  return r.data as { id: string; name: string; variants: { id: string; options: Record<string, string>; stock: number }[] };
}

/** Places an order as a shopper would (no session), paying cash on delivery unless `extra` says otherwise. */
export const placeOrder = (items: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call(orderRoute.POST, 'POST', { body: { items, shippingInformation: shipping, paymentMethod: 'COD', ...extra }, headers });
