import { parsePhoneNumberWithError } from 'libphonenumber-js/min';

/* A stored E.164 phone as the shop's staff use it: to read aloud, to call, to message on Zalo. Client-safe. */

/** Vietnamese numbers as written at home (0912 345 678), others in full (+1 415 555 2671); junk as it is. */
export function dialable(e164: string): string {
  try {
    const n = parsePhoneNumberWithError(e164);
    return n.country === 'VN' ? n.formatNational() : n.formatInternational();
  } catch {
    return e164;
  }
}

/**
 * The Zalo chat with a Vietnamese mobile number (zalo.me/0912345678), where Vietnamese shops confirm cash-on-delivery
 * orders; null for other numbers, which Zalo does not reach this way.
 */
export function zaloLink(e164: string): string | null {
  try {
    const n = parsePhoneNumberWithError(e164);
    // Mobiles are 03x, 05x, 07x, 08x and 09x with nine digits after the 0; landlines start 02 (the small metadata
    // this bundle carries has no number types, so the plan is read directly).
    if (n.country !== 'VN' || !/^[35789]\d{8}$/.test(n.nationalNumber)) return null;
    return `https://zalo.me/0${n.nationalNumber}`;
  } catch {
    return null;
  }
}
