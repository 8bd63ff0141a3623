import { describe, expect, it } from 'vitest';
import { paramValueProblem, withValueRule } from '@/lib/params/rules';
import { ZParam, ZParamUpdate } from '@/lib/params/schemas';
import { dayIn } from '@/lib/wire';

describe('parameter values', () => {
  it('takes what the code can use and names the reason for the rest', () => {
    const ok: [string, string][] = [
      ['store.shipping_fee', '30000'], ['store.shipping_fee', ' 0 '], ['store.locale', 'vi'], ['store.currency', 'USD'], ['smtp.port', '465'],
      ['smtp.secure', 'true'], ['smtp.from', 'orders@shop.vn'], ['smtp.from', 'Cửa hàng <orders@shop.vn>'], ['smtp.from', ''],
      ['console.timezone', 'UTC'], ['store.hero_image', '/api/v1/attachment/0b0e1c9e-2d0a-4e63-9d3e-2f1c7a7d9a10'], ['store.instagram', 'https://instagram.com/x'],
      ['store.bank_account', '0071000123456'], ['anything.else', '<not checked>'],
    ];
    for (const [code, value] of ok) expect([code, value, paramValueProblem(code, value)]).toEqual([code, value, null]);
    const bad: [string, string, string][] = [
      ['store.shipping_fee', '30.000', 'paramAmount'], ['store.shipping_fee', '-1', 'paramAmount'], ['store.free_shipping_over', '', 'paramAmount'],
      ['smtp.port', '0', 'port'], ['smtp.port', '70000', 'port'], ['smtp.secure', 'TRUE', 'trueFalse'], ['store.locale', 'en', 'storeLocale'],
      ['store.hero_image', 'http://example.com/a.png', 'imageRef'], ['store.bank_account', '0071 000', 'bankAccount'], ['console.timezone', '', 'timeZone'],
      ['tracking.capi_endpoint', 'ftp://graph', 'httpUrl'], ['smtp.from', 'Shop <orders>', 'mailbox'],
    ];
    for (const [code, value, key] of bad) expect([code, value, paramValueProblem(code, value)]).toEqual([code, value, key]);
  });

  it('the console form checks the value against the code it has, or the one it edits', () => {
    const create = withValueRule(ZParam).safeParse({ code: 'smtp.port', name: 'Port', value: 'smtp' });
    expect(create.success ? null : create.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['value', 'port']]);
    const edit = withValueRule(ZParamUpdate, 'store.currency').safeParse({ value: 'đồng' });
    expect(edit.success ? null : edit.error.issues[0].message).toBe('currencyCode');
    expect(withValueRule(ZParamUpdate, 'store.name').safeParse({ value: 'đồng' }).success).toBe(true);
  });
});

describe('the shop\'s day', () => {
  it('begins at midnight where the shop is, whatever the server\'s zone', () => {
    // 23:30 in Ho Chi Minh City on the 24th, then 00:30 on the 25th.
    expect(dayIn('Asia/Ho_Chi_Minh', new Date('2026-11-24T16:30:00Z'))).toEqual({ day: '2026-11-24', start: new Date('2026-11-23T17:00:00Z') });
    expect(dayIn('Asia/Ho_Chi_Minh', new Date('2026-11-24T17:30:00Z'))).toEqual({ day: '2026-11-25', start: new Date('2026-11-24T17:00:00Z') });
    expect(dayIn('UTC', new Date('2026-11-24T16:30:00Z'))).toEqual({ day: '2026-11-24', start: new Date('2026-11-24T00:00:00Z') });
    // A day that starts at 23:00 the day before (summer time in Paris): the zone's own midnight.
    expect(dayIn('Europe/Paris', new Date('2026-07-01T10:00:00Z')).start).toEqual(new Date('2026-06-30T22:00:00Z'));
  });
});
