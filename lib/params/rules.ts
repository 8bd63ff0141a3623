import { z } from 'zod';
import { isTimeZone } from '@/lib/wire';

/* What the values of the parameters the code reads must look like. A typo in one (a delivery fee of "30.000đ", a
   port of "smtp") used to be saved and then read as a fallback, silently: the shop charged no delivery, or sent no
   mail. The console's form and the API refuse it now, with the reason. Parameters not listed here are free text.
   Client-safe. Messages are keys of `validation`. */

const MAILBOX = /^(?:[^<>@\s][^<>@]*\s)?<?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/;
const optional = (rule: z.ZodType<string>) => z.union([z.literal(''), rule]);
const amount = z.string().regex(/^\d{1,12}$/, 'paramAmount');

const RULES: Record<string, z.ZodType<string>> = {
  'store.locale': z.string().refine((v) => v === 'en-US' || v === 'vi', 'storeLocale'),
  'store.currency': z.string().regex(/^[A-Z]{3}$/, 'currencyCode'),
  'store.email': optional(z.email('emailAddress')),
  'store.shipping_fee': amount,
  'store.free_shipping_over': amount,
  'catalog.low_stock': z.string().regex(/^\d{1,6}$/, 'paramCount'),
  'store.hero_image': optional(z.string().regex(/^(\/api\/v1\/attachment\/[0-9a-f-]{36}|https:\/\/[^\s"'<>]+)$/, 'imageRef')),
  'store.facebook': optional(z.url({ protocol: /^https?$/, error: 'httpUrl' })),
  'store.instagram': optional(z.url({ protocol: /^https?$/, error: 'httpUrl' })),
  'store.bank_bin': optional(z.string().regex(/^\d{6}$/, 'bankBin')),
  'store.bank_account': optional(z.string().regex(/^[0-9A-Za-z]{1,19}$/, 'bankAccount')),
  'smtp.port': z.string().refine((v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, 'port'),
  'smtp.secure': z.string().refine((v) => v === 'true' || v === 'false', 'trueFalse'),
  'smtp.from': optional(z.string().regex(MAILBOX, 'mailbox')),
  'orders.notify_to': optional(z.string().refine((v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success), 'emailList')),
  'tracking.capi_endpoint': optional(z.url({ protocol: /^https?$/, error: 'httpUrl' })),
  'console.timezone': z.string().refine(isTimeZone, 'timeZone'),
};

/** The reason a parameter's value is refused (a `validation` key), or null when it is fine or the code has no rule. */
export function paramValueProblem(code: string, value: string): string | null {
  const rule = RULES[code];
  if (!rule) return null;
  const r = rule.safeParse(value.trim());
  return r.success ? null : (r.error.issues.at(-1)?.message ?? 'zod.invalid');
}

/** Adds the value's rule to a parameter form's schema: `code` comes from the values, or is fixed when editing. */
export const withValueRule = <T extends z.ZodType<{ value?: string; code?: string }>>(schema: T, fixedCode?: string) =>
  schema.superRefine((v, ctx) => {
    const problem = paramValueProblem(fixedCode ?? v.code ?? '', v.value ?? '');
    if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
