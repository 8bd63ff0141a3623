'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import type en from '@/messages/en.json';
import { changeAmount, removeFromCart, replaceCart } from '@/lib/cart/storage';
import { MAX_LINE_AMOUNT } from '@/lib/cart/cart';
import { formatPrice } from '@/lib/store/format';
import { fmt, useCartLines, useQuote, type TQuoteLine } from './useCart';
import { OrderSums, type TMoney } from './OrderSums';
import { DiscountBox } from './DiscountBox';
import { readDraft, writeDraft } from '@/lib/cart/draft';
import s from './checkout.module.css';
import c from './catalog.module.css';

export type TCheckoutLabels = (typeof en)['checkout'];

/** The warning a line carries, if any, in the shopper's words. */
export function problemText(l: Pick<TQuoteLine, 'problem' | 'available' | 'price' | 'expectedPrice'>, labels: TCheckoutLabels, money: TMoney) {
  const m = (n: number) => formatPrice(n, money.currency, money.locale);
  switch (l.problem) {
    case 'priceChanged': return fmt(labels.priceChanged, { was: m(l.expectedPrice ?? 0), now: m(l.price) });
    case 'outOfStock': return l.available > 0 ? fmt(labels.onlyLeft, { n: l.available }) : labels.soldOut;
    case 'unavailable': case 'unknownProduct': case 'unknownVariant': return labels.unavailable;
    default: return null;
  }
}

/** /shopping-cart: lines at today's prices, quantity and remove, warnings, sub-total, and the way to checkout. */
export function CartView({ labels, money }: { labels: TCheckoutLabels; money: TMoney }) {
  const router = useRouter();
  const lines = useCartLines();
  // The applied code lives in the order draft, so the payment step prices and orders with it.
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(readDraft().discountCode ?? null), []);
  const applyCode = (next: string | null) => { writeDraft({ discountCode: next ?? undefined }); setCode(next); };
  const { quote, error, retry } = useQuote(lines, code ? { discountCode: code } : {});
  const m = (n: number) => formatPrice(n, money.currency, money.locale);

  if (lines === null || (lines.length > 0 && !quote && !error)) return <p role="status">{labels.loading}</p>;
  if (lines.length === 0) {
    return (
      <div className={s.empty}>
        <h2>{labels.cartEmpty}</h2>
        <p className={s.hint}>{labels.cartEmptyText}</p>
        <a className={c.btn} href="/shop">{labels.continueShopping}</a>
      </div>
    );
  }
  if (!quote) return <div className={s.warnBox} role="alert"><p>{labels.loadFailed}</p><button type="button" className={`${c.btn} ${c.btnGhost}`} onClick={retry}>{labels.retry}</button></div>;

  const blocking = quote.lines.some((l) => l.problem && l.problem !== 'priceChanged');
  const checkout = () => {
    // Going on accepts today's prices: the warning has been seen, and the payment step checks them again.
    replaceCart(lines.map((l, i) => ({ ...l, price: quote.lines[i]?.price ?? l.price })));
    // A code that gives nothing has been seen to give nothing: it is not taken to the order.
    if (quote.discountProblem) applyCode(null);
    router.push('/checkout/shipping-information');
  };

  return (
    <div className={s.layout}>
      <ul className={s.lines} aria-label={labels.cartTitle}>
        {lines.map((line, i) => {
          const q = quote.lines[i];
          const warning = q ? problemText(q, labels, money) : null;
          const options = Object.entries(line.selectedVariations).map(([k, v]) => `${k}: ${v}`).join(' · ');
          const max = Math.max(1, Math.min(MAX_LINE_AMOUNT, q?.available || MAX_LINE_AMOUNT));
          return (
            <li key={line.tmpId} className={s.line} data-testid="cart-line">
              {q?.image ? <img src={q.image} alt="" width={88} height={88} loading="lazy" /> : <span className={s.thumb} />}
              <div>
                {q?.slug ? <a className={s.lineName} href={`/product/${q.slug}`}>{q.name}</a> : <span className={s.lineName}>{q?.name || labels.unavailable}</span>}
                {options && <p className={s.meta}>{options}</p>}
                <p className={s.meta}>{m(q?.price ?? 0)}</p>
                {warning && <p className={s.warn} data-testid="line-warning">{warning}</p>}
                <div className={s.lineControls}>
                  <div className={s.qty}>
                    <button type="button" aria-label={labels.decrease} disabled={line.amount <= 1} onClick={() => changeAmount(line.tmpId, line.amount - 1)}>−</button>
                    <input aria-label={`${labels.quantity}: ${q?.name ?? ''}`} type="number" inputMode="numeric" min={1} max={max} value={line.amount}
                      onChange={(e) => changeAmount(line.tmpId, Number(e.target.value))} />
                    <button type="button" aria-label={labels.increase} disabled={line.amount >= max} onClick={() => changeAmount(line.tmpId, line.amount + 1)}>+</button>
                  </div>
                  <button type="button" className={s.link} aria-label={fmt(labels.removeLine, { name: q?.name ?? '' })} onClick={() => removeFromCart(line.tmpId)}>{labels.remove}</button>
                </div>
              </div>
              <div className={s.lineEnd}><strong data-testid="line-total">{m(q?.lineTotal ?? 0)}</strong></div>
            </li>
          );
        })}
      </ul>
      <aside className={s.panel} aria-label={labels.summary}>
        <h2>{labels.summary}</h2>
        <OrderSums sums={quote} money={money} labels={labels} />
        <DiscountBox key={code ?? ''} applied={code} checking={(quote.discountCode ?? null) !== code} problem={quote.discountProblem} minSubtotal={quote.minSubtotal}
          onApply={applyCode} onRemove={() => applyCode(null)} labels={labels} money={money} />
        {quote.freeShippingOver > 0 && quote.shippingFee > 0 && !quote.shippingPending && <p className={s.hint}>{fmt(labels.freeOver, { amount: m(quote.freeShippingOver) })}</p>}
        {blocking && <p className={s.warn} role="alert">{labels.fixCart}</p>}
        <button type="button" className={`${c.btn} ${s.full}`} disabled={blocking} onClick={checkout}>{labels.checkout}</button>
        <a href="/shop" className={s.hint}>{labels.continueShopping}</a>
      </aside>
    </div>
  );
}
