import { route } from '@/lib/api/route';
import { json } from '@/lib/api/envelope';
import { revokeSession, sessionCookie } from '@/lib/auth/session';
import { logUserAction } from '@/lib/logs/write';
import { isHttps } from '@/lib/api/https';

/** Idempotent: signing out without a session still clears the cookie. */
export const DELETE = route({ access: 'public' }, async ({ db, session, actor, req }) => {
  if (session) {
    await revokeSession(db, session.id);
    await logUserAction(db, actor, 'LOGOUT', { type: 'user', id: session.user.id });
  }
  return json(200, null, 'Signed out', { 'set-cookie': sessionCookie('', 0, isHttps(req)) });
});
