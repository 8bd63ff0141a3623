import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { pageParams } from '@/lib/params/service';

export const GET = route({ access: 'params.read', query: ZPage }, ({ db, query }) => pageParams(db, query));
