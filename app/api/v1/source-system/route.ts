import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZSourceSystem } from '@/lib/gateway/schemas';
import { createSourceSystem, listSourceSystems } from '@/lib/gateway/admin/source-systems';

export const GET = route({ access: 'gateway.read' }, ({ db }) => listSourceSystems(db));
export const POST = route({ access: 'gateway.write', body: ZSourceSystem }, async ({ db, body, actor }) => created(await createSourceSystem(db, body, actor)));
