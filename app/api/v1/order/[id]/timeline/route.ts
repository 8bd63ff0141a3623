import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { timelineOf } from '@/lib/orders/timeline';

/** The order's history: placed, each move, the shop's notes; newest first. */
export const GET = route({ access: 'orders.read' }, ({ db, params }) => timelineOf(db, idParam(params, 'Order')));
