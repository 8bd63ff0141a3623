import { route } from '@/lib/api/route';
import { idParam } from '@/lib/api/ids';
import { ZShippingZoneUpdate } from '@/lib/shipping/schemas';
import { getShippingZone, removeShippingZone, updateShippingZone } from '@/lib/shipping/service';

export const GET = route({ access: 'params.read' }, ({ db, params }) => getShippingZone(db, idParam(params, 'Shipping zone')));
export const PUT = route({ access: 'params.write', body: ZShippingZoneUpdate }, ({ db, params, body, actor }) =>
  updateShippingZone(db, idParam(params, 'Shipping zone'), body, actor));
export const DELETE = route({ access: 'params.write' }, ({ db, params, actor }) => removeShippingZone(db, idParam(params, 'Shipping zone'), actor));
