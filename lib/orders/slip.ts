import { inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '@/lib/db';
import { orders } from '@/lib/db/schema';
import { isUuid } from '@/lib/wire';

/* Packing slips, as Shopify prints them and as Vietnamese shops stick on parcels for the courier: who sends, who
   receives, what is inside, and how much the courier collects on delivery. */

type TRow = typeof orders.$inferSelect;

export const MAX_SLIPS = 100;
export const SLIP_SIZES = ['label', 'a5'] as const;
export type TSlipSize = (typeof SLIP_SIZES)[number];

/**
 * What the courier collects: the total for cash on delivery not yet paid, nothing for a paid order, and null (say
 * so on the slip) for a bank transfer still waiting, which should not leave before the money arrives.
 */
export function amountToCollect(o: Pick<TRow, 'paymentMethod' | 'paymentStatus' | 'total'>): number | null {
  if (o.paymentStatus !== 'unpaid') return 0;
  return o.paymentMethod === 'COD' ? o.total : null;
}

/** The ids of a `?ids=` list that can be orders, each once, in the order given, at most MAX_SLIPS. */
export const slipIds = (raw: string | undefined) => [...new Set((raw ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(isUuid))].slice(0, MAX_SLIPS);

/** The orders to print, in the order asked, each with its code as a QR (SVG markup: the code is ours, DH + 8). */
export async function slipsOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(ids.filter((id) => byId.has(id)).map(async (id) => {
    const o = byId.get(id)!;
    return { order: o, collect: amountToCollect(o), qr: await QRCode.toString(o.code, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 }) };
  }));
}
