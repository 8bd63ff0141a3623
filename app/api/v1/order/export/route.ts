import { route } from '@/lib/api/route';
import { exportOrders, ZOrderExportQuery } from '@/lib/orders/export';

export const GET = route({ access: 'orders.read', query: ZOrderExportQuery }, ({ db, query, actor }) => exportOrders(db, query, actor));
