import { z } from 'zod';
import { route } from '@/lib/api/route';
import { ZPage } from '@/lib/api/schemas';
import { DISCOUNT_FILTER_STATES } from '@/lib/discounts/schemas';
import { pageDiscountCodes } from '@/lib/discounts/service';

const ZQuery = ZPage.extend({ state: z.enum(DISCOUNT_FILTER_STATES).optional() });

export const GET = route({ access: 'discounts.read', query: ZQuery }, ({ db, query }) => pageDiscountCodes(db, query));
