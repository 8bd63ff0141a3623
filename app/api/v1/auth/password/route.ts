import { route } from '@/lib/api/route';
import { ZChangePassword } from '@/lib/users/schemas';
import { changeOwnPassword } from '@/lib/users/service';

export const PUT = route({ access: 'account.update', body: ZChangePassword }, ({ db, body, session, actor }) =>
  changeOwnPassword(db, session, body, actor));
