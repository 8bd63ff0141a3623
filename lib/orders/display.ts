import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { TOrderLine, TShippingInformation } from '@/lib/db/schema-orders';

/* How an order's parts read to people (emails, slips, screens): the address on one line, a line's options, and a
   stored E.164 phone as the shop's staff use it: to read aloud, to call, to message on Zalo. Client-safe. */

/** "12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh": the parts given, in the order a courier reads them. */
export const addressOf = (s: Pick<TShippingInformation, 'address' | 'province'> & Partial<Pick<TShippingInformation, 'ward' | 'district'>>) =>
  [s.address, s.ward, s.district, s.province].filter(Boolean).join(', ');

/** A line's chosen options after its name, " (M, Indigo)", or nothing for a product without options. */
export function optionsOf(l: Pick<TOrderLine, 'selectedVariations'>) {
  const values = Object.values(l.selectedVariations);
  return values.length ? ` (${values.join(', ')})` : '';
}

/** A stored phone read by libphonenumber, or null for one it cannot read (shown as it is, or not linked). */
function parsed(e164: string) {
  try {
    return parsePhoneNumberWithError(e164);
  } catch {
    return null;
  }
}

/** Vietnamese numbers as written at home (0912 345 678), others in full (+1 415 555 2671); junk as it is. */
export function dialable(e164: string): string {
  const n = parsed(e164);
  if (!n) return e164;
  return n.country === 'VN' ? n.formatNational() : n.formatInternational();
}

/**
 * A phone in a spreadsheet cell: Vietnamese numbers as ten digits with the trunk 0 (0912345678), the form couriers'
 * bulk-order sheets and SMS or Zalo list tools take and staff recognise; others stay E.164 (+14155552671), which such
 * tools also take. No spaces: a tool that reads the cell as digits would stop at the first one.
 */
export function phoneForSheet(e164: string): string {
  const n = parsed(e164);
  if (!n) return e164;
  return n.country === 'VN' ? `0${n.nationalNumber}` : n.number;
}

/**
 * The Zalo chat with a Vietnamese mobile number (zalo.me/0912345678), where Vietnamese shops confirm cash-on-delivery
 * orders; null for other numbers, which Zalo does not reach this way.
 */
export function zaloLink(e164: string): string | null {
  const n = parsed(e164);
  // Mobiles are 03x, 05x, 07x, 08x and 09x with nine digits after the 0; landlines start 02 (the small metadata
  // this bundle carries has no number types, so the plan is read directly).
  if (!n || n.country !== 'VN' || !/^[35789]\d{8}$/.test(n.nationalNumber)) return null;
  return `https://zalo.me/0${n.nationalNumber}`;
}

/**
 * The digits of a phone number as staff type it in a search ("0912 345 678", "912345678"), without the trunk 0, to
 * find it inside the stored E.164 (+84912345678); null when the text is not a number of at least four digits.
 */
export function phoneNeedle(text: string): string | null {
  if (!/^[\d\s().+-]+$/.test(text.trim())) return null;
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
}
