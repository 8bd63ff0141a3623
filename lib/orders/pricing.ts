import type { TVariant } from '@/lib/db/schema-store';
import type { TOrderLine } from '@/lib/db/schema-orders';

/* Prices a cart against product rows read from the database. Pure, so the cart page, the payment step and order
   creation (inside its transaction, on locked rows) all price the same way. Sums are in minor units (cents, or
   hundredths of a dong) so 0.1 + 0.2 never leaks into a total. */

export type TPricedProduct = {
  id: string; name: string; slug: string; status: string; images: string[]; variants: TVariant[];
};
export type TItem = { id: string; selectedVariations: Record<string, string>; amount: number; expectedPrice?: number };

/** Why a line cannot be bought as it stands. `unknown*` are the client's fault (400); the rest changed (409). */
export type TProblem = 'unknownProduct' | 'unknownVariant' | 'unavailable' | 'outOfStock' | 'priceChanged';

export type TPricedLine = TOrderLine & {
  index: number; available: number; expectedPrice: number | null; problem: TProblem | null;
};

export const minor = (n: number) => Math.round(n * 100);
export const fromMinor = (n: number) => n / 100;

function sameOptions(a: Record<string, string>, b: Record<string, string>) {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

export function priceLines(rows: TPricedProduct[], items: TItem[]): TPricedLine[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Stock is checked per variant across lines: two lines of the same variant share its stock.
  const wanted = new Map<string, number>();
  const lines = items.map((item, index): TPricedLine => {
    const p = byId.get(item.id);
    const variant = p?.variants.find((v) => sameOptions(v.options, item.selectedVariations));
    const base = {
      index, id: item.id, selectedVariations: item.selectedVariations, amount: item.amount,
      expectedPrice: item.expectedPrice ?? null, name: p?.name ?? '', slug: p?.slug ?? '', image: p?.images[0] ?? null,
      variantId: variant?.id ?? '', sku: variant?.sku ?? '', price: variant?.price ?? 0, available: variant?.stock ?? 0,
    };
    const lineTotal = fromMinor(minor(base.price) * item.amount);
    if (!p) return { ...base, lineTotal: 0, problem: 'unknownProduct' };
    if (!variant) return { ...base, lineTotal: 0, problem: 'unknownVariant' };
    const key = `${p.id}/${variant.id}`;
    wanted.set(key, (wanted.get(key) ?? 0) + item.amount);
    return { ...base, lineTotal, problem: p.status === 'published' ? null : 'unavailable' };
  });
  return lines.map((l) => {
    if (l.problem) return l;
    if ((wanted.get(`${l.id}/${l.variantId}`) ?? 0) > l.available) return { ...l, problem: 'outOfStock' };
    if (l.expectedPrice !== null && minor(l.expectedPrice) !== minor(l.price)) return { ...l, problem: 'priceChanged' };
    return l;
  });
}

export type TFees = { shippingFee: number; freeShippingOver: number };

/**
 * Sub-total, discount, delivery and total. Free delivery is judged on what the shopper pays for the goods, the
 * sub-total after the discount (as Shopify's free-shipping threshold is).
 */
export function totalsOf(lines: TPricedLine[], fees: TFees, discount = 0) {
  const subtotalMinor = lines.reduce((n, l) => n + (l.problem === 'unknownProduct' || l.problem === 'unknownVariant' ? 0 : minor(l.lineTotal)), 0);
  const discountMinor = Math.min(minor(discount), subtotalMinor);
  const goodsMinor = subtotalMinor - discountMinor;
  const free = fees.freeShippingOver > 0 && goodsMinor >= minor(fees.freeShippingOver);
  const shippingMinor = subtotalMinor === 0 || free ? 0 : minor(fees.shippingFee);
  return {
    subtotal: fromMinor(subtotalMinor), discount: fromMinor(discountMinor), shippingFee: fromMinor(shippingMinor),
    total: fromMinor(goodsMinor + shippingMinor),
  };
}

/** Takes what was bought off the variants' stock (or puts it back, with sign -1). */
export function moveStock(variants: TVariant[], lines: Pick<TOrderLine, 'variantId' | 'amount'>[], sign: 1 | -1): TVariant[] {
  return variants.map((v) => {
    const n = lines.filter((l) => l.variantId === v.id).reduce((s, l) => s + l.amount, 0);
    return n ? { ...v, stock: v.stock - sign * n } : v;
  });
}

export const orderLineOf = (l: TPricedLine): TOrderLine => ({
  id: l.id, variantId: l.variantId, name: l.name, slug: l.slug, sku: l.sku, image: l.image,
  selectedVariations: l.selectedVariations, price: l.price, amount: l.amount, lineTotal: l.lineTotal,
});
