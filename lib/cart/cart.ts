/* The cart's rules (spec §4), pure so they can be property-tested and shared by every island that touches the
   cart. A line is { id (the product), selectedVariations (option name → value), amount, tmpId }, plus the unit
   `price` the shopper saw when adding it, so the cart can say when it changed. */

export type TCartLine = { id: string; selectedVariations: Record<string, string>; amount: number; tmpId: string; price?: number };

export const MAX_LINE_AMOUNT = 999;

/** Same product and the same choice of every option, whatever the key order. */
export function sameLine(a: Pick<TCartLine, 'id' | 'selectedVariations'>, b: Pick<TCartLine, 'id' | 'selectedVariations'>) {
  if (a.id !== b.id) return false;
  const ka = Object.keys(a.selectedVariations);
  const kb = Object.keys(b.selectedVariations);
  return ka.length === kb.length && ka.every((k) => a.selectedVariations[k] === b.selectedVariations[k]);
}

/** Adding what is already there raises that line's amount; anything else is a new line. */
export function addLine(lines: TCartLine[], item: Omit<TCartLine, 'tmpId'>, tmpId: string): TCartLine[] {
  const amount = Math.max(1, Math.floor(item.amount));
  const i = lines.findIndex((l) => sameLine(l, item));
  const price = item.price === undefined ? {} : { price: item.price };
  if (i >= 0) return lines.map((l, j) => (j === i ? { ...l, ...price, amount: Math.min(MAX_LINE_AMOUNT, l.amount + amount) } : l));
  return [...lines, { id: item.id, selectedVariations: { ...item.selectedVariations }, amount: Math.min(MAX_LINE_AMOUNT, amount), tmpId, ...price }];
}

export const removeLine = (lines: TCartLine[], tmpId: string) => lines.filter((l) => l.tmpId !== tmpId);

/** A new amount for one line, kept within 1..MAX_LINE_AMOUNT. */
export const setAmount = (lines: TCartLine[], tmpId: string, amount: number) =>
  lines.map((l) => (l.tmpId === tmpId ? { ...l, amount: Math.max(1, Math.min(MAX_LINE_AMOUNT, Math.floor(amount) || 1)) } : l));

export const countOf = (lines: TCartLine[]) => lines.reduce((n, l) => n + l.amount, 0);

/** Whatever local storage holds, keep only well-formed lines: a tampered or old cart never breaks a page. */
export function parseCart(raw: unknown): TCartLine[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((l): l is TCartLine => !!l && typeof l === 'object'
    && typeof l.id === 'string' && typeof l.tmpId === 'string'
    && Number.isInteger(l.amount) && l.amount > 0 && l.amount <= MAX_LINE_AMOUNT
    && !!l.selectedVariations && typeof l.selectedVariations === 'object' && !Array.isArray(l.selectedVariations)
    && Object.values(l.selectedVariations).every((v) => typeof v === 'string')
    && (l.price === undefined || (typeof l.price === 'number' && Number.isFinite(l.price) && l.price >= 0)));
}
