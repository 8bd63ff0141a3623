import { describe, expect, it } from 'vitest';
import { combinationCount, variantsFor } from '@/lib/catalog/variant-grid';

describe('variantsFor', () => {
  const size = { name: 'Size', values: ['S', 'M'] };
  const color = { name: 'Color', values: ['Red', 'Blue'] };

  it('makes one variant per combination, in group order, at the base price', () => {
    const v = variantsFor([size, color], [], 100);
    expect(v.map((x) => x.options)).toEqual([
      { Size: 'S', Color: 'Red' }, { Size: 'S', Color: 'Blue' }, { Size: 'M', Color: 'Red' }, { Size: 'M', Color: 'Blue' },
    ]);
    expect(v.every((x) => x.price === 100 && x.stock === 0 && x.id === undefined)).toBe(true);
    expect(combinationCount([size, color])).toBe(4);
  });

  it('keeps what an existing combination had when a value is added', () => {
    const before = [{ id: 'a', sku: 'S-1', options: { Size: 'S' }, price: 120, stock: 7 }, { id: 'b', sku: 'M-1', options: { Size: 'M' }, price: 130, stock: 0 }];
    const after = variantsFor([{ name: 'Size', values: ['S', 'M', 'L'] }], before, 100);
    expect(after).toEqual([before[0], before[1], { sku: '', options: { Size: 'L' }, price: 100, stock: 0 }]);
  });

  it('keeps variants when a group is renamed, and renames their options', () => {
    const before = [{ id: 'a', sku: '', options: { Size: 'S' }, price: 1, stock: 2 }];
    expect(variantsFor([{ name: 'Kích cỡ', values: ['S'] }], before, 9)).toEqual([{ id: 'a', sku: '', options: { 'Kích cỡ': 'S' }, price: 1, stock: 2 }]);
  });

  it('falls back to a single default variant without groups, keeping the first one', () => {
    const before = [{ id: 'a', sku: 'X', options: { Size: 'S' }, price: 5, stock: 3 }, { id: 'b', sku: '', options: { Size: 'M' }, price: 5, stock: 1 }];
    expect(variantsFor([], before, 9)).toEqual([{ id: 'a', sku: 'X', options: {}, price: 5, stock: 3 }]);
    expect(variantsFor([{ name: '', values: ['S'] }], [], 9)).toEqual([{ sku: '', options: {}, price: 9, stock: 0 }]);
  });
});

describe('variantsFor, as options are added and removed', () => {
  const sizes = [{ id: 's', sku: 'S-1', options: { Size: 'S' }, price: 10, stock: 5 }, { id: 'm', sku: 'M-1', options: { Size: 'M' }, price: 12, stock: 3 }];

  it('carries each variant into its first combination when a group is added, and back when it is removed', () => {
    const withColour = variantsFor([{ name: 'Size', values: ['S', 'M'] }, { name: 'Colour', values: ['White', 'Black'] }], sizes, 1);
    expect(withColour).toEqual([
      { id: 's', sku: 'S-1', options: { Size: 'S', Colour: 'White' }, price: 10, stock: 5 },
      { sku: '', options: { Size: 'S', Colour: 'Black' }, price: 10, stock: 0 },
      { id: 'm', sku: 'M-1', options: { Size: 'M', Colour: 'White' }, price: 12, stock: 3 },
      { sku: '', options: { Size: 'M', Colour: 'Black' }, price: 12, stock: 0 },
    ]);
    expect(variantsFor([{ name: 'Size', values: ['S', 'M'] }], withColour, 1)).toEqual(sizes);
  });

  it('turns the single default variant into the first combination', () => {
    const single = [{ id: 'd', sku: 'D', options: {}, price: 7, stock: 9 }];
    expect(variantsFor([{ name: 'Size', values: ['S', 'M'] }], single, 8)).toEqual([
      { id: 'd', sku: 'D', options: { Size: 'S' }, price: 8, stock: 9 },
      { sku: '', options: { Size: 'M' }, price: 8, stock: 0 },
    ]);
  });
});
