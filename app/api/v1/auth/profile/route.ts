import { route } from '@/lib/api/route';
import { ZProfileUpdate } from '@/lib/users/schemas';
import { updateProfile } from '@/lib/users/service';

/** The signed-in user's own profile (the Account screen). */
export const PUT = route({ access: 'account.update', body: ZProfileUpdate }, ({ db, body, session, actor }) =>
  updateProfile(db, session, body, actor));
