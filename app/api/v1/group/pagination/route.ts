import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { pageGroups } from '@/lib/groups/service';

export const GET = route({ access: 'groups.read', query: ZPage }, ({ db, query }) => pageGroups(db, query));
