import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZApiCollection } from '@/lib/runner/schemas';
import { createCollection, listCollections } from '@/lib/runner/saved';

export const GET = route({ access: 'gateway.read' }, ({ db }) => listCollections(db));
export const POST = route({ access: 'gateway.write', body: ZApiCollection }, async ({ db, body, actor }) => created(await createCollection(db, body, actor)));
