import { z } from 'zod';
import { fromWireDate, isPlainDate } from '@/lib/wire';

/* Shared zod pieces. Client-safe: forms use the same schemas as the route handlers. */

export const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  query: z.string().trim().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPage>;

/** Free text meant for people (names, titles). Angle brackets and control characters are refused: such a text
 *  never needs them, and refusing them keeps script fragments out of places that may be shown unescaped. */
export const zText = (max: number, min = 0) =>
  z.string().trim().min(min, min > 0 ? 'is required' : undefined).max(max)
    .regex(/^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/, 'must not contain < > or control characters');

export const zUsername = z.string().trim()
  .regex(/^[a-zA-Z0-9._@-]{3,64}$/, 'use 3 to 64 letters, digits or . _ @ -');

export const zPassword = z.string().min(8, 'must be at least 8 characters').max(200);

export const zWireDateTime = z.string().refine((s) => fromWireDate(s) !== null, 'must be yyyy-MM-dd HH:mm:ss (UTC)')
  .transform((s) => fromWireDate(s) as Date);

export const zPlainDate = z.string().refine(isPlainDate, 'must be yyyy-MM-dd');

export const zUuid = z.uuid();
