import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZRedirect } from '@/lib/redirects/paths';
import { createRedirect } from '@/lib/redirects/service';

export const POST = route({ access: 'content.write', body: ZRedirect }, async ({ db, body, actor }) =>
  created(await createRedirect(db, body, actor)));
