import { z } from 'zod';
import { zPartialUpdate, zText } from '@/lib/api/schemas';
import { zMoney } from '@/lib/catalog/schemas';
import { PROVINCES } from './provinces';

/* Delivery zone input, shared by the console's form and the API. Client-safe. Messages are keys of `validation`. */

export const ZShippingZone = z.object({
  name: zText(100, 1),
  provinces: z.array(z.enum(PROVINCES, 'province')).min(1, 'provincesRequired').max(PROVINCES.length)
    .refine((a) => new Set(a).size === a.length, 'provincesRepeated'),
  fee: zMoney,
  freeShippingOver: zMoney.default(0),
});
export type TShippingZoneInput = z.infer<typeof ZShippingZone>;
export const ZShippingZoneUpdate = zPartialUpdate(ZShippingZone);
export type TShippingZoneUpdate = z.infer<typeof ZShippingZoneUpdate>;
