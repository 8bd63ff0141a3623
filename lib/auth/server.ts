import 'server-only';
import { headers } from 'next/headers';
import { redirect, unauthorized } from 'next/navigation';
import { getDb } from '@/lib/db';
import { can, type TPermission } from './permissions';
import { sessionFromHeaders, type TSession } from './session';

/** The session of the page being rendered, checked against the database (not just the cookie's presence). */
export async function pageSession(): Promise<TSession | null> {
  // headers() first: it marks the render dynamic, so a build never reaches the database.
  const h = await headers();
  return sessionFromHeaders(await getDb(), h);
}

/** For console pages: no session goes to sign-in and back; a missing permission gets the 401 page. */
export async function requirePage(permission: TPermission): Promise<TSession> {
  const session = await pageSession();
  if (!session) {
    const h = await headers();
    const back = `${h.get('x-pathname') ?? '/console'}${h.get('x-search') ?? ''}`;
    redirect(`/auth/login?redirect=${encodeURIComponent(back)}`);
  }
  if (!can(session.roles, permission)) unauthorized();
  return session;
}
