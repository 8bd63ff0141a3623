import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatInTimeZone } from 'date-fns-tz';
import { requirePage } from '@/lib/auth/server';
import { getDb } from '@/lib/db';
import { shopTimeZone } from '@/lib/params/service';
import { storeSettings } from '@/lib/store/queries';
import { formatPrice } from '@/lib/store/format';
import { SLIP_SIZES, slipIds, slipsOf, type TSlipSize } from '@/lib/orders/slip';
import { addressOf, dialable, optionsOf } from '@/lib/orders/display';
import { CARRIER_NAMES } from '@/lib/orders/carriers';
import { PrintButton } from '@/components/console/orders/PrintButton';
import s from '@/components/console/orders/slip.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('slip'))('title'), robots: { index: false } };
}

/**
 * Packing slips for `?ids=` (up to 100 orders, as ticked in the console), one per sheet: a 100 × 150 mm label, the
 * size courier label printers take, or A5 (`?size=a5`). Outside the console's shell, so only the slips print.
 */
export default async function PrintOrders({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePage('orders.read');
  const q = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const ids = slipIds(one(q.ids));
  const size: TSlipSize = (SLIP_SIZES as readonly string[]).includes(one(q.size) ?? '') ? (one(q.size) as TSlipSize) : 'label';
  const db = await getDb();
  const [t, locale, shop, zone, slips] = await Promise.all([getTranslations('slip'), getLocale(), storeSettings(), shopTimeZone(db), slipsOf(db, ids)]);
  const money = (n: number, currency: string) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');
  const link = (to: TSlipSize) => `?ids=${ids.join(',')}&size=${to}`;

  return (
    <div className={`${s.sheet} ${size === 'a5' ? s.a5 : s.label}`}>
      {/* The page box follows the chosen paper; the browser's print dialog then needs no setting. */}
      <style>{size === 'a5' ? '@page { size: A5; margin: 8mm; }' : '@page { size: 100mm 150mm; margin: 0; }'}</style>
      <div className={s.toolbar}>
        <strong>{t('title')} · {t('count', { count: slips.length })}</strong>
        <span>{t('size')}: {SLIP_SIZES.map((z) => (z === size ? <b key={z}>{t(`size_${z}`)}</b> : <a key={z} href={link(z)}>{t(`size_${z}`)}</a>))}</span>
        <PrintButton label={t('print')} disabled={!slips.length} />
      </div>
      {!slips.length && <p className={s.toolbar}>{t('none')}</p>}
      {slips.map(({ order: o, collect, qr }) => {
        const to = o.shippingInformation;
        const count = o.items.reduce((n, l) => n + l.amount, 0);
        return (
          <article key={o.id} className={s.slip} data-testid="slip">
            <header className={s.head}>
              <div>
                <div className={s.muted}>{t('from')}</div>
                <strong>{shop.name}</strong>
                <div>{[shop.phone, shop.address].filter(Boolean).join(' · ')}</div>
              </div>
              <div className={s.qr} dangerouslySetInnerHTML={{ __html: qr }} />
            </header>
            <div className={s.code}>
              <span>{t('code')} <strong data-testid="slip-code">{o.code}</strong></span>
              <span className={s.muted}>{t('placed')} {formatInTimeZone(o.createdDate, zone, 'dd/MM/yyyy HH:mm')}</span>
            </div>
            {/* The courier's own code, when booked before printing: the parcel is matched to its waybill by it. */}
            {o.trackingNumber && <div className={s.code}><span>{t('trackingNumber')} <strong data-testid="slip-tracking">{o.trackingNumber}</strong></span><span className={s.muted}>{o.carrier ? CARRIER_NAMES[o.carrier] ?? '' : ''}</span></div>}
            <section className={s.to}>
              <div className={s.muted}>{t('to')}</div>
              <div className={s.name}>{to.fullName}</div>
              <div className={s.phone}>{dialable(to.phone)}</div>
              <div>{addressOf(to)}</div>
              {to.note && <div className={s.note}>{t('note')}: {to.note}</div>}
            </section>
            <section className={s.items}>
              <div className={s.muted}>{t('items', { count })}</div>
              <ul>
                {o.items.map((l) => (
                  <li key={`${l.id}/${l.variantId}`}>
                    <b>{l.amount} ×</b> {l.name}{optionsOf(l)}
                    {l.sku && <span className={s.muted}> · {l.sku}</span>}
                  </li>
                ))}
              </ul>
            </section>
            <footer className={s.collect} data-testid="slip-collect">
              {o.status === 'cancelled' || o.status === 'returned' ? <strong>{t(o.status)}</strong>
                : collect === null ? <strong>{t('bankUnpaid')}</strong>
                  : collect === 0 ? <span>{t('paid')}</span>
                    : <><span>{t('collect')}</span><strong>{money(collect, o.currency)}</strong></>}
            </footer>
          </article>
        );
      })}
    </div>
  );
}
