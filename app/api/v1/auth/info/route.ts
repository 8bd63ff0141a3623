import { route } from '@/lib/api/route';
import { AppError } from '@/lib/api/errors';
import { toUserDto } from '@/lib/users/dto';

/** Spec §5: the user info fails when the role list is empty, with the original client's message. */
export const GET = route({ access: 'session' }, async ({ session }) => {
  if (session.roles.length === 0) throw new AppError(403, 'NO_ROLES', 'getInfo: roles must be a non-null array!');
  return toUserDto(session.user);
});
