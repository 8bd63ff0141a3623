import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZGroup } from '@/lib/groups/schemas';
import { createGroup, listGroups } from '@/lib/groups/service';

export const GET = route({ access: 'groups.read' }, ({ db }) => listGroups(db));
export const POST = route({ access: 'groups.write', body: ZGroup }, async ({ db, body, actor }) =>
  created(await createGroup(db, body, actor)));
