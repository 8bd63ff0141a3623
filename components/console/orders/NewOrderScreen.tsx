'use client';
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { api, ApiError } from '@/lib/api/client';
import { ORDER_CHANNELS, PAYMENT_METHODS } from '@/lib/db/schema-orders';
import { ZShippingInformation } from '@/lib/orders/schemas';
import { zDiscountCode } from '@/lib/discounts/schemas';
import { zMoney } from '@/lib/catalog/schemas';
import { formatPrice } from '@/lib/store/format';
import { useErrorText, useZodResolver } from '@/components/forms/errors';
import { EditorHeader, EditorSection } from '../EditorHeader';
import { useToast } from '../ConsoleProviders';
import { useDebounced } from '../useDebounced';
import { ShippingFields } from './ShippingFields';
import { NewOrderLines, type TNewLine, type TQuote } from './NewOrderLines';

const STAFF_CHANNELS = ORDER_CHANNELS.filter((c) => c !== 'web');
const ZForm = z.object({
  shippingInformation: ZShippingInformation,
  channel: z.enum(STAFF_CHANNELS as [typeof STAFF_CHANNELS[number], ...typeof STAFF_CHANNELS[number][]]),
  paymentMethod: z.enum(PAYMENT_METHODS),
  discountCode: z.string().trim().toUpperCase().pipe(z.union([z.literal(''), zDiscountCode])),
  /** Empty: the province's zone prices delivery, as at checkout; a number: the fee agreed with the shopper. */
  shippingFee: z.string().trim().refine((v) => v === '' || zMoney.safeParse(Number(v)).success, 'zod.number'),
});
type TForm = z.input<typeof ZForm>;
const EMPTY: TForm = {
  shippingInformation: { fullName: '', phone: '', email: '', address: '', province: '', district: '', ward: '', note: '' },
  channel: 'phone', paymentMethod: 'COD', discountCode: '', shippingFee: '',
};

/**
 * An order the staff take by phone or in a chat (Facebook, Zalo, TikTok), entered as the shopper would have placed
 * it: the same prices, stock, discount codes and delivery fee, priced live by the checkout's quote, and placed through
 * the checkout's own endpoint with the channel and who entered it.
 */
export function NewOrderScreen() {
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  // One key for this order, so a double click or a retry after a lost answer makes it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [lines, setLines] = useState<TNewLine[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  // The schema's own keys (the discount code's format) in the console's language; the delivery fields' are the checkout's.
  const form = useForm<TForm, unknown, z.output<typeof ZForm>>({ resolver: useZodResolver<TForm>(ZForm) as never, defaultValues: EMPTY });
  const { register, control, handleSubmit, watch, setError, formState: { errors, isSubmitting, isDirty } } = form;
  const paymentMethod = watch('paymentMethod');
  const typedCode = watch('discountCode').trim().toUpperCase();
  // Priced once the staff stop typing, and only a code that could be one.
  const settledCode = useDebounced(typedCode, 400);
  const code = zDiscountCode.safeParse(settledCode).success ? settledCode : '';
  // The delivery fee follows the province's zone (lib/shipping), re-priced once the staff stop typing.
  const province = useDebounced(watch('shippingInformation.province').trim(), 400);

  const items = useMemo(() => lines.map((l) => ({ id: l.productId, selectedVariations: l.options, amount: l.amount })), [lines]);
  const quote = useQuery({
    queryKey: ['orders', 'new', 'quote', items, paymentMethod, code, province],
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.post<TQuote>('/api/v1/order/quote', { items, paymentMethod, discountCode: code || undefined, province: province || undefined }, { signal }),
  });
  const q = items.length ? quote.data : undefined;
  const currency = q?.currency ?? 'VND';
  const money = (n: number) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');
  const typedFee = watch('shippingFee').trim();
  const agreedFee = typedFee !== '' && zMoney.safeParse(Number(typedFee)).success ? Number(typedFee) : null;
  const blocked = !!q?.lines.some((l) => l.problem && l.problem !== 'priceChanged');
  const codeProblem = code && q?.discountCode === code && q.discountProblem
    ? tk(`discountProblems.${q.discountProblem as 'unknown'}`, { amount: money(q.minSubtotal ?? 0) }) : null;

  // The lines are judged with the fields, so one press says everything that is missing.
  const linesProblem = !lines.length ? t('noLines') : blocked ? t('fixLines') : null;
  const [tried, setTried] = useState(false);
  const onSubmit = (e: React.FormEvent) => { setTried(true); setFormError(null); return handleSubmit(place)(e); };
  const place = async (values: z.output<typeof ZForm>) => {
    if (linesProblem) return;
    const body = {
      ...values, discountCode: values.discountCode || undefined, shippingFee: values.shippingFee === '' ? undefined : Number(values.shippingFee),
      items: items.map((it, i) => ({ ...it, expectedPrice: q?.lines[i]?.price })),
    };
    try {
      const o = await api.post<{ id: string; code: string }>('/api/v1/order/', body, { headers: { 'Idempotency-Key': idempotencyKey } });
      toast({ message: t('created', { code: o.code }), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['orders'] });
      router.push(`/console/orders?order=${o.id}`);
    } catch (e) {
      // Prices, stock or the code changed since the quote: show what the shop has now.
      if (e instanceof ApiError && e.status === 409) await quote.refetch();
      if (e instanceof ApiError && e.field === 'discountCode') setError('discountCode', { message: errorText(e) });
      else setFormError(errorText(e));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <EditorHeader title={t('newOrder')} backHref="/console/orders" backLabel={t('title')} dirty={(isDirty || lines.length > 0) && !isSubmitting}
        submitting={isSubmitting} canWrite submitLabel={t('createOrder')} />
      {/* What the lines lack, live once a creation was tried (it goes when fixed); else what the server refused. */}
      {((tried && linesProblem) || formError) && <Alert severity="error" sx={{ mb: 2 }} data-testid="new-order-error">{(tried && linesProblem) || formError}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <EditorSection title={t('items')} testId="new-order-lines">
            <NewOrderLines lines={lines} onChange={setLines} quote={q} money={money} />
          </EditorSection>
          <EditorSection title={t('shipTo')}>
            <ShippingFields register={register} errors={errors} />
          </EditorSection>
        </Box>
        <EditorSection title={t('payment')}>
          <Controller name="channel" control={control} render={({ field }) => (
            <TextField select label={t('channel')} {...field} helperText={t('channelHelp')}>
              {STAFF_CHANNELS.map((c) => <MenuItem key={c} value={c}>{t(`channels.${c}`)}</MenuItem>)}
            </TextField>
          )} />
          <Controller name="paymentMethod" control={control} render={({ field }) => (
            <RadioGroup {...field} aria-label={t('paymentMethod')}>
              {PAYMENT_METHODS.map((m) => <FormControlLabel key={m} value={m} control={<Radio />} label={t(`method_${m}`)} />)}
            </RadioGroup>
          )} />
          <TextField label={t('discountCode')} {...register('discountCode')} error={!!errors.discountCode || !!codeProblem}
            helperText={errors.discountCode?.message ?? codeProblem ?? (q?.discount ? tk('discountApplied', { code }) : ' ')}
            slotProps={{ htmlInput: { maxLength: 32, style: { textTransform: 'uppercase' } } }} />
          <TextField label={t('agreedFee')} inputMode="decimal" {...register('shippingFee')} error={!!errors.shippingFee}
            helperText={errors.shippingFee?.message ?? t('agreedFeeHelp')} />
          <Box component="dl" data-testid="new-order-sums" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, fontSize: 14, '& dd': { m: 0, textAlign: 'right' } }}>
            <dt>{t('subtotal')}</dt><dd>{money(q?.subtotal ?? 0)}</dd>
            {!!q?.discount && <><dt>{t('discount')}</dt><dd>−{money(q.discount)}</dd></>}
            <dt>{agreedFee !== null ? t('shippingFeeAgreed') : q?.shippingZone ? t('shippingFeeOf', { zone: q.shippingZone }) : t('shippingFee')}</dt>
            <dd data-testid="new-order-shipping">{agreedFee !== null ? money(agreedFee) : q?.shippingPending ? t('shippingByProvince') : money(q?.shippingFee ?? 0)}</dd>
            <Box component="dt" sx={{ fontWeight: 700 }}>{t('total')}</Box><Box component="dd" sx={{ fontWeight: 700 }}>{money(q ? q.total - q.shippingFee + (agreedFee ?? (q.shippingPending ? 0 : q.shippingFee)) : 0)}</Box>
          </Box>
        </EditorSection>
      </Box>
    </Box>
  );
}
