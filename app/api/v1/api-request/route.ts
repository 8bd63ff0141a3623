import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZApiRequest, ZApiRequestQuery } from '@/lib/runner/schemas';
import { createRequest, listRequests } from '@/lib/runner/saved';

export const GET = route({ access: 'gateway.read', query: ZApiRequestQuery }, ({ db, query }) => listRequests(db, query.collection_id));
export const POST = route({ access: 'gateway.write', body: ZApiRequest, maxBodyBytes: 512 * 1024 }, async ({ db, body, actor }) => created(await createRequest(db, body, actor)));
