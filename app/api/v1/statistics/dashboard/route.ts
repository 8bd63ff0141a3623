import { route } from '@/lib/api/route';
import { ZStatsQuery } from '@/lib/gateway/schemas';
import { dashboard } from '@/lib/gateway/admin/dashboard';

export const GET = route({ access: 'stats.read', query: ZStatsQuery }, ({ db, query }) => dashboard(db, query.range));
