'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import Switch from '@mui/material/Switch';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import { ZTargetSystem } from '@/lib/gateway/schemas';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';
import { ActiveChip } from './ActiveChip';

export type TTargetSystem = {
  id: string; name: string; code: string; origin_url: string; activate: boolean; auth_header: string; timeout_ms: number;
  auth_key_set: boolean; auth_key_hint: string | null;
};
type TForm = { name: string; code: string; origin_url: string; activate?: boolean; auth_key?: string | null; auth_header?: string; timeout_ms?: number };

const FIELDS = ['name', 'code', 'origin_url', 'auth_key', 'auth_header', 'timeout_ms'];

export function TargetSystemsScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('gateway');
  const tc = useTranslations('common');
  const router = useRouter();
  const [clearKey, setClearKey] = useState(false);
  const { form, row: r, open, dialog } = useDialogForm<TTargetSystem, TForm>({
    path: '/api/v1/target-system/', queryKey: 'target-systems', schema: ZTargetSystem, fields: FIELDS,
    toForm: (r) => ({ name: r?.name ?? '', code: r?.code ?? '', origin_url: r?.origin_url ?? '', activate: r?.activate ?? true, auth_key: '', auth_header: r?.auth_header ?? 'Authorization', timeout_ms: r?.timeout_ms ?? 60_000 }),
    // The key is write-only: an empty field keeps the stored one, unless the user asked to remove it.
    toBody: ({ auth_key, ...rest }) => (clearKey ? { ...rest, auth_key: null } : auth_key ? { ...rest, auth_key } : rest),
    onOpen: () => setClearKey(false),
  });
  const { register, control, formState: { errors } } = form;
  const remove = useRemove<TTargetSystem>({ path: '/api/v1/target-system/', queryKey: 'target-systems', name: (r) => r.name });

  const columns: GridColDef<TTargetSystem>[] = [
    { field: 'name', headerName: t('name'), flex: 1, minWidth: 160 },
    { field: 'code', headerName: t('code'), width: 130, renderCell: ({ value }) => <code>{value}</code> },
    { field: 'origin_url', headerName: t('originUrl'), flex: 1.5, minWidth: 200 },
    { field: 'auth_key_set', headerName: t('authKeySet'), width: 150, valueGetter: (_v, r) => (r.auth_key_set ? `${r.auth_header}: ${r.auth_key_hint ?? '••••'}` : t('none')) },
    { field: 'timeout_ms', headerName: t('timeoutMs'), width: 120, type: 'number' },
    { field: 'activate', headerName: t('status'), width: 130, renderCell: ({ value }) => <ActiveChip active={!!value} /> },
    {
      field: 'apis', type: 'actions', headerName: t('apis'), width: 70,
      getActions: ({ row }) => [<GridActionsCellItem key="apis" icon={<ApiOutlined />} label={t('apis')} onClick={() => router.push(`/console/gateway/target-apis?target_system_id=${row.id}`)} />],
    },
  ];

  return (
    <>
      <ResourceGrid<TTargetSystem> title={t('targetsTitle')} queryKey="target-systems" endpoint="/api/v1/target-system/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('newTarget')} emptyText={t('targetsEmpty')} createFirstText={t('createFirstTarget')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} />
      <FormDialog {...dialog} title={r ? t('editTarget') : t('newTarget')}>
        <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
        <TextField label={t('code')} required {...register('code')} error={!!errors.code} helperText={errors.code?.message ?? t('codeHelp')}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }} />
        <TextField label={t('originUrl')} required placeholder="https://erp.example.com/api" {...register('origin_url')} error={!!errors.origin_url}
          helperText={errors.origin_url?.message} slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }} />
        <TextField label={t('authHeader')} {...register('auth_header')} error={!!errors.auth_header} helperText={errors.auth_header?.message} />
        <TextField label={t('authKey')} type="password" autoComplete="new-password" disabled={clearKey} {...register('auth_key')} error={!!errors.auth_key}
          helperText={errors.auth_key?.message ?? (r?.auth_key_set ? t('authKeyKeep', { hint: r.auth_key_hint ?? '••••' }) : t('authKeyHelp'))} />
        {r?.auth_key_set && (
          <FormControlLabel label={t('authKeyClear')} control={<Checkbox checked={clearKey} onChange={(e) => setClearKey(e.target.checked)} />} />
        )}
        <TextField label={t('timeoutMs')} type="number" {...register('timeout_ms', { valueAsNumber: true })} error={!!errors.timeout_ms}
          helperText={errors.timeout_ms?.message ?? t('timeoutHelp')} slotProps={{ htmlInput: { min: 100, max: 600000, step: 100 } }} />
        <Controller name="activate" control={control} render={({ field }) => (
          <FormControlLabel label={tc('active')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
      </FormDialog>
    </>
  );
}
