import { route } from '@/lib/api/route';
import { ZTargetApiQuery } from '@/lib/gateway/schemas';
import { pageTargetApis } from '@/lib/gateway/admin/target-apis';

export const GET = route({ access: 'gateway.read', query: ZTargetApiQuery }, ({ db, query }) => pageTargetApis(db, query));
