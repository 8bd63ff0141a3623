import { route } from '@/lib/api/route';
import { exportSystemLogs, ZLogExportQuery } from '@/lib/logs/export';

export const GET = route({ access: 'logs.read', query: ZLogExportQuery }, ({ db, query, actor }) => exportSystemLogs(db, query, actor));
