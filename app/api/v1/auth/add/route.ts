import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZUserCreate } from '@/lib/users/schemas';
import { createUser } from '@/lib/users/service';

export const POST = route({ access: 'users.write', body: ZUserCreate }, async ({ db, body, session, actor }) =>
  created(await createUser(db, body, session, actor)));
