'use client';
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { addToCart } from '@/lib/cart/storage';
import { track } from '@/lib/tracking/beacon';
import s from './product.module.css';
import c from './catalog.module.css';

type TVariant = { id: string; options: Record<string, string>; price: number; stock: number };
export type TPickerLabels = { addToCart: string; buyNow: string; soldOut: string; added: string; viewCart: string; quantity: string; choose: string; inStock: string; inStockOne: string };

/**
 * The product page's one interactive piece: pick options, see the chosen variant's price and stock, add to cart.
 * A value is disabled when no in-stock variant has it together with the other choices already made. Prices come
 * formatted by the server (`priceLabels`, by amount): the first Intl.NumberFormat a phone builds costs tens of
 * milliseconds of main thread while the page hydrates.
 */
export function VariantPicker({ productId, groups, variants, compareAtPrice, currency, priceLabels, labels }: {
  productId: string; groups: { name: string; values: string[] }[]; variants: TVariant[]; compareAtPrice: number | null;
  currency: string; priceLabels: Record<number, string>; labels: TPickerLabels;
}) {
  const firstInStock = variants.find((v) => v.stock > 0) ?? variants[0];
  const [chosen, setChosen] = useState<Record<string, string>>(() => ({ ...firstInStock?.options }));
  const [amount, setAmount] = useState(1);
  const [added, setAdded] = useState(false);
  const router = useRouter();
  const variant = useMemo(() => variants.find((v) => groups.every((g) => v.options[g.name] === chosen[g.name])), [variants, groups, chosen]);
  const available = (name: string, value: string) =>
    variants.some((v) => v.stock > 0 && v.options[name] === value && groups.every((g) => g.name === name || !chosen[g.name] || v.options[g.name] === chosen[g.name]));
  const price = variant?.price ?? Math.min(...variants.map((v) => v.price));
  const stock = variant?.stock ?? 0;
  const max = Math.max(1, Math.min(stock, 99));
  const fmt = (n: number) => priceLabels[n] ?? String(n);

  const pick = (name: string, value: string) => {
    setAdded(false);
    setAmount(1);
    // Keep the other choices when they still make an existing variant; otherwise move to one that does.
    const next = { ...chosen, [name]: value };
    if (!variants.some((v) => groups.every((g) => v.options[g.name] === next[g.name]))) {
      const fit = variants.find((v) => v.options[name] === value && v.stock > 0) ?? variants.find((v) => v.options[name] === value);
      if (fit) Object.assign(next, fit.options);
    }
    setChosen(next);
  };

  const add = () => {
    if (!variant || stock === 0) return false;
    const n = Math.min(amount, max);
    addToCart({ id: productId, selectedVariations: { ...variant.options }, amount: n, price: variant.price });
    track('AddToCart', { productId, customData: { value: variant.price * n, currency, content_ids: [productId], num_items: n } });
    setAdded(true);
    return true;
  };
  // "Mua ngay", as Vietnamese shops offer beside "add to cart": the shopper who came from an ad for this one thing goes
  // straight to the delivery form. The line joins the cart (anything already there stays, as on Shopee).
  const buyNow = () => { if (add()) router.push('/checkout/shipping-information'); };

  return (
    <div style={{ display: 'grid', gap: 18 }}>
      <div className={s.priceBig} data-testid="price">
        <span>{fmt(price)}</span>
        {compareAtPrice !== null && compareAtPrice > price && <s>{fmt(compareAtPrice)}</s>}
      </div>
      {groups.map((g) => (
        <fieldset key={g.name} className={s.group}>
          <legend>{g.name}: <span>{chosen[g.name] ?? '—'}</span></legend>
          <div className={s.choices} role="radiogroup" aria-label={g.name}>
            {g.values.map((v) => {
              const ok = available(g.name, v);
              return (
                <button key={v} type="button" role="radio" aria-checked={chosen[g.name] === v} className={s.choice}
                  disabled={!ok && chosen[g.name] !== v} onClick={() => pick(g.name, v)}
                  aria-label={ok ? v : `${v} (${labels.soldOut})`}>{v}</button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className={`${s.stock} ${stock > 0 ? s.stockOk : s.stockOut}`} data-testid="stock" style={{ margin: 0 }}>
        {stock === 0 ? labels.soldOut : (stock === 1 ? labels.inStockOne : labels.inStock).replace('#', String(stock))}
      </p>
      <div className={s.buy}>
        <div className={s.qty}>
          <button type="button" aria-label="−" onClick={() => setAmount((a) => Math.max(1, a - 1))} disabled={amount <= 1}>−</button>
          <input aria-label={labels.quantity} type="number" min={1} max={max} value={amount} inputMode="numeric"
            onChange={(e) => setAmount(Math.max(1, Math.min(max, Math.floor(Number(e.target.value) || 1))))} />
          <button type="button" aria-label="+" onClick={() => setAmount((a) => Math.min(max, a + 1))} disabled={amount >= max}>+</button>
        </div>
        <button type="button" className={`${c.btn} ${c.btnGhost} ${s.add}`} onClick={add} disabled={!variant || stock === 0}>
          {stock === 0 ? labels.soldOut : labels.addToCart}
        </button>
        {stock > 0 && variant && <button type="button" className={`${c.btn} ${s.buyNow}`} onClick={buyNow}>{labels.buyNow}</button>}
      </div>
      <p className={s.status} role="status" style={{ margin: 0 }}>
        {added && <>{labels.added} · <a href="/shopping-cart">{labels.viewCart}</a></>}
      </p>
    </div>
  );
}
