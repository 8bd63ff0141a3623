import { route } from '@/lib/api/route';
import { pageUserLogs, ZLogQuery } from '@/lib/logs/read';

export const GET = route({ access: 'logs.read', query: ZLogQuery }, ({ db, query }) => pageUserLogs(db, query));
