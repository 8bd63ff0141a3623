import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/api/errors';
import { zUuid } from '@/lib/api/schemas';
import { getOrder } from '@/lib/orders/orders';
import { paymentInstructions } from '@/lib/orders/payment';
import { formatPrice } from '@/lib/store/format';
import { checkoutProps } from '@/lib/store/checkout-page';
import { OrderSums } from '@/components/store/OrderSums';
import { BankDetails } from '@/components/store/PaymentStep';
import { addressOf } from '@/lib/orders/display';
import { CARRIER_NAMES, trackingLink } from '@/lib/orders/carriers';
import c from '@/components/store/catalog.module.css';
import s from '@/components/store/checkout.module.css';

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load({ params, searchParams }: TProps) {
  const id = zUuid.safeParse((await params).id);
  const token = (await searchParams).token;
  if (!id.success || typeof token !== 'string') notFound();
  return orderFor(id.data, token);
}

/** One read per request: the metadata and the page both need the order. */
const orderFor = cache(async (id: string, token: string) => {
  try {
    return await getOrder(await getDb(), id, { console: false, token });
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
});

/** The order payment view (spec §2). Reachable only with the order's token; the link never leaks as a referrer. */
export async function generateMetadata(props: TProps): Promise<Metadata> {
  const o = await load(props);
  const t = await getTranslations('checkout');
  return { title: t('orderTitle', { code: o.code }), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function OrderPage(props: TProps) {
  const o = await load(props);
  const [{ labels, money }, t, tc] = await Promise.all([checkoutProps(), getTranslations('checkout'), getTranslations('carriers')]);
  const orderMoney = { currency: o.currency, locale: money.locale };
  const m = (n: number) => formatPrice(n, o.currency, money.locale);
  const open = o.status !== 'cancelled' && o.status !== 'returned' && o.paymentStatus === 'unpaid';
  const payment = open && o.paymentMethod === 'BANK_TRANSFER'
    ? await paymentInstructions(await getDb(), { method: o.paymentMethod, total: o.total, currency: o.currency, code: o.code })
    : null;
  const info2 = o.shippingInformation;
  // Who carries it and where to follow it, once the shop has recorded them (a cancelled order has nothing to follow).
  const carrier = o.carrier && o.status !== 'cancelled' ? CARRIER_NAMES[o.carrier] ?? tc(o.carrier as 'self') : null;
  const track = carrier ? trackingLink(o.carrier, o.trackingNumber) : null;
  const placed = new Intl.DateTimeFormat(money.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(o.createdDate);

  return (
    <div className={`${c.wrap} ${s.page}`}>
      <div>
        <p className={s.hint}>{t('placedOn', { date: placed })}</p>
        <h1 data-testid="order-title">{t('orderTitle', { code: o.code })}</h1>
        {o.status === 'pending' && <p>{labels.thanks}</p>}
      </div>
      <div className={s.statusRow}>
        <span>{labels.status}: <span className={`${s.pill} ${o.status === 'delivered' ? s.pillOk : ''}`} data-testid="order-status">{labels.statuses[o.status]}</span></span>
        <span>{labels.paymentStatus}: <span className={`${s.pill} ${o.paymentStatus === 'paid' ? s.pillOk : ''}`}>{labels.paymentStatuses[o.paymentStatus]}</span></span>
      </div>
      <div className={s.layout}>
        <div style={{ display: 'grid', gap: 20 }}>
          {/* First, on a phone: a shopper back on this page after it shipped wants to know where the parcel is. */}
          {carrier && (
            <section className={s.panel} aria-labelledby="ship-h" data-testid="order-shipment">
              <h2 id="ship-h">{t('shipment')}</h2>
              <p style={{ margin: 0 }}>{carrier}{o.trackingNumber && <> · {t('trackingNumber')}: <strong>{o.trackingNumber}</strong></>}</p>
              {track && (
                <p style={{ margin: 0 }}>
                  <a href={track.url} target="_blank" rel="noopener noreferrer">{t('trackParcel')}</a>
                  {!track.codeInUrl && <span className={s.hint}> ({t('trackWithCode', { carrier })})</span>}
                </p>
              )}
            </section>
          )}
          {open && (
            <section className={s.panel} aria-labelledby="pay-h">
              <h2 id="pay-h">{labels.howToPay}</h2>
              {payment ? <BankDetails quote={{ payment, code: o.code }} labels={labels} money={orderMoney} /> : <p>{t('codInstructions', { amount: m(o.total) })}</p>}
            </section>
          )}
          <section className={s.panel} aria-labelledby="items-h">
            <h2 id="items-h">{labels.summary}</h2>
            <ul className={s.lines}>
              {o.items.map((l) => (
                <li key={`${l.id}/${l.variantId}`} className={s.line}>
                  {l.image ? <img src={l.image} alt="" width={88} height={88} loading="lazy" /> : <span className={s.thumb} />}
                  <div>
                    <a className={s.lineName} href={`/product/${l.slug}`}>{l.name}</a>
                    <p className={s.meta}>{[...Object.values(l.selectedVariations), `${l.amount} × ${m(l.price)}`].join(' · ')}</p>
                  </div>
                  <strong className={s.lineEnd}>{m(l.lineTotal)}</strong>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={s.panel}>
          <OrderSums sums={o} money={orderMoney} labels={labels} />
          <h2 style={{ fontSize: 18 }}>{labels.shipTo}</h2>
          <address className={s.address}>
            {info2.fullName} · {info2.phone}<br />
            {addressOf(info2)}
          </address>
          {info2.email && <p className={s.hint}>{t('emailSent', { email: info2.email })}</p>}
          <p className={s.hint}>{labels.keepLink} <a href="/order-lookup">{labels.lookupLater}</a></p>
        </aside>
      </div>
    </div>
  );
}
