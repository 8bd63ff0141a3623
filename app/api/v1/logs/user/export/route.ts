import { route } from '@/lib/api/route';
import { exportUserLogs, ZLogExportQuery } from '@/lib/logs/export';

export const GET = route({ access: 'logs.read', query: ZLogExportQuery }, ({ db, query, actor }) => exportUserLogs(db, query, actor));
