'use client';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { HTTP_METHODS, ZTargetApi } from '@/lib/gateway/schemas';
import { api } from '@/lib/api/client';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';
import { useListState } from '../useListState';
import { ActiveChip } from './ActiveChip';
import type { TTargetSystem } from './TargetSystemsScreen';

export type TTargetApi = {
  id: string; api_name: string; path: string; method: (typeof HTTP_METHODS)[number]; status: 'active' | 'inactive';
  description: string | null; target_system_id: string;
};
type TForm = z.infer<typeof ZTargetApi>;

/** Every target system, for pickers and for naming a row's target. */
export function useTargetSystems() {
  return useQuery({ queryKey: ['target-systems', 'all'], queryFn: ({ signal }) => api.get<TTargetSystem[]>('/api/v1/target-system/', { signal }) });
}

/** Every target API, for pickers and for naming a logged call's API. */
export function useTargetApis() {
  return useQuery({ queryKey: ['target-apis', 'all'], queryFn: ({ signal }) => api.get<TTargetApi[]>('/api/v1/target-api/', { signal }) });
}

export function TargetApisScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('gateway');
  const tc = useTranslations('common');
  const list = useListState();
  const targetFilter = list.get('target_system_id');
  const targets = useTargetSystems();
  const byId = useMemo(() => new Map((targets.data ?? []).map((s) => [s.id, s])), [targets.data]);
  const { form, row, open, dialog } = useDialogForm<TTargetApi, TForm>({
    path: '/api/v1/target-api/', queryKey: 'target-apis', schema: ZTargetApi, fields: ['api_name', 'path', 'method', 'status', 'description', 'target_system_id'],
    toForm: (r) => ({
      api_name: r?.api_name ?? '', path: r?.path ?? '/', method: r?.method ?? 'GET', status: r?.status ?? 'active', description: r?.description ?? '',
      target_system_id: r?.target_system_id ?? (targetFilter || targets.data?.[0]?.id || ''),
    }),
  });
  const { register, control, formState: { errors } } = form;
  const remove = useRemove<TTargetApi>({ path: '/api/v1/target-api/', queryKey: 'target-apis', name: (r) => `${r.method} ${r.path}` });

  const columns: GridColDef<TTargetApi>[] = [
    { field: 'api_name', headerName: t('apiName'), flex: 1, minWidth: 160 },
    { field: 'method', headerName: t('method'), width: 100, renderCell: ({ value }) => <Chip size="small" label={value} /> },
    { field: 'path', headerName: t('path'), flex: 1, minWidth: 160, renderCell: ({ value }) => <code>{value}</code> },
    {
      field: 'gateway', headerName: t('gatewayUrl'), flex: 1.4, minWidth: 220, sortable: false,
      valueGetter: (_v, r) => { const s = byId.get(r.target_system_id); return s ? `/gateway/${s.code}${r.path === '/' ? '' : r.path}` : ''; },
      renderCell: ({ value }) => <code>{value}</code>,
    },
    { field: 'target_system_id', headerName: t('targetSystem'), width: 170, valueGetter: (v) => byId.get(v as string)?.name ?? '' },
    { field: 'status', headerName: t('status'), width: 130, renderCell: ({ value }) => <ActiveChip active={value === 'active'} /> },
  ];

  const noTargets = targets.isSuccess && targets.data.length === 0;
  return (
    <>
      <ResourceGrid<TTargetApi> title={t('apisTitle')} queryKey="target-apis" endpoint="/api/v1/target-api/pagination" columns={columns}
        canWrite={canWrite && !noTargets} createLabel={t('newApi')} emptyText={noTargets ? t('needTarget') : t('apisEmpty')} createFirstText={t('createFirstApi')}
        extraQuery={targetFilter ? { target_system_id: targetFilter } : {}}
        onCreate={() => open(null)} onEdit={open} onDelete={remove}
        toolbar={
          <TextField select size="small" label={t('targetSystem')} value={byId.has(targetFilter) ? targetFilter : ''} sx={{ minWidth: 220 }}
            onChange={(e) => list.set({ target_system_id: e.target.value, page: undefined })}>
            <MenuItem value="">{t('allTargets')}</MenuItem>
            {(targets.data ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
          </TextField>
        } />
      <FormDialog {...dialog} title={row ? t('editApi') : t('newApi')}>
        <TextField label={t('apiName')} required {...register('api_name')} error={!!errors.api_name} helperText={errors.api_name?.message} />
        <Controller name="target_system_id" control={control} render={({ field }) => (
          <TextField select label={t('targetSystem')} required {...field} value={field.value ?? ''} error={!!errors.target_system_id} helperText={errors.target_system_id?.message}>
            {(targets.data ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.name} ({s.code})</MenuItem>)}
          </TextField>
        )} />
        <Controller name="method" control={control} render={({ field }) => (
          <TextField select label={t('method')} required {...field} error={!!errors.method} helperText={errors.method?.message}>
            {HTTP_METHODS.map((m) => <MenuItem key={m} value={m}>{m}</MenuItem>)}
          </TextField>
        )} />
        <TextField label={t('path')} required {...register('path')} error={!!errors.path} helperText={errors.path?.message ?? t('pathHelp')}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }} />
        <TextField label={t('description')} multiline minRows={2} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
        <Controller name="status" control={control} render={({ field }) => (
          <FormControlLabel label={tc('active')} control={<Switch checked={field.value === 'active'} onChange={(e) => field.onChange(e.target.checked ? 'active' : 'inactive')} />} />
        )} />
      </FormDialog>
    </>
  );
}
