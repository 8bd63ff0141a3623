import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZUserUpdate } from '@/lib/users/schemas';
import { updateUser } from '@/lib/users/service';

export const PUT = route({ access: 'users.write', body: ZUserUpdate }, ({ db, body, params, session, actor }) =>
  updateUser(db, idParam(params, 'User'), body, session, actor));
