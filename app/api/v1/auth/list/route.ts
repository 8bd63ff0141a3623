import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { listUsers } from '@/lib/users/service';

export const GET = route({ access: 'users.read', query: ZPage }, ({ db, query }) => listUsers(db, query));
