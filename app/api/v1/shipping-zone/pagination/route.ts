import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { pageShippingZones } from '@/lib/shipping/service';

export const GET = route({ access: 'params.read', query: ZPage }, ({ db, query }) => pageShippingZones(db, query));
