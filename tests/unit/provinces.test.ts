import { describe, expect, it } from 'vitest';
import { PROVINCES, provinceOf, regionOf } from '@/lib/shipping/provinces';
import { totalsOf } from '@/lib/orders/pricing';

describe('provinceOf', () => {
  it('reads each of the 34 names as itself', () => {
    expect(PROVINCES).toHaveLength(34);
    for (const p of PROVINCES) expect(provinceOf(p)).toBe(p);
  });

  it('reads what shoppers type: no accents, prefixes, abbreviations, other cases and spacing', () => {
    const cases: [string, string][] = [
      ['ho chi minh', 'TP. Hồ Chí Minh'], ['Thành phố Hồ Chí Minh', 'TP. Hồ Chí Minh'], ['TPHCM', 'TP. Hồ Chí Minh'], ['tp.hcm', 'TP. Hồ Chí Minh'],
      ['  Sài   Gòn ', 'TP. Hồ Chí Minh'], ['HN', 'Hà Nội'], ['ha noi', 'Hà Nội'], ['Tỉnh Thanh Hoá', 'Thanh Hóa'], ['thanh hoa', 'Thanh Hóa'],
      ['Thừa Thiên Huế', 'Huế'], ['DAK LAK', 'Đắk Lắk'], ['Khánh Hoà', 'Khánh Hòa'],
    ];
    for (const [typed, p] of cases) expect(provinceOf(typed), typed).toBe(p);
  });

  it('reads the 29 provinces merged in 2025 as the one each joined', () => {
    const cases: [string, string][] = [
      ['Bình Dương', 'TP. Hồ Chí Minh'], ['Bà Rịa - Vũng Tàu', 'TP. Hồ Chí Minh'], ['Quảng Nam', 'Đà Nẵng'], ['Hải Dương', 'Hải Phòng'],
      ['Nam Định', 'Ninh Bình'], ['Hà Nam', 'Ninh Bình'], ['Vĩnh Phúc', 'Phú Thọ'], ['Hòa Bình', 'Phú Thọ'], ['Bắc Giang', 'Bắc Ninh'],
      ['Kon Tum', 'Quảng Ngãi'], ['Bình Định', 'Gia Lai'], ['Bình Thuận', 'Lâm Đồng'], ['Đắk Nông', 'Lâm Đồng'], ['Long An', 'Tây Ninh'],
      ['Bến Tre', 'Vĩnh Long'], ['Trà Vinh', 'Vĩnh Long'], ['Tiền Giang', 'Đồng Tháp'], ['Bạc Liêu', 'Cà Mau'], ['Kiên Giang', 'An Giang'],
      ['Sóc Trăng', 'Cần Thơ'], ['Hậu Giang', 'Cần Thơ'], ['Bình Phước', 'Đồng Nai'], ['Phú Yên', 'Đắk Lắk'], ['Ninh Thuận', 'Khánh Hòa'],
      ['Quảng Bình', 'Quảng Trị'], ['Thái Bình', 'Hưng Yên'], ['Bắc Kạn', 'Thái Nguyên'], ['Yên Bái', 'Lào Cai'], ['Hà Giang', 'Tuyên Quang'],
    ];
    expect(new Set(cases.map(([old]) => old)).size).toBe(29);
    for (const [old, p] of cases) expect(provinceOf(old), old).toBe(p);
  });

  it('names nothing for text that is no province', () => {
    for (const typed of ['', 'Gotham', 'Quận 1', 'Bangkok', 'tp', 'tinh']) expect(provinceOf(typed), typed).toBeNull();
  });

  it('puts every province in one of three regions: 15 north, 11 central, 8 south', () => {
    const count = (r: string) => PROVINCES.filter((p) => regionOf(p) === r).length;
    expect([count('north'), count('central'), count('south')]).toEqual([15, 11, 8]);
  });
});

describe('a zone\'s rate in the totals', () => {
  const line = { lineTotal: 250000, problem: null } as never;
  it('charges the fee under the threshold, nothing from it, and nothing for an empty cart', () => {
    expect(totalsOf([line], { shippingFee: 25000, freeShippingOver: 500000 })).toMatchObject({ shippingFee: 25000, total: 275000 });
    expect(totalsOf([line, line], { shippingFee: 25000, freeShippingOver: 500000 })).toMatchObject({ shippingFee: 0, total: 500000 });
    expect(totalsOf([line, line], { shippingFee: 25000, freeShippingOver: 0 })).toMatchObject({ shippingFee: 25000 });
    expect(totalsOf([], { shippingFee: 25000, freeShippingOver: 0 })).toMatchObject({ shippingFee: 0, total: 0 });
  });
});
