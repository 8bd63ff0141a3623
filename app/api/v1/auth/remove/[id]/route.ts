import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { removeUser } from '@/lib/users/service';

export const DELETE = route({ access: 'users.write' }, ({ db, params, session, actor }) =>
  removeUser(db, idParam(params, 'User'), session, actor));
