import { and, eq, inArray } from 'drizzle-orm';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { Db } from '@/lib/db';
import { orders, products, userLogs, users } from '@/lib/db/schema';
import { config } from '@/lib/config';
import { placeOrder, updateOrder } from '@/lib/orders/orders';
import { ZOrder, type TOrderUpdate } from '@/lib/orders/schemas';
import type { TCarrier } from '@/lib/orders/carriers';
import type { TOrderChannel } from '@/lib/db/schema-orders';
import { shopTimeZone } from '@/lib/params/service';
import type { TActor } from '@/lib/logs/write';

/* The demo shop's last month of orders, so a new administrator opens a console with something in it: the home's
   figures and chart, customers who came back (and one whose parcel was refused), parcels with a courier and a waybill
   code, and a few orders of today still to confirm. They go through placeOrder and updateOrder, as a shopper and the
   staff would make them, and are then dated back; the stock is put back afterwards, so the demo's counts are what is
   on the shelf now. Always the same orders, from a fixed seed. */

const CUSTOMERS: [name: string, phone: string, email: string, address: string, ward: string, province: string][] = [
  ['Nguyễn Thị Lan', '0912 345 101', 'lan.nguyen@example.com', '12 Lý Tự Trọng', 'Phường Sài Gòn', 'TP. Hồ Chí Minh'],
  ['Trần Minh Quân', '0903 222 418', 'quan.tran@example.com', '45 Hàng Bông', 'Phường Hoàn Kiếm', 'Hà Nội'],
  ['Lê Thu Hà', '0988 761 230', '', '8 Nguyễn Văn Linh', 'Phường Hải Châu', 'Đà Nẵng'],
  ['Phạm Gia Huy', '0935 118 902', 'huy.pham@example.com', '201 Trần Hưng Đạo', 'Phường Cầu Ông Lãnh', 'TP. Hồ Chí Minh'],
  ['Võ Ngọc Anh', '0977 450 663', 'ngocanh.vo@example.com', '3 Lê Lợi', 'Phường Thuận Hóa', 'Huế'],
  ['Đặng Hoàng Nam', '0868 332 015', '', '77 Mậu Thân', 'Phường Ninh Kiều', 'Cần Thơ'],
  ['Bùi Phương Linh', '0909 874 552', 'linh.bui@example.com', '19 Trần Phú', 'Phường Nha Trang', 'Khánh Hòa'],
  ['Hoàng Đức Thắng', '0345 219 780', '', '60 Lạch Tray', 'Phường Gia Viên', 'Hải Phòng'],
  ['Ngô Bảo Châu', '0918 603 447', 'chau.ngo@example.com', '5 Phan Đình Phùng', 'Phường Ba Đình', 'Hà Nội'],
  ['Huỳnh Mai Trâm', '0396 775 120', 'tram.huynh@example.com', '88 Nguyễn Thị Minh Khai', 'Phường Bàn Cờ', 'TP. Hồ Chí Minh'],
  ['Trịnh Quốc Bảo', '0387 554 019', '', '14 Hùng Vương', 'Phường Đà Lạt', 'Lâm Đồng'],
  ['Đỗ Khánh Vy', '0921 467 388', 'vy.do@example.com', '230 Cách Mạng Tháng Tám', 'Phường Tân Sơn Nhất', 'TP. Hồ Chí Minh'],
];
// Regulars come back: the first four place most orders.
const WHO = [0, 1, 2, 3, 0, 4, 5, 0, 6, 1, 7, 3, 8, 0, 9, 2, 10, 1, 11, 3, 0, 4, 6, 2, 8, 1, 9, 0, 3, 5, 11, 7, 2, 0, 10, 6];
const CHANNELS: TOrderChannel[] = ['web', 'web', 'web', 'facebook', 'web', 'zalo', 'web', 'phone', 'web', 'web'];
const CARRIERS = ['ghn', 'ghtk', 'ghn', 'jt', 'viettelpost', 'spx'] as const satisfies readonly TCarrier[];

/** mulberry32: a small generator with a fixed seed, so every demo shop has the same orders. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What happens to an order placed `days` ago, as a shop's month looks: old ones delivered, recent ones on their way. */
function fateOf(i: number, days: number, cod: boolean): TOrderUpdate[] {
  const pay: TOrderUpdate[] = cod ? [] : [{ paymentStatus: 'paid' }];
  if (days === 0) return i % 3 === 0 ? [{ status: 'confirmed' }] : [];
  if (i % 11 === 4) return [{ status: 'cancelled' }];
  if (days <= 1) return [...pay, { status: 'confirmed' }];
  const shipped = [...pay, { status: 'confirmed' as const }, { status: 'shipped' as const }];
  if (days <= 4) return shipped;
  // One parcel refused at the door: the regular who pays cash has one return against her name.
  if (i === 13) return [...shipped, { status: 'returned' }];
  return [...shipped, { status: 'delivered' }, ...(cod ? [{ paymentStatus: 'paid' as const }] : [])];
}

/** Codes shaped as each courier prints them. */
const waybill = (carrier: (typeof CARRIERS)[number], n: number) => ({ ghn: `GY${n}VN`, ghtk: `S2${n}.BO`, jt: `85${n}`, viettelpost: `17${n}`, spx: `SPXVN0${n}` })[carrier];

/** Orders of the given products (the demo shop's, just made); answers how many. */
export async function seedOrders(db: Db, productIds: string[], now = new Date()) {
  if (!productIds.length) return 0;
  const shelf = await db.select({ id: products.id, variants: products.variants, stockTotal: products.stockTotal }).from(products)
    .where(and(inArray(products.id, productIds), eq(products.status, 'published')));
  const forSale = shelf.filter((p) => p.variants.length > 0);
  if (!forSale.length) return 0;
  // Enough on the shelf for the month's orders while they are placed; the counts are put back at the end.
  for (const p of forSale) await db.update(products).set({ variants: p.variants.map((v) => ({ ...v, stock: v.stock + 1000 })) }).where(eq(products.id, p.id));
  const [admin] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, config().ADMIN_USERNAME)).limit(1);
  const actor: TActor = { userId: admin?.id ?? null, username: admin?.username ?? 'admin', ip: null, userAgent: null };
  const tz = await shopTimeZone(db);
  const rnd = random(2026);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  for (const [i, who] of WHO.entries()) {
    // Spread over 30 days, oldest first; the last three are today's.
    const days = i >= WHO.length - 3 ? 0 : 29 - Math.floor((i * 29) / (WHO.length - 3));
    const day = formatInTimeZone(new Date(now.getTime() - days * 86_400_000), tz, 'yyyy-MM-dd');
    const hour = 8 + Math.floor(rnd() * 14);
    let at = fromZonedTime(`${day}T${String(hour).padStart(2, '0')}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}:00`, tz);
    if (at > now) {
      // Later today than now: placed between the day's start and now, in order, so that they stay today's even just
      // after midnight (17 minutes apart once the day is an hour old).
      const dayStart = fromZonedTime(`${day}T00:00:00`, tz).getTime();
      const step = Math.min(17 * 60_000, (now.getTime() - dayStart) / 4);
      at = new Date(now.getTime() - (WHO.length - i) * step);
    }
    const items = [...new Set(Array.from({ length: 1 + Math.floor(rnd() * 2.2) }, () => pick(forSale)))].map((p) => {
      const v = pick(p.variants);
      return { id: p.id, selectedVariations: v.options, amount: 1 + (rnd() < 0.2 ? 1 : 0) };
    });
    const [fullName, phone, email, address, ward, province] = CUSTOMERS[who];
    const cod = rnd() < 0.7;
    const channel = CHANNELS[i % CHANNELS.length];
    const input = ZOrder.parse({
      items, paymentMethod: cod ? 'COD' : 'BANK_TRANSFER', channel, ...(i % 9 === 2 ? { discountCode: 'CHAOBAN' } : {}),
      shippingInformation: { fullName, phone, email, address, ward, province, note: i % 5 === 1 ? 'Giao giờ hành chính' : '' },
    });
    const { order } = await placeOrder(db, input, { staff: channel === 'web' ? null : actor.username, clientIp: channel === 'web' ? '113.161.0.' + (i + 10) : null });
    for (const move of fateOf(i, days, cod)) {
      const carrier = CARRIERS[i % CARRIERS.length];
      await updateOrder(db, order.id, move.status === 'shipped' ? { ...move, carrier, trackingNumber: waybill(carrier, 480_000_000 + i * 7_919) } : move, actor);
    }
    await dateBack(db, order.id, at, days, now);
  }
  // The demo's stock counts stand for the shelf as it is now.
  for (const p of shelf) await db.update(products).set({ variants: p.variants, stockTotal: p.stockTotal }).where(eq(products.id, p.id));
  return WHO.length;
}

/** Places the order at `at` and its moves after it: confirmed within hours, on its way the next day, delivered days later. */
async function dateBack(db: Db, id: string, at: Date, days: number, now: Date) {
  const moves = await db.select({ id: userLogs.id }).from(userLogs).where(eq(userLogs.entityId, id)).orderBy(userLogs.logTime);
  // Never past now: today's orders are confirmed within the hour.
  const span = Math.max(0, Math.min(Math.max(1, days) * 86_400_000 * 0.8, now.getTime() - at.getTime()));
  let last = at;
  for (const [k, m] of moves.entries()) {
    last = new Date(at.getTime() + ((k + 1) * span) / (moves.length + 1));
    await db.update(userLogs).set({ logTime: last, createdDate: last, updatedDate: last }).where(eq(userLogs.id, m.id));
  }
  await db.update(orders).set({ createdDate: at, updatedDate: last }).where(eq(orders.id, id));
}
