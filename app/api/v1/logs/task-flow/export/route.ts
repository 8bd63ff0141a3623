import { route } from '@/lib/api/route';
import { exportTaskFlow, ZTaskFlowExportQuery } from '@/lib/logs/export';

export const GET = route({ access: 'logs.read', query: ZTaskFlowExportQuery }, ({ db, query, actor }) => exportTaskFlow(db, query, actor));
