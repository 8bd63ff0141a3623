import { route } from '@/lib/api/route';
import { exportCustomers, ZCustomerExportQuery } from '@/lib/customers/export';

export const GET = route({ access: 'orders.read', query: ZCustomerExportQuery }, ({ db, query, actor }) => exportCustomers(db, query, actor));
