import { route } from '@/lib/api/route';
import { json } from '@/lib/api/envelope';
import { ZLogin } from '@/lib/users/schemas';
import { login } from '@/lib/users/login';
import { toUserDto } from '@/lib/users/dto';
import { sealToken, sessionCookie } from '@/lib/auth/session';
import { isHttps } from '@/lib/api/https';

export const POST = route({ access: 'public', body: ZLogin, limit: 'login' }, async ({ db, body, actor, req }) => {
  const { user, token, expiresAt } = await login(db, body, actor);
  const maxAge = Math.floor((expiresAt.getTime() - Date.now()) / 1000);
  return json(200, { access_token: token, token_type: 'Bearer', expires_at: expiresAt, user: toUserDto(user) }, 'Signed in', {
    'set-cookie': sessionCookie(await sealToken(token), maxAge, isHttps(req)),
  });
});
