import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { connection } from 'next/server';
import { getDb } from '@/lib/db';
import { menuItems, systemParams } from '@/lib/db/schema';

export type TStoreInfo = { name: string; tagline: string; email: string; phone: string; address: string };
export type TNavItem = { id: string; title: string; to: string; children: TNavItem[] };

/** The store's public facts, from the active store parameters. */
export async function storeInfo(): Promise<TStoreInfo> {
  await connection();
  const db = await getDb();
  const rows = await db.select({ code: systemParams.code, value: systemParams.value }).from(systemParams)
    .where(eq(systemParams.active, true));
  const v = (code: string, fallback = '') => rows.find((r) => r.code === code)?.value ?? fallback;
  return { name: v('store.name', 'Shop'), tagline: v('store.tagline'), email: v('store.email'), phone: v('store.phone'), address: v('store.address') };
}

/** The header menu: visible items as a two-level tree, in their order. */
export async function storeNav(): Promise<TNavItem[]> {
  await connection();
  const db = await getDb();
  const rows = await db.select().from(menuItems).where(eq(menuItems.hidden, false)).orderBy(asc(menuItems.order), asc(menuItems.title));
  const byParent = (pid: string | null): TNavItem[] =>
    rows.filter((r) => r.parentId === pid).map((r) => ({ id: r.id, title: r.title, to: r.to, children: byParent(r.id) }));
  return byParent(null);
}
