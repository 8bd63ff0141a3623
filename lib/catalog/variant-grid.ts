import type { TVariantInput } from './schemas';

/* The console's variant table, worked out from the option groups. Client-safe. */

export type TGroup = { name: string; values: string[] };
/** Matches the product's limit (ZProduct: 250 variants). */
export const MAX_VARIANTS = 250;

/** How many variants the groups call for: one per combination of their values. */
export const combinationCount = (groups: TGroup[]) => groups.reduce((n, g) => n * g.values.length, 1);

/**
 * One variant per combination of the groups' values, in the groups' order, keeping what existing variants had (id,
 * SKU, price, stock) wherever a combination continues one:
 * - the same values in the same positions: renaming a group ("Size" to "Kích cỡ") keeps every variant;
 * - otherwise a variant that agrees on every group the two share: adding a group ("Colour: White") carries each
 *   size's variant into its first colour, and removing that group again brings them back. The product's single
 *   default variant (no options) becomes the first combination.
 * A variant continues into one combination only; the others it agrees with start at its price, with no stock.
 * Renaming a value starts that value's variants afresh. With no groups, the product keeps its first variant.
 */
export function variantsFor(groups: TGroup[], current: TVariantInput[], basePrice: number): TVariantInput[] {
  const live = groups.filter((g) => g.name.trim() && g.values.length);
  if (!live.length) {
    const [first] = current;
    return [{ ...(first ?? { sku: '', price: basePrice, stock: 0 }), options: {} }];
  }
  const names = live.map((g) => g.name.trim());
  const byPosition = new Map(current.filter((v) => Object.keys(v.options).length === live.length).map((v) => [Object.values(v.options).join('\u0000'), v]));
  let combos: string[][] = [[]];
  for (const g of live) combos = combos.flatMap((c) => g.values.map((value) => [...c, value]));
  const used = new Set<TVariantInput>();
  return combos.map((values) => {
    const options: Record<string, string> = Object.fromEntries(names.map((n, i) => [n, values[i]]));
    const agrees = (v: TVariantInput) => {
      const own = Object.entries(v.options);
      return own.every(([n, val]) => !(n in options) || options[n] === val) && (own.length === 0 || own.some(([n]) => n in options));
    };
    let had = byPosition.get(values.join('\u0000'));
    if (had && used.has(had)) had = undefined;
    had ??= current.find((v) => !used.has(v) && agrees(v));
    if (had) {
      used.add(had);
      // The default variant's own price is not edited (it sells at the product's price), so it starts from that.
      return Object.keys(had.options).length ? { ...had, options } : { ...had, options, price: basePrice };
    }
    const like = current.find((v) => Object.keys(v.options).length > 0 && agrees(v));
    return { sku: '', options, price: like?.price ?? basePrice, stock: 0 };
  });
}
