'use client';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ZParam, ZParamUpdate } from '@/lib/params/schemas';
import { withValueRule } from '@/lib/params/rules';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';

type TRow = { id: string; code: string; name: string; value: string; description: string | null; category: string; active: boolean; isSecret: boolean };

export function ParamsScreen({ canWrite, canBackup }: { canWrite: boolean; canBackup: boolean }) {
  const t = useTranslations('params');
  const tc = useTranslations('common');
  const { form, row, open, dialog } = useDialogForm<TRow, Record<string, unknown>>({
    // code names the parameter in code, so it is fixed once created.
    path: '/api/v1/system-params/', queryKey: 'params', schema: (r) => (r ? withValueRule(ZParamUpdate, r.code) : withValueRule(ZParam)), fields: ['code', 'name', 'value', 'description', 'category'],
    toForm: (r) => ({ code: r?.code ?? '', name: r?.name ?? '', value: r?.value ?? '', description: r?.description ?? '', category: r?.category ?? 'general', active: r?.active ?? true, isSecret: r?.isSecret ?? false }),
  });
  const { register, control, formState: { errors } } = form;
  const remove = useRemove<TRow>({ path: '/api/v1/system-params/', queryKey: 'params', name: (r) => r.code });

  const columns: GridColDef<TRow>[] = [
    { field: 'code', headerName: t('code'), flex: 1, minWidth: 160 },
    { field: 'name', headerName: t('name'), flex: 1.2, minWidth: 180 },
    { field: 'value', headerName: t('value'), flex: 1.5, minWidth: 200 },
    { field: 'category', headerName: t('category'), width: 120 },
    { field: 'active', headerName: tc('active'), width: 140, renderCell: ({ value }) => <Chip size="small" variant="outlined" color={value ? 'success' : 'default'} label={value ? tc('active') : tc('inactive')} /> },
  ];
  const err = (k: string) => ({ error: !!errors[k], helperText: errors[k]?.message as string | undefined });

  return (
    <>
      <ResourceGrid<TRow> queryKey="params" endpoint="/api/v1/system-params/pagination" columns={columns} canWrite={canWrite} title={t('title')} createLabel={t('new')} emptyText={t('empty')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove}
        // A plain link: the browser saves the stream to disk as it arrives, however large the shop.
        toolbar={canBackup && (
          <Tooltip title={t('backupHint')} describeChild>
            <Button size="small" variant="outlined" startIcon={<CloudDownloadOutlined />} href="/api/v1/backup" download data-testid="backup">{t('backup')}</Button>
          </Tooltip>
        )} />
      <FormDialog {...dialog} title={row ? t('editTitle') : t('new')}>
        <TextField label={t('code')} required disabled={!!row} {...register('code')} {...err('code')} />
        <TextField label={t('name')} required {...register('name')} {...err('name')} />
        <TextField label={t('value')} multiline minRows={1} {...register('value')} {...err('value')} />
        <TextField label={t('category')} {...register('category')} {...err('category')} />
        <TextField label={t('description')} multiline minRows={2} {...register('description')} {...err('description')} />
        {(['active', 'isSecret'] as const).map((k) => (
          <Controller key={k} name={k} control={control} render={({ field }) => (
            <FormControlLabel label={k === 'active' ? tc('active') : t('secret')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
          )} />
        ))}
      </FormDialog>
    </>
  );
}

