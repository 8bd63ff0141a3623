import { route } from '@/lib/api/route';
import { applyStockChanges, ZStockChanges } from '@/lib/catalog/stock-import';

/** Writes the changes a preview listed; 409 on `changes` (nothing written) when a variant moved since. */
export const POST = route({ access: 'catalog.write', body: ZStockChanges, maxBodyBytes: 8 * 1024 * 1024 }, ({ db, body, actor }) => applyStockChanges(db, body, actor));
