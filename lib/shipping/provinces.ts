import { foldText } from '@/lib/fold';

/* Vietnam's provinces and centrally-run cities since the reorganisation of 1 July 2025 (63 became 34). Delivery
   zones are lists of these names. Shoppers still write the old names, and abbreviations, so `provinceOf` reads what
   they typed as one of the 34: an old province counts as the one it was merged into, which is where a courier
   prices it now. Client-safe. */

export const PROVINCES = [
  'An Giang', 'Bắc Ninh', 'Cà Mau', 'Cao Bằng', 'Cần Thơ', 'Đà Nẵng', 'Đắk Lắk', 'Điện Biên', 'Đồng Nai', 'Đồng Tháp',
  'Gia Lai', 'Hà Nội', 'Hà Tĩnh', 'Hải Phòng', 'Huế', 'Hưng Yên', 'Khánh Hòa', 'Lai Châu', 'Lạng Sơn', 'Lào Cai', 'Lâm Đồng',
  'Nghệ An', 'Ninh Bình', 'Phú Thọ', 'Quảng Ngãi', 'Quảng Ninh', 'Quảng Trị', 'Sơn La', 'Tây Ninh', 'Thái Nguyên', 'Thanh Hóa',
  'TP. Hồ Chí Minh', 'Tuyên Quang', 'Vĩnh Long',
] as const;
export type TProvince = (typeof PROVINCES)[number];

/** The provinces merged in 2025, by the province they joined. */
const MERGED: Partial<Record<TProvince, string[]>> = {
  'Tuyên Quang': ['Hà Giang'], 'Lào Cai': ['Yên Bái'], 'Thái Nguyên': ['Bắc Kạn'], 'Phú Thọ': ['Vĩnh Phúc', 'Hòa Bình'],
  'Bắc Ninh': ['Bắc Giang'], 'Hưng Yên': ['Thái Bình'], 'Hải Phòng': ['Hải Dương'], 'Ninh Bình': ['Hà Nam', 'Nam Định'],
  'Quảng Trị': ['Quảng Bình'], 'Đà Nẵng': ['Quảng Nam'], 'Quảng Ngãi': ['Kon Tum'], 'Gia Lai': ['Bình Định'],
  'Khánh Hòa': ['Ninh Thuận'], 'Lâm Đồng': ['Đắk Nông', 'Bình Thuận'], 'Đắk Lắk': ['Phú Yên'],
  'TP. Hồ Chí Minh': ['Bình Dương', 'Bà Rịa - Vũng Tàu', 'Bà Rịa Vũng Tàu', 'Vũng Tàu', 'BRVT'],
  'Đồng Nai': ['Bình Phước'], 'Tây Ninh': ['Long An'], 'Cần Thơ': ['Sóc Trăng', 'Hậu Giang'],
  'Vĩnh Long': ['Bến Tre', 'Trà Vinh'], 'Đồng Tháp': ['Tiền Giang'], 'Cà Mau': ['Bạc Liêu'], 'An Giang': ['Kiên Giang'],
};

/** Other ways the current names are written. */
const ALIASES: Partial<Record<TProvince, string[]>> = {
  'TP. Hồ Chí Minh': ['Hồ Chí Minh', 'HCM', 'TPHCM', 'TP HCM', 'HCMC', 'Sài Gòn', 'Saigon', 'Ho Chi Minh City'],
  'Hà Nội': ['HN', 'Hanoi'], 'Huế': ['Thừa Thiên Huế', 'Thừa Thiên - Huế', 'Hue'], 'Đà Nẵng': ['Danang'],
  'Hải Phòng': ['Haiphong'], 'Cần Thơ': ['Cantho'],
};

/** "TP. Hồ Chí Minh", "Thành phố Hồ Chí Minh", "tinh Bac Ninh" → "ho chi minh", "bac ninh": prefixes and punctuation off. */
const keyOf = (s: string) => foldText(s).replace(/[.,\-–_/()]/g, ' ')
  .replace(/^\s*(thanh pho|tinh|tp)\s+/, '').replace(/\s+/g, '');

const BY_KEY = new Map<string, TProvince>();
for (const p of PROVINCES) {
  for (const name of [p, ...(ALIASES[p] ?? []), ...(MERGED[p] ?? [])]) BY_KEY.set(keyOf(name), p);
}

/** The province a shopper's text names (one of the 34), or null when it names none of them. */
export function provinceOf(text: string): TProvince | null {
  return BY_KEY.get(keyOf(text)) ?? null;
}

export const isProvince = (s: string): s is TProvince => (PROVINCES as readonly string[]).includes(s);

/** The three regions couriers price by (nội miền, liên miền); the console offers them as one-click selections. */
export const REGIONS = ['north', 'central', 'south'] as const;
export type TRegion = (typeof REGIONS)[number];
const SOUTH: readonly TProvince[] = ['TP. Hồ Chí Minh', 'Đồng Nai', 'Tây Ninh', 'Vĩnh Long', 'Đồng Tháp', 'An Giang', 'Cần Thơ', 'Cà Mau'];
const CENTRAL: readonly TProvince[] = ['Thanh Hóa', 'Nghệ An', 'Hà Tĩnh', 'Quảng Trị', 'Huế', 'Đà Nẵng', 'Quảng Ngãi', 'Gia Lai', 'Đắk Lắk', 'Khánh Hòa', 'Lâm Đồng'];
export const regionOf = (p: TProvince): TRegion => (SOUTH.includes(p) ? 'south' : CENTRAL.includes(p) ? 'central' : 'north');
