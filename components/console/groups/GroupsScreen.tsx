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
import { ZGroup } from '@/lib/groups/schemas';
import { api } from '@/lib/api/client';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog, applyServerError } from '../FormDialog';
import { useToast } from '../ConsoleProviders';
import { useRemove } from '../useRemove';

type TRow = { id: string; name: string; description: string | null; is_activate: boolean; memberCount: number };
type TForm = { name: string; description?: string | null; is_activate?: boolean };

export function GroupsScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('groups');
  const tc = useTranslations('common');
  const te = useTranslations('errors');
  const toast = useToast();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ open: boolean; row: TRow | null }>({ open: false, row: null });
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<TForm>({ resolver: zodResolver(ZGroup) });
  useEffect(() => {
    if (editing.open) { reset({ name: editing.row?.name ?? '', description: editing.row?.description ?? '', is_activate: editing.row?.is_activate ?? true }); setFormError(null); }
  }, [editing, reset]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      if (editing.row) await api.put(`/api/v1/group/${editing.row.id}`, v);
      else await api.post('/api/v1/group/', v);
      toast({ message: tc('saved'), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['groups'] });
      setEditing({ open: false, row: null });
    } catch (e) {
      setFormError(applyServerError(e, setError, ['name', 'description']));
    }
  });
  const remove = useRemove<TRow>({ path: '/api/v1/group/', queryKey: 'groups', name: (r) => r.name });

  const columns: GridColDef<TRow>[] = [
    { field: 'name', headerName: t('name'), flex: 1, minWidth: 160 },
    { field: 'description', headerName: t('description'), flex: 2, minWidth: 200 },
    { field: 'memberCount', headerName: t('members'), width: 120, type: 'number' },
    { field: 'is_activate', headerName: tc('active'), width: 140, renderCell: ({ value }) => <Chip size="small" variant="outlined" color={value ? 'success' : 'default'} label={value ? tc('active') : tc('inactive')} /> },
  ];

  return (
    <>
      <ResourceGrid<TRow> title={t('title')} queryKey="groups" endpoint="/api/v1/group/pagination" columns={columns} canWrite={canWrite}
        createLabel={t('new')} emptyText={t('empty')} createFirstText={t('createFirst')}
        onCreate={() => setEditing({ open: true, row: null })} onEdit={(row) => setEditing({ open: true, row })} onDelete={remove} />
      <FormDialog open={editing.open} title={editing.row ? t('editTitle') : t('new')} onClose={() => setEditing({ open: false, row: editing.row })}
        onSubmit={onSubmit} submitting={isSubmitting} error={formError}>
        <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name ? te('nameRequired') : undefined} />
        <TextField label={t('description')} multiline minRows={2} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
        <Controller name="is_activate" control={control} render={({ field }) => (
          <FormControlLabel label={tc('active')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
      </FormDialog>
    </>
  );
}
