'use client';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ZShippingInformation } from '@/lib/orders/schemas';
import { clearDraft, readDraft, writeDraft, type TOrderDraft } from '@/lib/cart/draft';
import { flushCart } from '@/lib/cart/storage';
import type { TPaymentMethod } from '@/lib/db/schema-orders';
import type { TProblem } from '@/lib/orders/pricing';
import { formatPrice } from '@/lib/store/format';
import { addressOf } from '@/lib/orders/display';
import { fmt, useCartLines, useQuote, type TQuote } from './useCart';
import { OrderSums, type TMoney } from './OrderSums';
import { problemText, type TCheckoutLabels } from './CartView';
import { discountProblemText } from './DiscountBox';
import type { TDiscountProblem } from '@/lib/discounts/apply';
import s from './checkout.module.css';
import c from './catalog.module.css';

type TConflict = { index: number; name: string; problem: TProblem; available: number; price: number; expectedPrice: number | null }[];
type TFailure = { kind: 'conflict'; lines: TConflict } | { kind: 'failed'; message?: string } | { kind: 'keyReused' } | { kind: 'tooMany'; seconds: number } | { kind: 'unreachable' }
  | { kind: 'discount'; problem: TDiscountProblem; minSubtotal: number | null } | { kind: 'codBlocked' };

/** Step 2: choose how to pay, review, place the order. A retry after a timeout reuses the draft's key: one order. */
export function PaymentStep({ labels, money }: { labels: TCheckoutLabels; money: TMoney }) {
  const router = useRouter();
  const lines = useCartLines();
  const [draft, setDraft] = useState<TOrderDraft | null>(null);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  // Once placed, the emptied cart must not send the shopper back to it: they are on their way to the order.
  const placed = useRef(false);

  useEffect(() => {
    if (lines === null || placed.current) return;
    if (lines.length === 0) { router.replace('/shopping-cart'); return; }
    const d = readDraft();
    if (!ZShippingInformation.safeParse(d.shippingInformation ?? {}).success) { router.replace('/checkout/shipping-information'); return; }
    setDraft(d.idempotencyKey ? d : writeDraft({ idempotencyKey: crypto.randomUUID(), paymentMethod: d.paymentMethod ?? 'COD' }));
  }, [lines, router]);

  const method: TPaymentMethod = draft?.paymentMethod ?? 'COD';
  const { quote, stale } = useQuote(draft ? lines : null, { paymentMethod: method, idempotencyKey: draft?.idempotencyKey, discountCode: draft?.discountCode, province: draft?.shippingInformation?.province });
  // A code that stopped giving anything since the cart (expired, used up) is taken off, and the shopper told why:
  // the order is priced without it rather than refused at the last step.
  const dropped = !stale && quote?.discountCode && quote.discountCode === draft?.discountCode ? quote.discountProblem : null;
  useEffect(() => {
    if (!dropped || !quote) return;
    setFailure({ kind: 'discount', problem: dropped, minSubtotal: quote.minSubtotal });
    setDraft(writeDraft({ discountCode: undefined }));
  }, [dropped, quote]);
  if (!draft || !lines || !quote) return <p role="status">{labels.loading}</p>;

  const info = ZShippingInformation.parse(draft.shippingInformation);
  const m = (n: number) => formatPrice(n, money.currency, money.locale);
  const choose = (pm: TPaymentMethod) => setDraft(writeDraft({ paymentMethod: pm }));
  const blocking = quote.lines.some((l) => l.problem && l.problem !== 'priceChanged');

  const place = async () => {
    setPlacing(true);
    setFailure(null);
    try {
      const res = await fetch('/api/v1/order', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': draft.idempotencyKey! },
        // The prices on this screen are the ones the shopper agreed to: any other price answers 409.
        body: JSON.stringify({ items: lines.map((l, i) => ({ id: l.id, selectedVariations: l.selectedVariations, amount: l.amount, expectedPrice: quote.lines[i]?.price })), shippingInformation: info, paymentMethod: method, discountCode: draft.discountCode }),
      });
      const body = (await res.json()) as { res_data: { paymentUrl?: string; field?: string; detail?: TConflict | { problem: TDiscountProblem; minSubtotal: number | null }; retry_after?: number }; message: string };
      if (res.status === 201 && body.res_data.paymentUrl) {
        placed.current = true;
        flushCart();
        clearDraft();
        router.replace(body.res_data.paymentUrl);
        return;
      }
      if (res.status === 409 && body.res_data.field === 'discountCode' && body.res_data.detail && 'problem' in body.res_data.detail) {
        // Used up by another shopper a moment ago: the order is priced again without it, and placed with a second click.
        setFailure({ kind: 'discount', ...body.res_data.detail });
        setDraft(writeDraft({ discountCode: undefined }));
      } else if (res.status === 409 && body.res_data.field === 'paymentMethod') {
        // The shop asks this phone to pay first: bank transfer is chosen, its QR shown, and a second click places it.
        setFailure({ kind: 'codBlocked' });
        choose('BANK_TRANSFER');
      } else if (res.status === 409) setFailure({ kind: 'conflict', lines: Array.isArray(body.res_data.detail) ? body.res_data.detail : [] });
      else if (res.status === 422) { setDraft(writeDraft({ idempotencyKey: crypto.randomUUID() })); setFailure({ kind: 'keyReused' }); }
      // The rate limit on orders (lib/api/rate-limit.ts) says when to come back: in the shop's words, not the API's.
      else if (res.status === 429) setFailure({ kind: 'tooMany', seconds: Number(res.headers.get('retry-after')) || body.res_data.retry_after || 60 });
      // The database out of reach (503), or no answer at all: the same Idempotency-Key goes with the next press, so
      // an order the server did record is not placed twice.
      else if (res.status === 503) setFailure({ kind: 'unreachable' });
      else setFailure({ kind: 'failed', message: body.message });
    } catch {
      setFailure({ kind: 'unreachable' });
    }
    setPlacing(false);
  };

  return (
    <div className={s.layout}>
      <div style={{ display: 'grid', gap: 20 }}>
        <div className={s.panel}>
          <fieldset className={s.methods}>
            <legend>{labels.paymentMethod}</legend>
            {(['COD', 'BANK_TRANSFER'] as const).map((pm) => (
              <label key={pm} className={s.method}>
                <input type="radio" name="paymentMethod" value={pm} checked={method === pm} onChange={() => choose(pm)} />
                <span>{pm === 'COD' ? labels.cod : labels.bank}</span>
                <span>{pm === 'COD' ? labels.codHint : labels.bankHint}</span>
              </label>
            ))}
          </fieldset>
          {method === 'BANK_TRANSFER' && quote.payment && !stale && <BankDetails quote={quote} labels={labels} money={money} />}
        </div>
        <section className={s.panel} aria-labelledby="review-h">
          <h2 id="review-h">{labels.review}</h2>
          <ul className={s.lines}>
            {quote.lines.map((l) => {
              const warning = problemText(l, labels, money);
              return (
                <li key={l.index} className={s.line} data-testid="review-line">
                  {l.image ? <img src={l.image} alt="" width={88} height={88} loading="lazy" /> : <span className={s.thumb} />}
                  <div>
                    <span className={s.lineName}>{l.name}</span>
                    <p className={s.meta}>{[...Object.values(l.selectedVariations), `${l.amount} × ${m(l.price)}`].join(' · ')}</p>
                    {warning && <p className={s.warn}>{warning}</p>}
                  </div>
                  <strong className={s.lineEnd}>{m(l.lineTotal)}</strong>
                </li>
              );
            })}
          </ul>
          <div>
            <h3 style={{ fontSize: 18, display: 'flex', gap: 12, alignItems: 'baseline' }}>{labels.shipTo} <a href="/checkout/shipping-information" className={s.hint}>{labels.edit}</a></h3>
            <address className={s.address} data-testid="ship-to">
              {info.fullName} · {info.phone}{info.email && <> · {info.email}</>}<br />
              {addressOf(info)}
              {info.note && <><br /><span className={s.hint}>{info.note}</span></>}
            </address>
          </div>
        </section>
      </div>
      <aside className={s.panel} aria-label={labels.summary}>
        <h2>{labels.summary}</h2>
        <OrderSums sums={quote} money={money} labels={labels} />
        {failure && <Failure failure={failure} labels={labels} money={money} />}
        <button type="button" className={`${c.btn} ${s.full}`} disabled={placing || stale || blocking} onClick={place}>{placing ? labels.placing : labels.place}</button>
        <a href="/shopping-cart" className={s.hint}>{labels.backToCart}</a>
      </aside>
    </div>
  );
}

export function BankDetails({ quote, labels, money }: { quote: Pick<TQuote, 'payment' | 'code'>; labels: TCheckoutLabels; money: TMoney }) {
  const p = quote.payment!;
  const amount = formatPrice(p.amount, money.currency, money.locale);
  return (
    <div className={s.bank}>
      {p.qr && <img className={s.qr} src={p.qr} width={200} height={200} alt={fmt(labels.qrAlt, { amount, account: p.bankAccount, code: p.transferContent })} data-testid="vietqr" />}
      <dl>
        <div><dt>{labels.bankName}</dt><dd>{p.bankName}</dd></div>
        <div><dt>{labels.account}</dt><dd>{p.bankAccount}</dd></div>
        <div><dt>{labels.holder}</dt><dd>{p.accountName}</dd></div>
        <div><dt>{labels.amount}</dt><dd>{amount}</dd></div>
        <div><dt>{labels.content}</dt><dd data-testid="transfer-content">{p.transferContent}</dd></div>
      </dl>
    </div>
  );
}

function Failure({ failure, labels, money }: { failure: TFailure; labels: TCheckoutLabels; money: TMoney }) {
  if (failure.kind === 'discount') {
    return <p className={s.warn} role="alert" data-testid="discount-dropped">{fmt(labels.discountRemoved, { reason: discountProblemText(failure.problem, failure.minSubtotal, labels, money) })}</p>;
  }
  if (failure.kind === 'codBlocked') return <p className={s.warn} role="alert" data-testid="cod-blocked">{labels.codBlocked}</p>;
  if (failure.kind === 'keyReused') return <p className={s.warn} role="alert">{labels.keyReused}</p>;
  if (failure.kind === 'tooMany') return <p className={s.warn} role="alert" data-testid="order-rate-limited">{fmt(labels.tooMany, { seconds: failure.seconds })}</p>;
  if (failure.kind === 'unreachable') return <p className={s.warn} role="alert" data-testid="order-unreachable">{labels.unreachable}</p>;
  if (failure.kind === 'failed') return <p className={s.warn} role="alert">{labels.failed}{failure.message ? ` (${failure.message})` : ''}</p>;
  return (
    <div className={s.warnBox} role="alert" data-testid="conflict">
      <strong>{labels.conflict}</strong>
      <ul>
        {failure.lines.map((l) => (
          <li key={l.index}>{l.name}: {problemText(l, labels, money)}</li>
        ))}
      </ul>
      <a href="/shopping-cart">{labels.conflictCart}</a>
    </div>
  );
}
