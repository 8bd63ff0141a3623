import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromWireDate, PRODUCT, serialize, showDob, showLocal, toWireDate, toWirePayload, unwrapData, wrapData } from '@/lib/wire';

describe('wire date-times', () => {
  it('formats in UTC as yyyy-MM-dd HH:mm:ss and reads back the same instant', () => {
    expect(toWireDate(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04 05:06:07');
    fc.assert(fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (d) => {
      const s = toWireDate(d);
      expect(fromWireDate(s)!.getTime()).toBe(Math.floor(d.getTime() / 1000) * 1000);
    }));
  });

  it('refuses what is not the wire format or not a real date', () => {
    for (const s of ['2026-03-04T05:06:07Z', '2026-02-30 00:00:00', '2026-3-4 5:6:7', '', '2026-03-04 24:00:00']) {
      expect(fromWireDate(s)).toBeNull();
    }
  });

  it('shows a wire time in the local zone', () => {
    expect(showLocal('2026-01-01 17:30:00', 'Asia/Ho_Chi_Minh')).toBe('02/01/2026 00:30:00');
    expect(showLocal('2026-07-01 12:00:00', 'America/New_York', 'yyyy-MM-dd HH:mm')).toBe('2026-07-01 08:00');
  });

  it('never shifts dob', () => {
    expect(showDob('1990-12-31')).toBe('31/12/1990');
    expect(toWirePayload({ dob: new Date(Date.UTC(1990, 11, 31)) })).toEqual({ dob: '1990-12-31' });
  });
});

describe('toWirePayload', () => {
  it('drops null, undefined and object fields but keeps arrays, and sends dates as wire strings', () => {
    const out = toWirePayload({ a: 1, b: null, c: undefined, d: { x: 1 }, e: [1, 2], f: 'x', g: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), h: false });
    expect(out).toEqual({ a: 1, e: [1, 2], f: 'x', g: '2026-01-02 03:04:05', h: false });
  });

  it('keeps object fields it is told to keep', () => {
    expect(toWirePayload({ d: { x: 1 } }, ['d'])).toEqual({ d: { x: 1 } });
  });
});

describe('base64 data wrapper', () => {
  it('round-trips any JSON value, Vietnamese text included', () => {
    expect(unwrapData(wrapData({ name: 'Áo dài lụa', n: 3 }))).toEqual({ name: 'Áo dài lụa', n: 3 });
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      expect(unwrapData(wrapData(v))).toEqual(JSON.parse(JSON.stringify(v)));
    }));
  });

  it('produces plain base64 under data', () => {
    expect(wrapData({ a: 1 })).toEqual({ data: Buffer.from('{"a":1}').toString('base64') });
  });
});

it('serialize turns nested Dates into wire strings', () => {
  expect(serialize({ a: [{ t: new Date(Date.UTC(2026, 0, 1)) }], u: undefined })).toEqual({ a: [{ t: '2026-01-01 00:00:00' }] });
});

it('exposes the PRODUCT type constant', () => {
  expect(PRODUCT).toBe('PRODUCT');
});
