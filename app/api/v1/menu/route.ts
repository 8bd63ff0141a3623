import { audienceOf, route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZMenuItem } from '@/lib/content/schemas';
import { createMenuItem, listMenu } from '@/lib/content/menu';

export const GET = route({ access: 'public' }, ({ db, session }) => listMenu(db, audienceOf(session, 'content.read')));
export const POST = route({ access: 'content.write', body: ZMenuItem }, async ({ db, body, actor }) =>
  created(await createMenuItem(db, body, actor)));
