import { z } from 'zod';
import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { zUuid } from '@/lib/api/schemas';
import { ZTargetApi } from '@/lib/gateway/schemas';
import { createTargetApi, listTargetApis } from '@/lib/gateway/admin/target-apis';

export const GET = route({ access: 'gateway.read', query: z.object({ target_system_id: zUuid.optional() }) }, ({ db, query }) =>
  listTargetApis(db, query.target_system_id));
export const POST = route({ access: 'gateway.write', body: ZTargetApi }, async ({ db, body, actor }) => created(await createTargetApi(db, body, actor)));
