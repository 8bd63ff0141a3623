import type { Db } from '@/lib/db';
import { paramValue } from '@/lib/params/service';

/** A variant at or below this stock is running low (`catalog.low_stock`, 5 unless the shop says otherwise). */
export async function lowStockThreshold(db: Db): Promise<number> {
  const n = Number(await paramValue(db, 'catalog.low_stock', '5'));
  return Number.isInteger(n) && n >= 0 ? n : 5;
}
