import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { pageTargetSystems } from '@/lib/gateway/admin/target-systems';

export const GET = route({ access: 'gateway.read', query: ZPage }, ({ db, query }) => pageTargetSystems(db, query));
