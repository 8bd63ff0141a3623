import { route } from '@/lib/api/route';
import { pageSystemLogs, ZLogQuery } from '@/lib/logs/read';

export const GET = route({ access: 'logs.read', query: ZLogQuery }, ({ db, query }) => pageSystemLogs(db, query));
