import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZTargetSystem } from '@/lib/gateway/schemas';
import { createTargetSystem, listTargetSystems } from '@/lib/gateway/admin/target-systems';

export const GET = route({ access: 'gateway.read' }, ({ db }) => listTargetSystems(db));
export const POST = route({ access: 'gateway.write', body: ZTargetSystem }, async ({ db, body, actor }) => created(await createTargetSystem(db, body, actor)));
