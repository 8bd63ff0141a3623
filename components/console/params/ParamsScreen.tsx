'use client';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ZParam, ZParamUpdate } from '@/lib/params/schemas';
import { api } from '@/lib/api/client';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog, applyServerError } from '../FormDialog';
import { useToast } from '../ConsoleProviders';
import { useRemove } from '../useRemove';

type TRow = { id: string; code: string; name: string; value: string; description: string | null; category: string; active: boolean; isSecret: boolean };

export function ParamsScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('params');
  const tc = useTranslations('common');
  const toast = useToast();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ open: boolean; row: TRow | null }>({ open: false, row: null });
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<Record<string, unknown>>({
    resolver: zodResolver((editing.row ? ZParamUpdate : ZParam) as never) as never,
  });
  useEffect(() => {
    if (editing.open) {
      const r = editing.row;
      reset({ code: r?.code ?? '', name: r?.name ?? '', value: r?.value ?? '', description: r?.description ?? '', category: r?.category ?? 'general', active: r?.active ?? true, isSecret: r?.isSecret ?? false });
      setFormError(null);
    }
  }, [editing, reset]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      if (editing.row) await api.put(`/api/v1/system-params/${editing.row.id}`, v);
      else await api.post('/api/v1/system-params/', v);
      toast({ message: tc('saved'), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['params'] });
      setEditing({ open: false, row: null });
    } catch (e) {
      setFormError(applyServerError(e, setError, ['code', 'name', 'value', 'description', 'category']));
    }
  });
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
        onCreate={() => setEditing({ open: true, row: null })} onEdit={(row) => setEditing({ open: true, row })} onDelete={remove} />
      <FormDialog open={editing.open} title={editing.row ? t('editTitle') : t('new')} onClose={() => setEditing({ open: false, row: editing.row })}
        onSubmit={onSubmit} submitting={isSubmitting} error={formError}>
        <TextField label={t('code')} required disabled={!!editing.row} {...register('code')} {...err('code')} />
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

