'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZOrderLookup, type TOrderLookupForm } from '@/lib/orders/schemas';
import { fmt } from './useCart';
import type { TCheckoutLabels } from './CartView';
import s from './checkout.module.css';
import c from './catalog.module.css';

type TOutcome = { kind: 'notFound' } | { kind: 'tooMany'; seconds: number } | { kind: 'failed' };

/** The code and the phone, checked as the server checks them; a match goes straight to the order's page. */
export function OrderLookup({ labels }: { labels: TCheckoutLabels }) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const { register, handleSubmit, formState: { errors, isSubmitting } } = useForm<TOrderLookupForm, unknown, z.output<typeof ZOrderLookup>>({
    resolver: zodResolver(ZOrderLookup), defaultValues: { code: '', phone: '' }, mode: 'onTouched',
  });
  const message = (e: FieldError | undefined) => (e?.message ? (labels.errors as Record<string, string>)[e.message] ?? e.message : null);

  const find = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const res = await fetch('/api/v1/order/lookup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
      if (res.ok) {
        router.push(((await res.json()) as { res_data: { paymentUrl: string } }).res_data.paymentUrl);
        return;
      }
      if (res.status === 404) setOutcome({ kind: 'notFound' });
      else if (res.status === 429) setOutcome({ kind: 'tooMany', seconds: Number(res.headers.get('retry-after')) || 60 });
      else setOutcome({ kind: 'failed' });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  });

  const fields = [
    { name: 'code', label: labels.lookupCode, type: 'text', auto: 'off', extra: { autoCapitalize: 'characters', spellCheck: false, placeholder: 'DH7K3M9QXP' } },
    { name: 'phone', label: labels.lookupPhone, type: 'tel', auto: 'tel', extra: {} },
  ] as const;
  return (
    <form className={`${s.panel} ${s.lookup}`} noValidate onSubmit={find}>
      <p className={s.hint}>{labels.lookupIntro}</p>
      {fields.map((f) => {
        const err = message(errors[f.name]);
        return (
          <div key={f.name} className={s.field}>
            <label htmlFor={`l-${f.name}`}>{f.label}</label>
            <input id={`l-${f.name}`} type={f.type} autoComplete={f.auto} {...f.extra} aria-invalid={err ? true : undefined}
              aria-describedby={err ? `le-${f.name}` : undefined} {...register(f.name)} />
            {err && <p id={`le-${f.name}`} className={s.error}>{err}</p>}
          </div>
        );
      })}
      {outcome && (
        <p className={s.warn} role="alert" data-testid="lookup-outcome">
          {outcome.kind === 'notFound' ? labels.lookupNotFound : outcome.kind === 'tooMany' ? fmt(labels.lookupTooMany, { seconds: outcome.seconds }) : labels.lookupFailed}
        </p>
      )}
      <button type="submit" className={`${c.btn} ${s.full}`} disabled={isSubmitting}>{isSubmitting ? labels.lookupSearching : labels.lookupSubmit}</button>
    </form>
  );
}
