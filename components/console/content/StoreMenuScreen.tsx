'use client';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { ZMenuItem } from '@/lib/content/schemas';
import type { menuItems } from '@/lib/db/schema';
import type { TJson } from '@/lib/wire';
import { api } from '@/lib/api/client';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';
import { useStoreLinks, type TStoreLink } from './useStoreLinks';

type TMenuRow = TJson<typeof menuItems.$inferSelect>;
const ZForm = ZMenuItem.pick({ title: true, to: true, order: true, hidden: true }).extend({ parentId: z.string() });
type TForm = z.output<typeof ZForm>;
const FIELDS = ['title', 'to', 'order', 'hidden', 'parentId'];
const filterLinks = createFilterOptions<TStoreLink>({ stringify: (o) => `${o.label} ${o.to}` });

/** The shop's navigation: links to collections, pages or anywhere, nested one level under a parent. */
export function StoreMenuScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('content');
  const all = useQuery({ queryKey: ['store-menu', 'all'], queryFn: ({ signal }) => api.get<TMenuRow[]>('/api/v1/menu/', { signal }) });
  const titleOf = (id: string | null) => all.data?.find((m) => m.id === id)?.title ?? '';
  const { form, row: r, open, dialog } = useDialogForm<TMenuRow, TForm>({
    path: '/api/v1/menu/', queryKey: 'store-menu', schema: ZForm, fields: FIELDS,
    toForm: (r) => ({ title: r?.title ?? '', to: r?.to ?? '', order: r?.order ?? 0, hidden: r?.hidden ?? false, parentId: r?.parentId ?? '' }),
    toBody: (v) => ({ ...v, parentId: v.parentId || null }),
  });
  const { register, control, formState: { errors } } = form;
  const remove = useRemove<TMenuRow>({ path: '/api/v1/menu/', queryKey: 'store-menu', name: (r) => r.title });

  const columns: GridColDef<TMenuRow>[] = [
    { field: 'title', headerName: t('menuTitle'), flex: 1, minWidth: 160 },
    { field: 'to', headerName: t('link'), flex: 1.5, minWidth: 200, renderCell: ({ value }) => <code>{value}</code> },
    { field: 'parentId', headerName: t('parent'), flex: 1, minWidth: 140, valueGetter: (v) => titleOf(v as string | null) },
    { field: 'order', headerName: t('order'), width: 90, type: 'number' },
    {
      field: 'hidden', headerName: t('visibility'), width: 130, renderCell: ({ value }) => (
        <Chip size="small" variant="outlined" color={value ? 'default' : 'success'} label={value ? t('hidden') : t('shown')} sx={{ color: 'text.primary' }} />
      ),
    },
  ];

  const links = useStoreLinks();
  // A parent is a top-level item other than this one: the shop's navigation has two levels.
  const parents = (all.data ?? []).filter((m) => !m.parentId && m.id !== r?.id);
  return (
    <>
      <ResourceGrid<TMenuRow> title={t('menuScreenTitle')} queryKey="store-menu" endpoint="/api/v1/menu/pagination" columns={columns} searchable={false}
        canWrite={canWrite} createLabel={t('newMenuItem')} emptyText={t('menuEmpty')} createFirstText={t('createFirstMenuItem')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} onRowClick={canWrite ? open : undefined} />
      <FormDialog {...dialog} title={r ? t('editMenuItem') : t('newMenuItem')}>
        <TextField label={t('menuTitle')} required {...register('title')} error={!!errors.title} helperText={errors.title?.message} />
        <Controller control={control} name="to" render={({ field }) => (
          <Autocomplete freeSolo options={links} value={field.value} onInputChange={(_e, v) => field.onChange(v)} onChange={(_e, v) => field.onChange(typeof v === 'string' ? v : v?.to ?? '')}
            getOptionLabel={(o) => (typeof o === 'string' ? o : o.to)} groupBy={(o) => o.group} filterOptions={filterLinks}
            renderOption={({ key, ...props }, o) => <li key={key} {...props}><span>{o.label}</span><Box component="code" sx={{ ml: 'auto', pl: 2, color: 'text.secondary', fontSize: 12 }}>{o.to}</Box></li>}
            renderInput={(params) => <TextField {...params} label={t('link')} required error={!!errors.to} helperText={errors.to?.message ?? t('linkHelp')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoCapitalize: 'none', spellCheck: false } }} />} />
        )} />
        <Controller control={control} name="parentId" render={({ field }) => (
          <TextField select label={t('parent')} value={field.value} onChange={field.onChange} error={!!errors.parentId} helperText={errors.parentId?.message}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('topLevel')}</MenuItem>
            {parents.map((m) => <MenuItem key={m.id} value={m.id}>{m.title}</MenuItem>)}
          </TextField>
        )} />
        <TextField label={t('order')} type="number" {...register('order', { valueAsNumber: true })} error={!!errors.order} helperText={errors.order?.message} />
        <Controller control={control} name="hidden" render={({ field }) => (
          <FormControlLabel label={t('hideFromShop')} control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
      </FormDialog>
    </>
  );
}
