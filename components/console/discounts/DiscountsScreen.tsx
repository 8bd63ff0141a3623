'use client';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useLocale, useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useRouter } from 'next/navigation';
import { DISCOUNT_KINDS, type TDiscountKind } from '@/lib/db/schema-discounts';
import { DISCOUNT_FILTER_STATES, discountRuleFault, ZDiscountCode } from '@/lib/discounts/schemas';
import { formatPrice } from '@/lib/store/format';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { FormDateField } from '../FormDateField';

type TState = (typeof DISCOUNT_FILTER_STATES)[number];
export type TDiscountCode = {
  id: string; code: string; description: string; kind: TDiscountKind; value: number; minSubtotal: number; maxDiscount: number | null;
  startsAt: string | null; endsAt: string | null; usageLimit: number | null; usedCount: number; active: boolean; state: TState;
};

/* Numbers are typed as text (an empty field means "no limit") and times as the shop's wall time; both become the
   API's shapes on submit. The rules across fields are the server's own (discountRuleFault). */
const num = z.string().trim().refine((v) => v === '' || Number.isFinite(Number(v)), 'zod.number');
const ZForm = ZDiscountCode.pick({ code: true, description: true, kind: true, active: true }).extend({
  value: num.refine((v) => v !== '', 'isRequired'), minSubtotal: num, maxDiscount: num, usageLimit: num, startsLocal: z.string(), endsLocal: z.string(),
}).superRefine((v, ctx) => {
  const fault = discountRuleFault({ kind: v.kind, value: Number(v.value), startsAt: v.startsLocal ? new Date(v.startsLocal) : null, endsAt: v.endsLocal ? new Date(v.endsLocal) : null });
  if (fault) ctx.addIssue({ code: 'custom', path: [fault[0] === 'endsAt' ? 'endsLocal' : fault[0]], message: fault[1] });
});
type TForm = z.input<typeof ZForm>;
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const numOrNull = (s: string | undefined) => (s && s.trim() !== '' ? Number(s) : null);
const STATE_COLOR: Record<TState, 'success' | 'info' | 'default' | 'warning'> = { live: 'success', scheduled: 'info', ended: 'default', inactive: 'warning' };

export function DiscountsScreen({ canWrite, currency }: { canWrite: boolean; currency: string }) {
  const t = useTranslations('discounts');
  const router = useRouter();
  const locale = useLocale();
  const { inputToWire, localTime, wireToInput } = useDates();
  const money = (n: number) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');
  const state = useFilterValue('state', DISCOUNT_FILTER_STATES);
  const { form, row, open, dialog } = useDialogForm<TDiscountCode, TForm>({
    path: '/api/v1/discount-code/', queryKey: 'discount-codes', schema: ZForm,
    fields: ['code', 'description', 'kind', 'value', 'minSubtotal', 'maxDiscount', 'usageLimit', 'active'],
    toForm: (r) => ({
      code: r?.code ?? '', description: r?.description ?? '', kind: r?.kind ?? 'percent', active: r?.active ?? true, value: text(r?.value),
      minSubtotal: text(r?.minSubtotal ?? 0), maxDiscount: text(r?.maxDiscount), usageLimit: text(r?.usageLimit),
      startsLocal: wireToInput(r?.startsAt), endsLocal: wireToInput(r?.endsAt),
    }),
    toBody: (v) => ({
      code: v.code, description: v.description, kind: v.kind, active: v.active, value: Number(v.value), minSubtotal: numOrNull(v.minSubtotal) ?? 0,
      maxDiscount: v.kind === 'percent' ? numOrNull(v.maxDiscount) : null, usageLimit: numOrNull(v.usageLimit),
      startsAt: inputToWire(v.startsLocal), endsAt: inputToWire(v.endsLocal),
    }),
  });
  const { register, control, formState: { errors } } = form;
  const kind = useWatch({ control, name: 'kind' });
  const remove = useRemove<TDiscountCode>({ path: '/api/v1/discount-code/', queryKey: 'discount-codes', name: (r) => r.code });

  const offer = (r: TDiscountCode) => [
    r.kind === 'percent' ? t('offPercent', { value: r.value }) : t('offAmount', { value: money(r.value) }),
    r.kind === 'percent' && r.maxDiscount ? t('upTo', { amount: money(r.maxDiscount) }) : null,
    r.minSubtotal > 0 ? t('from', { amount: money(r.minSubtotal) }) : null,
  ].filter(Boolean).join(' · ');
  const columns: GridColDef<TDiscountCode>[] = [
    { field: 'code', headerName: t('code'), width: 170, renderCell: ({ value }) => <code>{value}</code> },
    { field: 'value', headerName: t('value'), flex: 1.4, minWidth: 250, sortable: false, valueGetter: (_v, r) => offer(r) },
    { field: 'state', headerName: t('state'), width: 130, renderCell: ({ row: r }) => <Chip size="small" variant="outlined" color={STATE_COLOR[r.state]} label={t(`state_${r.state}`)} /> },
    { field: 'usedCount', headerName: t('used'), width: 90, type: 'number', valueGetter: (_v, r) => (r.usageLimit ? `${r.usedCount} / ${r.usageLimit}` : String(r.usedCount)) },
    { field: 'startsAt', headerName: t('startsAt'), width: 150, valueFormatter: (v) => localTime(v as string | null) },
    { field: 'endsAt', headerName: t('endsAt'), width: 150, valueFormatter: (v) => localTime(v as string | null) },
    { field: 'description', headerName: t('descriptionShort'), flex: 1, minWidth: 180 },
    {
      field: 'orders', type: 'actions', headerName: t('orders'), width: 90,
      getActions: ({ row: r }) => [<GridActionsCellItem key="orders" icon={<ReceiptLongOutlined />} label={t('ordersOf', { code: r.code })}
        onClick={() => router.push(`/console/orders?discountCode=${r.code}`)} />],
    },
  ];

  return (
    <>
      <ResourceGrid<TDiscountCode> title={t('title')} queryKey="discount-codes" endpoint="/api/v1/discount-code/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('new')} emptyText={t('empty')} createFirstText={t('createFirst')} searchLabel={t('search')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} onRowClick={canWrite ? open : undefined} extraQuery={{ state: state ?? '' }}
        toolbar={<FilterSelect param="state" label={t('state')} anyLabel={t('anyState')} options={DISCOUNT_FILTER_STATES.map((s) => ({ value: s, label: t(`state_${s}`) }))} />} />
      <FormDialog {...dialog} title={row ? t('edit') : t('new')}>
        <TextField label={t('code')} required {...register('code')} error={!!errors.code} helperText={errors.code?.message ?? t('codeHelp')}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, style: { textTransform: 'uppercase' } } }} />
        <TextField label={t('description')} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller name="kind" control={control} render={({ field }) => (
            <TextField select label={t('kind')} value={field.value ?? 'percent'} onChange={field.onChange} sx={{ minWidth: 200 }}>
              {DISCOUNT_KINDS.map((k) => <MenuItem key={k} value={k}>{t(`kind_${k}`)}</MenuItem>)}
            </TextField>
          )} />
          <TextField label={t('value')} required inputMode="decimal" {...register('value')} error={!!errors.value} fullWidth
            helperText={errors.value?.message ?? (kind === 'amount' ? t('valueAmountHelp') : t('valuePercentHelp'))} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('minSubtotal')} inputMode="decimal" {...register('minSubtotal')} error={!!errors.minSubtotal} fullWidth
            helperText={errors.minSubtotal?.message ?? t('minSubtotalHelp')} />
          {kind === 'percent' && (
            <TextField label={t('maxDiscount')} inputMode="decimal" {...register('maxDiscount')} error={!!errors.maxDiscount} fullWidth
              helperText={errors.maxDiscount?.message ?? t('maxDiscountHelp')} />
          )}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={control} name="startsLocal" kind="datetime" label={t('startsAt')} fullWidth
            error={!!errors.startsLocal} helperText={errors.startsLocal?.message ?? t('datesHelp')} />
          <FormDateField control={control} name="endsLocal" kind="datetime" label={t('endsAt')} fullWidth
            error={!!errors.endsLocal} helperText={errors.endsLocal?.message} />
        </Stack>
        <TextField label={t('usageLimit')} inputMode="numeric" {...register('usageLimit')} error={!!errors.usageLimit}
          helperText={errors.usageLimit?.message ?? t('usageLimitHelp')} />
        <Controller name="active" control={control} render={({ field }) => (
          <FormControlLabel label={t('active')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
      </FormDialog>
    </>
  );
}
