import type { z } from 'zod';

/*
 * Form errors in the reader's language. The schemas are shared with the API, which answers in English; their own
 * messages are keys of `validation` in messages/*.json (see messageText in lib/api/errors.ts), and zod's built-in
 * checks are worded here, by issue, so that neither the keys nor zod's English reach a Vietnamese screen.
 * Client-safe.
 */

/** A translator for the `validation` namespace (next-intl's useTranslations or createTranslator). */
export type TValidationT = {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
};
type TIssue = z.core.$ZodRawIssue & {
  origin?: string; minimum?: number | bigint; maximum?: number | bigint; inclusive?: boolean; expected?: string; format?: string; divisor?: number;
};

const empty = (v: unknown) => v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));

/**
 * A message for one field where the messages have one: `isRequired_name` ("Tên là bắt buộc", spec §5) over
 * `isRequired`. The field is the last step of the path (`name`, not `variants.0.name`).
 */
function forField(t: TValidationT, key: string, field: unknown, otherwise = key, values?: Record<string, string | number>) {
  const own = `${key}_${String(field)}`;
  return field !== undefined && t.has(own) ? t(own, values) : t(otherwise, values);
}

/** A message key of `validation` with its values; `isRequired` is worded per field where the messages have it. */
export type TIssueKey = { key: string; values?: Record<string, number> };

/**
 * zod's built-in issues as message keys; undefined for issues no form of ours raises (zod's own message stays). Shared
 * by the forms and the API, whose 400s carry the key so that a refusal reads in the console's language too. The API
 * parses with `reportInput`: without the input, a wrong type could not be told from a missing value.
 */
export function issueKey(issue: z.core.$ZodRawIssue | z.core.$ZodIssue): TIssueKey | undefined {
  const i = issue as TIssue;
  const n = (v: unknown) => Number(v);
  const k = (key: string, values?: Record<string, number>): TIssueKey => (values ? { key, values } : { key });
  const required = k('isRequired');
  switch (i.code) {
    case 'invalid_type':
      // An emptied number input gives NaN: it asks for a number, not for anything at all.
      if (empty(i.input)) return i.expected === 'number' && typeof i.input === 'number' ? k('zod.number') : required;
      // zod 4 reports a fraction given to .int() as the wrong type, expecting 'int'.
      return i.expected === 'int' ? k('zod.integer') : i.expected === 'number' ? k('zod.number') : k('zod.invalid');
    case 'too_small':
      if (i.origin === 'string') return n(i.minimum) <= 1 ? required : k('zod.minChars', { min: n(i.minimum) });
      if (i.origin === 'array' || i.origin === 'set') return k('zod.minItems', { min: n(i.minimum) });
      return i.inclusive === false ? k('zod.moreThan', { min: n(i.minimum) }) : k('zod.minNumber', { min: n(i.minimum) });
    case 'too_big':
      if (i.origin === 'string') return k('zod.maxChars', { max: n(i.maximum) });
      if (i.origin === 'array' || i.origin === 'set') return k('zod.maxItems', { max: n(i.maximum) });
      return i.inclusive === false ? k('zod.lessThan', { max: n(i.maximum) }) : k('zod.maxNumber', { max: n(i.maximum) });
    case 'not_multiple_of':
      return i.divisor === 1 ? k('zod.integer') : k('zod.multipleOf', { step: n(i.divisor) });
    case 'invalid_format':
      if (empty(i.input)) return required;
      return k(i.format === 'email' ? 'zod.email' : i.format === 'url' ? 'zod.url' : i.format === 'uuid' ? 'zod.uuid' : 'zod.format');
    case 'invalid_value':
      return k('zod.choose');
    case 'invalid_union':
      return k('zod.invalid');
    default:
      return undefined;
  }
}

/** zod's built-in issues in words; undefined leaves zod's own message. */
export function issueText(t: TValidationT, issue: z.core.$ZodRawIssue): string | undefined {
  const k = issueKey(issue);
  if (!k) return undefined;
  return k.key === 'isRequired' ? forField(t, 'isRequired', issue.path?.at(-1), 'zod.required') : t(k.key, k.values);
}

/** Replaces message keys in react-hook-form's nested errors, in place. `ref` is a DOM element: never walked. */
export function translateKeys(node: unknown, t: TValidationT, field?: string) {
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (typeof o.message === 'string' && t.has(o.message)) o.message = forField(t, o.message, field);
  for (const [k, v] of Object.entries(o)) if (k !== 'ref' && k !== 'message') translateKeys(v, t, k);
}

/** An API error's body (`res_data`) as a sentence: its key if the server sent one, else by code; undefined if neither. */
export function apiErrorText(t: TValidationT, data: unknown): string | undefined {
  const d = (data ?? {}) as { key?: string; values?: Record<string, string | number>; code?: string; field?: string };
  if (d.key && t.has(d.key)) return forField(t, d.key, d.field?.split('.').at(-1), d.key, d.values);
  if (d.code && t.has(`api.${d.code}`)) return t(`api.${d.code}`);
  return undefined;
}
