import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { E, messageText } from '@/lib/api/errors';
import { errorResponse } from '@/lib/api/envelope';
import { apiErrorText, issueText, translateKeys, type TValidationT } from '@/lib/i18n/validation';
import { ZTargetSystem } from '@/lib/gateway/schemas';
import { ZUserCreate } from '@/lib/users/schemas';
import { ZCollection } from '@/lib/catalog/schemas';

const tFor = (messages: typeof en) => createTranslator({ locale: 'vi', messages, namespace: 'validation' }) as unknown as TValidationT;
const viT = tFor(vi);

/** What useZodResolver does, without React: zod's issues worded by issueText, then the schemas' keys translated. */
async function formErrors(schema: z.ZodType, values: unknown, t = viT) {
  const resolve = zodResolver(schema as never, { error: (i: z.core.$ZodRawIssue) => issueText(t, i) } as never);
  const r = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  translateKeys(r.errors, t);
  return Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, (v as { message: string }).message]));
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
function leaves(o: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v as Record<string, unknown>, `${prefix}${k}.`)));
}

describe('validation messages', () => {
  it('have the same keys and placeholders in English and Vietnamese', () => {
    const viLeaves = new Map(leaves(vi.validation));
    const enLeaves = leaves(en.validation);
    expect(enLeaves.map(([k]) => k).sort()).toEqual([...viLeaves.keys()].sort());
    for (const [k, text] of enLeaves) expect(placeholders(viLeaves.get(k)!), k).toEqual(placeholders(text));
  });

  it('word a Vietnamese form: built-in checks, the schemas\' own keys, and a number left empty', async () => {
    expect(await formErrors(ZTargetSystem, { name: '', code: 'A B', origin_url: 'not a url', timeout_ms: 5 })).toEqual({
      name: 'Tên là bắt buộc', // spec §5's own words for a name
      code: 'Dùng 2 đến 40 chữ thường không dấu, chữ số hoặc -',
      origin_url: 'Phải là một URL http(s)',
      timeout_ms: 'Không được nhỏ hơn 100',
    });
    expect(await formErrors(ZUserCreate, { username: 'ok-user', password: 'short', fullname: 'x'.repeat(121), email: 'nope', roles: [] })).toEqual({
      password: 'Tối thiểu 8 ký tự',
      fullname: 'Tối đa 120 ký tự',
      email: 'Phải là địa chỉ email',
      roles: 'Chọn ít nhất một vai trò',
    });
    expect(await formErrors(ZCollection, { name: 'x', order: Number.NaN })).toEqual({ order: 'Nhập một số' });
    expect(await formErrors(ZCollection, { name: '   ', order: 1 })).toEqual({ name: 'Tên là bắt buộc' });
  });

  it('word the same form in English with the English messages', async () => {
    expect(await formErrors(ZTargetSystem, { name: '', code: 'ok-code', origin_url: 'http://up' , timeout_ms: 1.5 }, tFor(en))).toEqual({
      name: 'Name is required',
      timeout_ms: 'Enter a whole number',
    });
  });

  it('give the API English text and the key beside it', async () => {
    expect(messageText('slug')).toBe('use lower-case letters, digits and single hyphens');
    expect(messageText('some text that is not a key')).toBe('some text that is not a key');
    const err = E.invalid('source_ip', 'ipOrCidr', { value: '10.0.0.300' });
    expect(err.message).toBe('source_ip: "10.0.0.300" is not an IP address or CIDR');
    const body = await errorResponse(err).json();
    expect(body.res_data).toEqual({ code: 'VALIDATION', field: 'source_ip', key: 'ipOrCidr', values: { value: '10.0.0.300' } });
    expect(apiErrorText(viT, body.res_data)).toBe('"10.0.0.300" không phải địa chỉ IP hay dải CIDR');
    expect((await errorResponse(E.invalid('x', 'plain words')).json()).res_data).toEqual({ code: 'VALIDATION', field: 'x' });
  });

  it('word errors without a key by their code, and leave unknown codes to the server\'s message', () => {
    expect(apiErrorText(viT, { code: 'FORBIDDEN' })).toBe('Bạn không có quyền làm việc này');
    expect(apiErrorText(viT, { code: 'FORBIDDEN', key: 'sadminDelete' })).toBe('Chỉ SADMIN mới được xóa tài khoản SADMIN');
    expect(apiErrorText(viT, { code: 'SOMETHING_ELSE' })).toBeUndefined();
    expect(apiErrorText(viT, null)).toBeUndefined();
    // A server's "name: is required" says which field, as a form would.
    expect(apiErrorText(viT, { code: 'VALIDATION', field: 'name', key: 'isRequired' })).toBe('Tên là bắt buộc');
    expect(apiErrorText(viT, { code: 'VALIDATION', field: 'title', key: 'isRequired' })).toBe('Bắt buộc');
    // zod's built-in checks, refused by the server (parseJsonBody), arrive keyed as the forms word them.
    expect(apiErrorText(viT, { code: 'VALIDATION', field: 'name', key: 'zod.maxChars', values: { max: 100 } })).toBe('Tối đa 100 ký tự');
  });
});
