import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { afterResponse } from '@/lib/api/after';
import { logger } from '@/lib/logger';
import { destination } from './paths';
import { countHit, findRedirect } from './service';

/**
 * Called where the shop is about to answer 404: an address with a redirect answers 308 to its target instead,
 * keeping the request's query (an ad's utm_* and fbclid) so the visit is still attributed. A failed lookup
 * falls through to the 404 rather than failing the page.
 */
export async function followRedirect(): Promise<void> {
  const h = await headers();
  const path = h.get('x-pathname');
  const found = path ? await lookup(path) : null;
  if (found) permanentRedirect(destination(found.toPath, h.get('x-search') ?? ''));
}

/* Once per request: Next renders the page and its not-found boundaries in one request, and each would ask (and
   count the visit) again. */
const lookup = cache(async (path: string) => {
  try {
    const found = await findRedirect(await getDb(), path);
    if (found) afterResponse(async () => countHit(await getDb(), found.id));
    return found;
  } catch (err) {
    logger().warn({ err: String(err), path }, 'redirect lookup failed');
    return null;
  }
});

/**
 * What a shop page calls where it would call notFound(): the redirect is followed before anything is streamed, so
 * browsers and crawlers get a real 308. (From a not-found boundary, after the 404 has begun, it can only be a
 * client-side navigation.)
 */
export async function redirectOrNotFound(): Promise<never> {
  await followRedirect();
  notFound();
}
