const formats = new Map<string, Intl.NumberFormat>();

/** Prices in the shop's currency and language (VND has no minor unit; Intl knows). Client-safe. Formatters are
 *  kept: building one costs more than formatting, and a listing formats dozens of prices. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  try {
    let f = formats.get(key);
    if (!f) formats.set(key, (f = new Intl.NumberFormat(locale, { style: 'currency', currency })));
    return f.format(amount);
  } catch {
    return `${amount.toLocaleString(locale)} ${currency}`;
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A long date in the shop's time zone; formatters are kept as for prices (a new one per review and post showed in a
 *  profile of the product page at 1 % of its server CPU). */
export function formatDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  let f = dateFormats.get(locale);
  if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' })));
  return f.format(new Date(iso));
}
