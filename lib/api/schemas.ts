import { z } from 'zod';
import { fromWireDate, isPlainDate } from '@/lib/wire';
import { nulPath } from './nul';

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
  z.string().trim().min(min, min > 0 ? 'isRequired' : undefined).max(max)
    .regex(/^[^<>\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/, 'plainText');

export const zUsername = z.string().trim()
  .regex(/^[a-zA-Z0-9._@-]{3,64}$/, 'username');

export const zPassword = z.string().min(8, 'passwordLength').max(200);

export const zWireDateTime = z.string().refine((s) => fromWireDate(s) !== null, 'wireDateTime')
  .transform((s) => fromWireDate(s) as Date);

export const zPlainDate = z.string().refine(isPlainDate, 'plainDate');

export const zUuid = z.uuid();

/**
 * A query-string parameter that carries JSON (spec §7: `query`, `clientInfo`). Absent means `{}` parsed by the
 * schema; text that is not JSON, or JSON the schema refuses, is a 400 naming the inner field.
 */
export const zJsonParam = <T extends z.ZodType>(schema: T, max = 2000) =>
  z.string().max(max).optional().transform((s, ctx): z.infer<T> => {
    let raw: unknown = {};
    if (s) {
      try { raw = JSON.parse(s); } catch { ctx.addIssue({ code: 'custom', message: 'json' }); return z.NEVER; }
    }
    const nul = nulPath(raw);
    if (nul !== null) { ctx.addIssue({ code: 'custom', message: `${nul || 'value'}: noNul` }); return z.NEVER; }
    const r = schema.safeParse(raw);
    if (!r.success) {
      const i = r.error.issues[0];
      ctx.addIssue({ code: 'custom', message: `${i.path.join('.') || 'value'}: ${i.message}` });
      return z.NEVER;
    }
    return r.data;
  });

/**
 * The update schema of a create schema: every field optional and no defaults, so a PUT changes only what it names.
 * (zod 4's `.partial()` would still fill defaults in, silently resetting fields the caller left out.)
 */
export function zPartialUpdate<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([k, v]) =>
    [k, (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional()]));
  return z.object(shape) as unknown as z.ZodType<Partial<z.output<z.ZodObject<S>>>>;
}
