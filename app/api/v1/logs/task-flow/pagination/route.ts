import { route } from '@/lib/api/route';
import { ZTaskFlowQuery } from '@/lib/gateway/schemas';
import { pageTaskFlow } from '@/lib/gateway/admin/task-flow';

export const GET = route({ access: 'logs.read', query: ZTaskFlowQuery }, ({ db, query }) => pageTaskFlow(db, query));
