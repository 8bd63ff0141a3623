import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { groups, menuItems, products, systemLogs, systemParams, users } from './schema';
import { config } from '@/lib/config';
import { hashPassword } from '@/lib/auth/password';
import { seedShop } from './seed-shop';
import { seedOrders } from './seed-orders';
import { seedGateway } from './seed-gateway';

/* The demo seed. Idempotent: every insert skips rows that exist, so it runs on every start. */

export const DEFAULT_PARAMS: (typeof systemParams.$inferInsert)[] = [
  { code: 'store.name', name: 'Shop name', value: 'Saigon Craft', category: 'store' },
  { code: 'store.locale', name: 'Storefront language (en-US or vi)', value: 'en-US', category: 'store' },
  { code: 'store.currency', name: 'Currency', value: 'VND', category: 'store' },
  { code: 'store.email', name: 'Contact email', value: 'hello@saigoncraft.example', category: 'store' },
  { code: 'store.phone', name: 'Contact phone', value: '+84 28 3823 4567', category: 'store' },
  { code: 'store.address', name: 'Address', value: '12 Đồng Khởi, Bến Nghé, Quận 1, TP. Hồ Chí Minh', category: 'store' },
  { code: 'store.tagline', name: 'Tagline', value: 'Handmade goods from Vietnamese workshops', category: 'store' },
  { code: 'store.hero_title', name: 'Home hero title', value: 'Made slowly, by hand, in Vietnam', category: 'store' },
  { code: 'store.hero_subtitle', name: 'Home hero text', value: 'Linen, silk, ceramics and lacquer from the families who make them. Free delivery in Vietnam over 1,000,000 ₫.', category: 'store' },
  { code: 'store.hero_image', name: 'Home hero image (attachment URL)', value: '', category: 'store' },
  { code: 'store.facebook', name: 'Facebook page URL', value: 'https://www.facebook.com/saigoncraft.example', category: 'store' },
  { code: 'store.instagram', name: 'Instagram URL', value: 'https://www.instagram.com/saigoncraft.example', category: 'store' },
  { code: 'store.shipping_fee', name: 'Delivery fee per order', value: '30000', category: 'store' },
  { code: 'catalog.low_stock', name: 'Running low at this stock or less (a variant): the products screen\'s "low stock" and the console home', value: '5', category: 'store' },
  { code: 'store.free_shipping_over', name: 'Free delivery from this sub-total (0: never)', value: '1000000', category: 'store' },
  { code: 'store.bank_name', name: 'Bank for transfers', value: 'Vietcombank', category: 'store' },
  { code: 'store.bank_bin', name: 'Bank BIN (NAPAS, for VietQR)', value: '970436', category: 'store' },
  { code: 'store.bank_account', name: 'Bank account number', value: '0071000123456', category: 'store' },
  { code: 'store.bank_account_name', name: 'Bank account holder', value: 'CONG TY TNHH SAIGON CRAFT', category: 'store' },
  { code: 'smtp.host', name: 'SMTP host (empty: no order emails)', value: '', category: 'smtp' },
  { code: 'smtp.port', name: 'SMTP port', value: '587', category: 'smtp' },
  { code: 'smtp.secure', name: 'SMTP over TLS from the start (true for port 465)', value: 'false', category: 'smtp' },
  { code: 'smtp.user', name: 'SMTP user', value: '', category: 'smtp' },
  { code: 'smtp.password', name: 'SMTP password', value: '', category: 'smtp', isSecret: true },
  { code: 'smtp.from', name: 'Sender of order emails', value: 'Saigon Craft <orders@saigoncraft.example>', category: 'smtp' },
  { code: 'orders.notify_to', name: 'Who is emailed each new order (addresses, comma-separated; empty: nobody)', value: 'hello@saigoncraft.example', category: 'smtp' },
  { code: 'tracking.capi_endpoint', name: 'Conversions API endpoint (empty: events are only recorded)', value: '', category: 'tracking' },
  { code: 'tracking.capi_token', name: 'Conversions API access token', value: '', category: 'tracking', isSecret: true },
  { code: 'console.timezone', name: 'Shop time zone (IANA): where "today" begins on the console home', value: 'Asia/Ho_Chi_Minh', category: 'server' },
];

const DEFAULT_MENU = [
  { title: 'Home', to: '/home', order: 0 },
  { title: 'Shop', to: '/shop', order: 10 },
  { title: 'Blog', to: '/blogs', order: 90 },
  { title: 'About', to: '/page/about', order: 95 },
];

const DEMO_GROUPS = [
  { name: 'Quản trị hệ thống', description: 'System administrators' },
  { name: 'Vận hành', description: 'Shop operations: catalogue, content and orders' },
  { name: 'Chăm sóc khách hàng', description: 'Customer care, read-only' },
];

async function ensureAdmin(db: Db) {
  const cfg = config();
  const [existing] = await db.select({ id: users.id }).from(users)
    .where(eq(sql`lower(${users.username})`, cfg.ADMIN_USERNAME.toLowerCase())).limit(1);
  if (existing) return;
  const generated = !cfg.ADMIN_PASSWORD;
  const password = cfg.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url');
  const [admin] = await db.insert(users).values({
    username: cfg.ADMIN_USERNAME, fullname: 'Administrator', role_id: 'SADMIN', locale: 'vi',
    passwordHash: await hashPassword(password), passwordChangedAt: new Date(), createdBy: 'system', updatedBy: 'system',
  }).onConflictDoNothing().returning({ id: users.id });
  if (!admin || !generated) return;
  // Printed once, straight to stdout rather than the structured log, and kept beside the data for recovery.
  const file = path.join(cfg.dataDir, 'initial-admin-password');
  fs.mkdirSync(cfg.dataDir, { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  process.stdout.write(
    `\n  First administrator created.\n    username: ${cfg.ADMIN_USERNAME}\n    password: ${password}\n` +
    `  (also saved to ${file}; change it under Account after signing in)\n\n`,
  );
}

export async function seed(db: Db) {
  await ensureAdmin(db);
  await db.insert(systemParams).values(DEFAULT_PARAMS.map((p) => ({ ...p, createdBy: 'system', updatedBy: 'system' })))
    .onConflictDoNothing();
  await db.insert(menuItems).values(DEFAULT_MENU.map((m) => ({ ...m, createdBy: 'system', updatedBy: 'system' }))).onConflictDoNothing();
  if (config().DEMO_SEED === 'false') return;
  const inserted = await db.insert(groups).values(DEMO_GROUPS.map((g) => ({ ...g, createdBy: 'system', updatedBy: 'system' })))
    .onConflictDoNothing().returning({ id: groups.id });
  const shop = await seedShop(db);
  // A fresh demo shop gets its last month of orders (lib/db/seed-orders.ts).
  const sold = shop ? await seedOrders(db, (await db.select({ id: products.id }).from(products)).map((p) => p.id)) : 0;
  const gateway = shop ? await seedGateway(db) : false;
  if (inserted.length || shop) {
    await db.insert(systemLogs).values({ event: 'SEED', message: `Demo data seeded (${inserted.length} groups${shop ? `, the demo shop with ${sold} orders` : ''}${gateway ? ', a demo gateway' : ''})`, createdBy: 'system' });
  }
}
