'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZShippingInformation, type TShippingForm } from '@/lib/orders/schemas';
import { readDraft, writeDraft } from '@/lib/cart/draft';
import { countOf } from '@/lib/cart/cart';
import { track } from '@/lib/tracking/beacon';
import { PROVINCES, provinceOf } from '@/lib/shipping/provinces';
import { useCartLines, useQuote } from './useCart';
import { OrderSums, type TMoney } from './OrderSums';
import type { TCheckoutLabels } from './CartView';
import s from './checkout.module.css';
import c from './catalog.module.css';


const EMPTY: TShippingForm = { fullName: '', phone: '', email: '', address: '', province: '', district: '', ward: '', note: '' };
type TField = keyof TShippingForm;
const FIELDS: { name: TField; type?: string; auto: string; wide?: boolean; area?: boolean; list?: string }[] = [
  { name: 'fullName', auto: 'name' },
  { name: 'phone', type: 'tel', auto: 'tel' },
  { name: 'email', type: 'email', auto: 'email', wide: true },
  { name: 'address', auto: 'street-address', wide: true },
  { name: 'province', auto: 'address-level1', list: 'provinces' },
  { name: 'district', auto: 'address-level2' },
  { name: 'ward', auto: 'address-level3' },
  { name: 'note', auto: 'off', wide: true, area: true },
];

/** Step 1. The same zod schema as the server; every keystroke is kept in the order draft. */
export function ShippingStep({ labels, money }: { labels: TCheckoutLabels; money: TMoney }) {
  const router = useRouter();
  const lines = useCartLines();
  const [draft] = useState(() => (typeof window === 'undefined' ? null : readDraft()));
  // Priced with the cart's discount code, as the cart and the payment step are, and with the delivery zone of the
  // province once what is typed names one (provinces are suggestions only: any text is accepted).
  const [province, setProvince] = useState<string | null>(null);
  const { quote } = useQuote(lines, { discountCode: draft?.discountCode, province: province ?? undefined });

  useEffect(() => {
    if (lines !== null && lines.length === 0) router.replace('/shopping-cart');
  }, [lines, router]);

  useEffect(() => {
    if (!lines?.length || readDraft().checkoutEventId) return;
    // InitiateCheckout counts once per checkout, however often the shopper comes back to this step.
    const eventId = crypto.randomUUID();
    writeDraft({ checkoutEventId: eventId });
    track('InitiateCheckout', { eventId, customData: { num_items: countOf(lines), content_ids: [...new Set(lines.map((l) => l.id))] } });
  }, [lines]);

  if (lines === null || lines.length === 0 || draft === null) return <p role="status">{labels.loading}</p>;
  return (
    <div className={s.layout}>
      <Form labels={labels} initial={{ ...EMPTY, ...draft.shippingInformation }} onDone={() => router.push('/checkout/payment')} onProvince={setProvince} />
      <aside className={s.panel} aria-label={labels.summary}>
        <h2>{labels.summary}</h2>
        {quote ? <OrderSums sums={quote} money={money} labels={labels} /> : <p role="status">{labels.loading}</p>}
      </aside>
    </div>
  );
}

function Form({ labels, initial, onDone, onProvince }: { labels: TCheckoutLabels; initial: TShippingForm; onDone: () => void; onProvince: (p: string | null) => void }) {
  const { register, handleSubmit, watch, formState: { errors, isSubmitted } } = useForm<TShippingForm, unknown, z.output<typeof ZShippingInformation>>({
    resolver: zodResolver(ZShippingInformation), defaultValues: initial, mode: 'onTouched',
  });
  useEffect(() => {
    onProvince(provinceOf(initial.province ?? ''));
    const sub = watch((values) => {
      writeDraft({ shippingInformation: values as Partial<TShippingForm> });
      onProvince(provinceOf(values.province ?? ''));
    });
    return () => sub.unsubscribe();
  }, [watch]); // eslint-disable-line react-hooks/exhaustive-deps
  const message = (e: FieldError | undefined) => (e?.message ? (labels.errors as Record<string, string>)[e.message] ?? e.message : null);
  const failed = isSubmitted && Object.keys(errors).length > 0;

  return (
    <form className={`${s.panel} ${s.form}`} noValidate onSubmit={handleSubmit((values) => { writeDraft({ shippingInformation: values }); onDone(); })}>
      <h2 className={s.wide}>{labels.shipTo}</h2>
      {failed && <p className={`${s.error} ${s.wide}`} role="alert">{labels.errorSummary}</p>}
      {FIELDS.map((f) => {
        const err = message(errors[f.name]);
        const props = {
          id: `f-${f.name}`, autoComplete: f.auto, 'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `e-${f.name}` : undefined, ...register(f.name),
        };
        return (
          <div key={f.name} className={`${s.field} ${f.wide ? s.wide : ''}`}>
            <label htmlFor={props.id}>{labels[f.name]}</label>
            {f.area ? <textarea {...props} maxLength={500} /> : <input {...props} type={f.type ?? 'text'} list={f.list} />}
            {err && <p id={`e-${f.name}`} className={s.error}>{err}</p>}
          </div>
        );
      })}
      <datalist id="provinces">{PROVINCES.map((p) => <option key={p} value={p} />)}</datalist>
      <div className={s.actions}>
        <a href="/shopping-cart">{labels.backToCart}</a>
        <button type="submit" className={c.btn}>{labels.continueToPayment}</button>
      </div>
    </form>
  );
}
