import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { pageSourceSystems } from '@/lib/gateway/admin/source-systems';

export const GET = route({ access: 'gateway.read', query: ZPage }, ({ db, query }) => pageSourceSystems(db, query));
