import { route } from '@/lib/api/route';
import { exportProducts, ZProductExportQuery } from '@/lib/catalog/export';

export const GET = route({ access: 'catalog.read', query: ZProductExportQuery }, ({ db, query, actor }) => exportProducts(db, query, actor));
