'use client';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { api } from '@/lib/api/client';
import type { TPage } from '@/lib/api/envelope';
import { PROVINCES, REGIONS, regionOf, type TProvince } from '@/lib/shipping/provinces';
import { ZShippingZone } from '@/lib/shipping/schemas';
import { formatPrice } from '@/lib/store/format';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';

export type TShippingZone = { id: string; name: string; provinces: TProvince[]; fee: number; freeShippingOver: number };
type TRate = { fee: number; freeShippingOver: number };

/* Amounts are typed as text (an empty "free from" means never) and become numbers on submit. */
const amount = z.string().trim().refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), 'zod.number');
const ZForm = ZShippingZone.pick({ name: true, provinces: true }).extend({ fee: amount.refine((v) => v !== '', 'isRequired'), freeShippingOver: amount });
type TForm = z.input<typeof ZForm>;
const QUERY_KEY = 'shipping-zones';

/** Every zone, for what the dialog must know about the others (zones are at most one per province: 34). */
function useAllZones() {
  return useQuery({ queryKey: [QUERY_KEY, 'all'], queryFn: () => api.get<TPage<TShippingZone>>('/api/v1/shipping-zone/pagination?limit=100') });
}

export function ShippingZonesScreen({ canWrite, currency, shopRate }: { canWrite: boolean; currency: string; shopRate: TRate }) {
  const t = useTranslations('shipping');
  const locale = useLocale();
  const money = (n: number) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');
  const all = useAllZones().data?.items ?? [];
  const { form, row, open, dialog } = useDialogForm<TShippingZone, TForm>({
    path: '/api/v1/shipping-zone/', queryKey: QUERY_KEY, schema: ZForm, fields: ['name', 'provinces', 'fee', 'freeShippingOver'],
    toForm: (r) => ({ name: r?.name ?? '', provinces: r?.provinces ?? [], fee: r ? String(r.fee) : '', freeShippingOver: r?.freeShippingOver ? String(r.freeShippingOver) : '' }),
    toBody: (v) => ({ name: v.name, provinces: v.provinces, fee: Number(v.fee), freeShippingOver: v.freeShippingOver ? Number(v.freeShippingOver) : 0 }),
  });
  const { register, control, setValue, formState: { errors } } = form;
  const chosen = useWatch({ control, name: 'provinces' }) ?? [];
  const remove = useRemove<TShippingZone>({ path: '/api/v1/shipping-zone/', queryKey: QUERY_KEY, name: (r) => r.name });

  // A province another zone holds cannot be chosen here: the server refuses it too (409 on provinces).
  const zoneOf = new Map<string, string>();
  for (const z of all) if (z.id !== row?.id) for (const p of z.provinces) zoneOf.set(p, z.name);
  const covered = new Set(all.flatMap((z) => z.provinces));
  const uncovered = PROVINCES.filter((p) => !covered.has(p));
  const addRegion = (region: (typeof REGIONS)[number]) => {
    const more = PROVINCES.filter((p) => regionOf(p) === region && !zoneOf.has(p) && !chosen.includes(p));
    setValue('provinces', [...chosen, ...more], { shouldDirty: true, shouldValidate: !!errors.provinces });
  };
  const rateText = (r: TRate) => [money(r.fee), r.freeShippingOver > 0 ? t('freeFrom', { amount: money(r.freeShippingOver) }) : null].filter(Boolean).join(' · ');

  const columns: GridColDef<TShippingZone>[] = [
    { field: 'name', headerName: t('name'), flex: 0.8, minWidth: 160 },
    { field: 'fee', headerName: t('fee'), width: 130, type: 'number', valueFormatter: (v) => money(v as number) },
    { field: 'freeShippingOver', headerName: t('freeShippingOver'), width: 150, type: 'number', valueFormatter: (v) => ((v as number) > 0 ? money(v as number) : t('never')) },
    { field: 'provinces', headerName: t('provinces'), flex: 2, minWidth: 260, sortable: false, valueGetter: (_v, r) => `${r.provinces.length} · ${r.provinces.join(', ')}` },
  ];

  const summary = (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="shop-rate">
      <Typography variant="body2">
        {t('elsewhere', { rate: rateText(shopRate) })}{' '}
        <Link href="/console/system-params?query=shipping">{t('elsewhereLink')}</Link>
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {uncovered.length === 0 ? t('allCovered') : t('uncovered', { n: uncovered.length, list: uncovered.join(', ') })}
      </Typography>
    </Alert>
  );

  return (
    <>
      {summary}
      <ResourceGrid<TShippingZone> title={t('title')} queryKey={QUERY_KEY} endpoint="/api/v1/shipping-zone/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('new')} emptyText={t('empty')} createFirstText={t('createFirst')} searchLabel={t('search')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} onRowClick={canWrite ? open : undefined} />
      <FormDialog {...dialog} title={row ? t('edit') : t('new')}>
        <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name?.message ?? t('nameHelp')} />
        <Controller name="provinces" control={control} render={({ field }) => (
          <Autocomplete multiple disableCloseOnSelect options={[...PROVINCES].sort((a, b) => REGIONS.indexOf(regionOf(a)) - REGIONS.indexOf(regionOf(b)))}
            value={(field.value ?? []) as TProvince[]} onChange={(_e, v) => field.onChange(v)} groupBy={(p) => t(`region_${regionOf(p)}`)}
            getOptionDisabled={(p) => zoneOf.has(p)}
            renderOption={(props, p) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return <li key={key} {...rest}>{p}{zoneOf.has(p) && <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{t('inZone', { zone: zoneOf.get(p) ?? '' })}</Typography>}</li>;
            }}
            renderInput={(params) => <TextField {...params} label={t('provinces')} required error={!!errors.provinces}
              helperText={errors.provinces?.message ?? t('provincesHelp')} />} />
        )} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('addRegion')}>
          {REGIONS.map((r) => <Button key={r} size="small" variant="outlined" onClick={() => addRegion(r)}>{t('addRegionOf', { region: t(`region_${r}`) })}</Button>)}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('fee')} required inputMode="decimal" {...register('fee')} error={!!errors.fee} fullWidth helperText={errors.fee?.message ?? t('feeHelp')} />
          <TextField label={t('freeShippingOver')} inputMode="decimal" {...register('freeShippingOver')} error={!!errors.freeShippingOver} fullWidth
            helperText={errors.freeShippingOver?.message ?? t('freeShippingOverHelp')} />
        </Stack>
      </FormDialog>
    </>
  );
}
