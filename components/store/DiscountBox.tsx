'use client';
import { useId, useState } from 'react';
import { zDiscountCode } from '@/lib/discounts/schemas';
import type { TDiscountProblem } from '@/lib/discounts/apply';
import { formatPrice } from '@/lib/store/format';
import { fmt } from './useCart';
import type { TCheckoutLabels } from './CartView';
import type { TMoney } from './OrderSums';
import s from './checkout.module.css';
import c from './catalog.module.css';

/** Why a code gives nothing, in the shopper's words. */
export function discountProblemText(problem: TDiscountProblem, minSubtotal: number | null, labels: TCheckoutLabels, money: TMoney) {
  return fmt(labels.discountProblems[problem], { amount: formatPrice(minSubtotal ?? 0, money.currency, money.locale) });
}

/**
 * The cart's discount code field. `applied` is the code in the draft, `checking` while no quote has priced it yet, and
 * `problem` why it gives nothing, if it does not. A code the field cannot hold (spaces, symbols) is refused here as one that does not exist.
 */
export function DiscountBox({ applied, checking, problem, minSubtotal, onApply, onRemove, labels, money }: {
  applied: string | null; checking: boolean; problem: TDiscountProblem | null; minSubtotal: number | null;
  onApply: (code: string) => void; onRemove: () => void; labels: TCheckoutLabels; money: TMoney;
}) {
  const id = useId();
  const [text, setText] = useState(applied ?? '');
  const [typo, setTypo] = useState(false);
  const message = typo ? labels.discountProblems.unknown : applied && problem && !checking ? discountProblemText(problem, minSubtotal, labels, money) : null;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const code = zDiscountCode.safeParse(text);
    setTypo(!code.success);
    if (code.success) onApply(code.data);
  };

  if (applied && !problem && !checking) {
    return (
      <p className={s.applied} data-testid="discount-applied">
        <span>{fmt(labels.discountApplied, { code: applied })}</span>
        <button type="button" className={s.link} onClick={() => { setText(''); onRemove(); }}>{labels.discountRemove}</button>
      </p>
    );
  }
  return (
    <form className={s.codeForm} onSubmit={submit} noValidate>
      <label htmlFor={id}>{labels.discountCode}</label>
      <div className={s.codeRow}>
        <input id={id} name="discountCode" value={text} onChange={(e) => { setText(e.target.value); setTypo(false); }} autoComplete="off"
          autoCapitalize="characters" spellCheck={false} maxLength={40} aria-invalid={!!message} aria-describedby={message ? `${id}-msg` : undefined} />
        <button type="submit" className={`${c.btn} ${c.btnGhost}`} disabled={!text.trim() || checking}>{labels.discountApply}</button>
      </div>
      {message && <p id={`${id}-msg`} className={s.warn} role="alert" data-testid="discount-problem">{message}</p>}
    </form>
  );
}
