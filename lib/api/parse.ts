import { z } from 'zod';
import { issueKey } from '@/lib/i18n/validation';
import { E, messageText } from './errors';
import { nulPath } from './nul';

/**
 * The first zod issue, as `field: message`, so the client can point at the field. A built-in check (a length, a
 * type, a choice) keeps zod's English and carries a key as our own messages do, for the console's language.
 */
export function zodToError(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  if (!issue) return E.invalid(field, 'invalid');
  // zJsonParam reports an inner field as `text: plainText`, its key after the inner field's name.
  const inner = /^([\w.]+): (\w+)$/.exec(issue.message);
  if (inner) return E.invalid(field, `${inner[1]}: ${messageText(inner[2])}`);
  const err = E.invalid(field, issue.message);
  const builtIn = err.key ? undefined : issueKey(issue);
  if (builtIn) err.key = { name: builtIn.key, values: builtIn.values };
  return err;
}

/** Issues carry the refused input, so that a wrong type is told from a missing value (issueKey). */
const withInput = { reportInput: true } as const;

/** Reads the body as a stream and stops at `limit` bytes, so an oversized body never sits whole in memory. */
async function readLimited(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw E.tooLarge(limit);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw E.tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function parseJsonBody<T>(req: Request, schema: z.ZodType<T>, limit: number): Promise<T> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type.trim())) throw E.contentType();
  const text = await readLimited(req, limit);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw E.malformedJson();
  }
  // Only the \u0000 escape can put a NUL into parsed JSON; the walk runs only when the text holds one.
  const nul = /\\u0000/i.test(text) ? nulPath(raw) : null;
  if (nul !== null) throw E.invalid(nul || 'body', 'noNul');
  const parsed = schema.safeParse(raw, withInput);
  if (!parsed.success) throw zodToError(parsed.error);
  return parsed.data;
}

export function parseQuery<T>(url: URL, schema: z.ZodType<T>): T {
  const raw: Record<string, string> = {};
  for (const [k, v] of url.searchParams) {
    if (k.includes('\u0000') || v.includes('\u0000')) throw E.invalid(k, 'noNul');
    raw[k] = v;
  }
  const parsed = schema.safeParse(raw, withInput);
  if (!parsed.success) throw zodToError(parsed.error);
  return parsed.data;
}
