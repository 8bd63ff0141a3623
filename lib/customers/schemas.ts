import { z } from 'zod';
import { ZPage, zJsonParam, zText } from '@/lib/api/schemas';

/* The shop's customers as its orders know them: one per phone number (most cash-on-delivery shoppers give no email,
   and there are no accounts). Client-safe. */

export const CUSTOMER_SORTS = ['lastOrder', 'orders', 'spent'] as const;

export const ZCustomerFilter = z.object({
  /** A name, an email or a phone number as people write it (0912 345 678 finds +84912345678). */
  text: z.string().max(200).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('lastOrder'),
  /** Only customers with more than one order (the shop's regulars). */
  repeat: z.boolean().optional(),
}).default({ sort: 'lastOrder' });
export type TCustomerFilter = z.infer<typeof ZCustomerFilter>;

/** What the staff keep about a customer: cash on delivery refused, and a note (never shown to the shopper). */
export const ZCustomerUpdate = z.object({
  codBlocked: z.boolean().optional(),
  note: zText(500).optional(),
}).refine((v) => v.codBlocked !== undefined || v.note !== undefined, { message: 'codBlocked or note is required', path: ['codBlocked'] });
export type TCustomerUpdate = z.infer<typeof ZCustomerUpdate>;

export const ZCustomerPageQuery = ZPage.extend({ query: zJsonParam(ZCustomerFilter) });
