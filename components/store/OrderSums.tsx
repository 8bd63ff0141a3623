import { formatPrice } from '@/lib/store/format';
import s from './checkout.module.css';

export type TMoney = { currency: string; locale: string };

/**
 * Sub-total, discount, delivery and total: the same block in the cart, at checkout and on the order. While the
 * address decides the fee (`shippingPending`), the total is the goods' alone and says so.
 */
export function OrderSums({ sums, money, labels }: {
  sums: { subtotal: number; discount?: number; discountCode?: string | null; shippingFee: number; total: number; shippingPending?: boolean }; money: TMoney;
  labels: { subtotal: string; discount: string; shipping: string; shippingFree: string; shippingPending?: string; total: string; totalBeforeShipping?: string };
}) {
  const fmt = (n: number) => formatPrice(n, money.currency, money.locale);
  const pending = !!sums.shippingPending;
  return (
    <dl className={s.sums} data-testid="sums">
      <div><dt>{labels.subtotal}</dt><dd data-testid="subtotal">{fmt(sums.subtotal)}</dd></div>
      {!!sums.discount && (
        <div><dt>{labels.discount.replace('{code}', sums.discountCode ?? '')}</dt><dd data-testid="discount">−{fmt(sums.discount)}</dd></div>
      )}
      <div><dt>{labels.shipping}</dt><dd data-testid="shipping" className={pending ? s.pending : undefined}>{pending ? labels.shippingPending : sums.shippingFee === 0 ? labels.shippingFree : fmt(sums.shippingFee)}</dd></div>
      <div className={s.grand}>
        <dt>{pending ? labels.totalBeforeShipping : labels.total}</dt><dd data-testid="total">{fmt(pending ? sums.total - sums.shippingFee : sums.total)}</dd>
      </div>
    </dl>
  );
}
