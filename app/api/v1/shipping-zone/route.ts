import { route } from '@/lib/api/route';
import { created } from '@/lib/api/envelope';
import { ZShippingZone } from '@/lib/shipping/schemas';
import { createShippingZone } from '@/lib/shipping/service';

export const POST = route({ access: 'params.write', body: ZShippingZone }, async ({ db, body, actor }) =>
  created(await createShippingZone(db, body, actor)));
