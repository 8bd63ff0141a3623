import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addLine, countOf, MAX_LINE_AMOUNT, parseCart, removeLine, sameLine, setAmount, type TCartLine } from '@/lib/cart/cart';

/* The cart's rules (spec §4) as properties over random carts and additions. */
const variations = fc.dictionary(fc.constantFrom('Size', 'Colour', 'Finish'), fc.constantFrom('S', 'M', 'L', 'Sand', 'Indigo'), { maxKeys: 3 });
const item = fc.record({ id: fc.constantFrom('p1', 'p2', 'p3'), selectedVariations: variations, amount: fc.integer({ min: 1, max: 5 }) });
const build = (items: { id: string; selectedVariations: Record<string, string>; amount: number }[]) =>
  items.reduce<TCartLine[]>((lines, it, i) => addLine(lines, it, `t${i}`), []);

describe('cart rules', () => {
  it('the count is the sum of amounts added', () => {
    fc.assert(fc.property(fc.array(item, { maxLength: 30 }), (items) => {
      expect(countOf(build(items))).toBe(items.reduce((n, it) => n + it.amount, 0));
    }));
  });

  it('never holds two lines for the same product and choice, whatever the key order', () => {
    fc.assert(fc.property(fc.array(item, { maxLength: 30 }), (items) => {
      const lines = build(items);
      for (let i = 0; i < lines.length; i++) for (let j = i + 1; j < lines.length; j++) expect(sameLine(lines[i], lines[j])).toBe(false);
    }));
    const a = addLine([], { id: 'p', selectedVariations: { Size: 'M', Colour: 'Sand' }, amount: 1 }, 'a');
    const b = addLine(a, { id: 'p', selectedVariations: { Colour: 'Sand', Size: 'M' }, amount: 2 }, 'b');
    expect(b).toEqual([{ id: 'p', selectedVariations: { Size: 'M', Colour: 'Sand' }, amount: 3, tmpId: 'a' }]);
  });

  it('adding what is there raises its amount; anything else adds a line', () => {
    fc.assert(fc.property(fc.array(item, { maxLength: 20 }), item, (items, extra) => {
      const before = build(items);
      const after = addLine(before, extra, 'new');
      const existing = before.findIndex((l) => sameLine(l, extra));
      if (existing >= 0) {
        expect(after).toHaveLength(before.length);
        expect(after[existing].amount).toBe(before[existing].amount + extra.amount);
      } else {
        expect(after).toHaveLength(before.length + 1);
        expect(after.at(-1)).toMatchObject({ ...extra, tmpId: 'new' });
      }
    }));
  });

  it('a quantity change touches one line and stays within 1..MAX_LINE_AMOUNT', () => {
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), fc.nat(), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (items, k, amount) => {
      const before = build(items);
      const target = before[k % before.length];
      const after = setAmount(before, target.tmpId, amount);
      after.forEach((l, i) => {
        if (l.tmpId !== target.tmpId) expect(l).toEqual(before[i]);
        else expect(l.amount).toBe(Math.max(1, Math.min(MAX_LINE_AMOUNT, Math.floor(amount) || 1)));
      });
      expect(parseCart(after)).toEqual(after);
    }));
  });

  it('keeps the latest price seen for a line, and a cart with prices survives storage', () => {
    const a = addLine([], { id: 'p', selectedVariations: {}, amount: 1, price: 100 }, 'a');
    const b = addLine(a, { id: 'p', selectedVariations: {}, amount: 1, price: 120 }, 'b');
    expect(b).toEqual([{ id: 'p', selectedVariations: {}, amount: 2, tmpId: 'a', price: 120 }]);
    expect(parseCart(JSON.parse(JSON.stringify(b)))).toEqual(b);
    expect(parseCart([{ ...b[0], price: -1 }, { ...b[0], price: 'free' }])).toEqual([]);
  });

  it('remove deletes exactly the line with that tmpId', () => {
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 20 }), fc.nat(), (items, k) => {
      const lines = build(items);
      const gone = lines[k % lines.length];
      const after = removeLine(lines, gone.tmpId);
      expect(after).toHaveLength(lines.length - 1);
      expect(after.some((l) => l.tmpId === gone.tmpId)).toBe(false);
    }));
  });

  it('reading storage keeps only well-formed lines', () => {
    fc.assert(fc.property(fc.anything(), (junk) => { expect(() => parseCart(junk)).not.toThrow(); }));
    expect(parseCart([{ id: 'p', selectedVariations: {}, amount: 2, tmpId: 't' }, { id: 'p', amount: -1 }, null, 'x', { id: 'q', selectedVariations: { a: 1 }, amount: 1, tmpId: 'u' }]))
      .toEqual([{ id: 'p', selectedVariations: {}, amount: 2, tmpId: 't' }]);
  });
});
