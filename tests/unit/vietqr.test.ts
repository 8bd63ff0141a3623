import { describe, expect, it } from 'vitest';
import { crc16, vietQrPayload } from '@/lib/orders/vietqr';

describe('VietQR payload', () => {
  it('uses CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('carries bank, account, amount and content in EMVCo fields, with a valid checksum', () => {
    const p = vietQrPayload({ bin: '970436', account: '0071000123456', amount: 570000, content: 'DHABC23456' });
    expect(p.startsWith('000201010212')).toBe(true);
    expect(p).toContain('38570010A00000072701270006970436011300710001234560208QRIBFTTA');
    expect(p).toContain('530370454065700005802VN');
    expect(p).toContain('62140810DHABC23456');
    expect(p.slice(-8, -4)).toBe('6304');
    expect(crc16(p.slice(0, -4))).toBe(p.slice(-4));
  });

  it('keeps only what banks accept in the transfer content', () => {
    expect(vietQrPayload({ bin: '970436', account: '1', amount: 1, content: 'Đơn #12' })).toContain('0806Don 12');
  });
});
