'use client';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ZGroup } from '@/lib/groups/schemas';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';

type TRow = { id: string; name: string; description: string | null; is_activate: boolean; memberCount: number };
type TForm = { name: string; description?: string | null; is_activate?: boolean };

export function GroupsScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('groups');
  const tc = useTranslations('common');
  const { form, row, open, dialog } = useDialogForm<TRow, TForm>({
    path: '/api/v1/group/', queryKey: 'groups', schema: ZGroup, fields: ['name', 'description'],
    toForm: (r) => ({ name: r?.name ?? '', description: r?.description ?? '', is_activate: r?.is_activate ?? true }),
  });
  const { register, control, formState: { errors } } = form;
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
        onCreate={() => open(null)} onEdit={open} onDelete={remove} />
      <FormDialog {...dialog} title={row ? t('editTitle') : t('new')}>
        <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
        <TextField label={t('description')} multiline minRows={2} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
        <Controller name="is_activate" control={control} render={({ field }) => (
          <FormControlLabel label={tc('active')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
      </FormDialog>
    </>
  );
}
