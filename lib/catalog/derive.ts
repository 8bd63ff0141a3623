import crypto from 'node:crypto';
import { E } from '@/lib/api/errors';
import type { TOptionGroup, TVariant } from '@/lib/db/schema-store';
import { foldText } from '@/lib/fold';
import type { TVariantInput } from './schemas';

export { foldText };

export function slugify(s: string): string {
  return foldText(s).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100) || 'item';
}

/**
 * Checks variants against the option groups and gives new ones an id. Every variant names one value of every
 * group, and no two variants name the same combination: the storefront's picker and the cart rely on both.
 * A product without variants gets one default variant at its base price, so stock always lives on a variant.
 */
export function normaliseVariants(groups: TOptionGroup[], variants: TVariantInput[], basePrice: number): TVariant[] {
  const list = variants.length ? variants : [{ sku: '', options: {}, price: basePrice, stock: 0 }];
  const seen = new Set<string>();
  const ids = new Set<string>();
  return list.map((v, i) => {
    for (const g of groups) {
      const value = v.options[g.name];
      if (value === undefined) throw E.invalid(`variants.${i}.options`, 'chooseOptionValue', { option: g.name });
      if (!g.values.includes(value)) throw E.invalid(`variants.${i}.options.${g.name}`, 'notOptionValue', { value });
    }
    for (const name of Object.keys(v.options)) {
      if (!groups.some((g) => g.name === name)) throw E.invalid(`variants.${i}.options.${name}`, 'notOptionGroup');
    }
    const combo = groups.map((g) => v.options[g.name]).join('\u0000');
    if (seen.has(combo)) throw E.invalid(`variants.${i}.options`, 'sameOptions');
    seen.add(combo);
    const id = v.id ?? crypto.randomBytes(6).toString('base64url');
    if (ids.has(id)) throw E.invalid(`variants.${i}.id`, 'variantIdUsed');
    ids.add(id);
    return { id, sku: v.sku ?? '', options: v.options, price: v.price, stock: v.stock };
  });
}

export function checkOptionGroups(groups: TOptionGroup[]) {
  const names = new Set<string>();
  groups.forEach((g, i) => {
    if (names.has(g.name)) throw E.invalid(`optionGroups.${i}.name`, 'usedTwice');
    names.add(g.name);
    if (new Set(g.values).size !== g.values.length) throw E.invalid(`optionGroups.${i}.values`, 'valueTwice');
  });
}

/** The columns listings filter and sort on, computed from the product on every write. */
export function derived(p: { name: string; variants: TVariant[]; optionGroups: TOptionGroup[] }) {
  const prices = p.variants.map((v) => v.price);
  return {
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    stockTotal: p.variants.reduce((n, v) => n + v.stock, 0),
    searchText: foldText([p.name, ...p.optionGroups.flatMap((g) => g.values), ...p.variants.map((v) => v.sku)].join(' ')),
    optionValues: [...new Set(p.variants.flatMap((v) => Object.entries(v.options).map(([k, val]) => `${k}:${val}`)))],
  };
}
