import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { getTaskFlow } from '@/lib/gateway/admin/task-flow';

export const GET = route({ access: 'logs.read' }, ({ db, params }) => getTaskFlow(db, idParam(params, 'Task-flow record')));
