import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { idParam } from '@/lib/api/ids';
import { issueKey, revokeKey } from '@/lib/gateway/admin/source-systems';

/** Issues or rotates the key; res_data.api_key carries it in plain text this one time. */
export const POST = route({ access: 'gateway.write' }, async ({ db, params, actor }) => created(await issueKey(db, idParam(params, 'Source system'), actor), 'Key issued: store it now, it will not be shown again'));
export const DELETE = route({ access: 'gateway.write' }, ({ db, params, actor }) => revokeKey(db, idParam(params, 'Source system'), actor));
