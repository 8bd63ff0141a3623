'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import Chip from '@mui/material/Chip';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { REDIRECT_ORIGINS, type TRedirectOrigin } from '@/lib/db/schema-redirects';
import { ZRedirect } from '@/lib/redirects/paths';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useDialogForm } from '../useDialogForm';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { ExportButtons } from '../ExportButtons';
import { RedirectImportDialog } from './RedirectImportDialog';

type TRedirect = { id: string; fromPath: string; toPath: string; origin: TRedirectOrigin; hits: number; lastHitAt: string | null };
type TForm = { fromPath: string; toPath: string };

/* Old addresses and where they now send visitors. The shop adds one itself when a slug changes; an administrator
   adds the addresses of a shop moved here from elsewhere. A redirect applies only where the shop would answer 404,
   so the screen says so rather than letting an administrator think a live page can be moved by one. */
export function RedirectsScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('redirects');
  const { localTime } = useDates();
  const origin = useFilterValue('origin', REDIRECT_ORIGINS);
  const [importing, setImporting] = useState(false);
  const { form, row, open, dialog } = useDialogForm<TRedirect, TForm>({
    path: '/api/v1/redirect/', queryKey: 'redirects', schema: ZRedirect, fields: ['fromPath', 'toPath'],
    toForm: (r) => ({ fromPath: r?.fromPath ?? '', toPath: r?.toPath ?? '' }),
  });
  const { register, formState: { errors } } = form;
  const remove = useRemove<TRedirect>({ path: '/api/v1/redirect/', queryKey: 'redirects', name: (r) => r.fromPath });

  const columns: GridColDef<TRedirect>[] = [
    { field: 'fromPath', headerName: t('fromPath'), flex: 1, minWidth: 180, renderCell: ({ value }) => <code>{value}</code> },
    { field: 'toPath', headerName: t('toPath'), flex: 1, minWidth: 180, renderCell: ({ value }) => <code>{value}</code> },
    {
      field: 'origin', headerName: t('origin'), width: 140,
      renderCell: ({ row: r }) => <Chip size="small" variant="outlined" color={r.origin === 'slug' ? 'info' : 'default'} label={t(`origin_${r.origin}`)} />,
    },
    { field: 'hits', headerName: t('hits'), width: 110, type: 'number' },
    { field: 'lastHitAt', headerName: t('lastHitAt'), width: 150, valueFormatter: (v) => localTime(v as string | null) },
    {
      field: 'try', type: 'actions', headerName: t('try'), width: 60,
      getActions: ({ row: r }) => [<GridActionsCellItem key="try" icon={<OpenInNewOutlined />} label={t('tryOf', { path: r.fromPath })}
        onClick={() => window.open(r.fromPath, '_blank', 'noopener')} />],
    },
  ];

  return (
    <>
      <ResourceGrid<TRedirect> title={t('title')} queryKey="redirects" endpoint="/api/v1/redirect/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('new')} emptyText={t('empty')} createFirstText={t('createFirst')} searchLabel={t('search')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} onRowClick={canWrite ? open : undefined} extraQuery={{ origin: origin ?? '' }}
        toolbar={(
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <FilterSelect param="origin" label={t('origin')} anyLabel={t('anyOrigin')} options={REDIRECT_ORIGINS.map((o) => ({ value: o, label: t(`origin_${o}`) }))} />
            {canWrite && <Button size="small" variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>{t('importOpen')}</Button>}
            <ExportButtons exportPath="/api/v1/redirect/export" exportLabel={t('exportOpen')} params={{}} />
          </Box>
        )} />
      <RedirectImportDialog open={importing} onClose={() => setImporting(false)} />
      <FormDialog {...dialog} title={row ? t('edit') : t('new')}>
        <Alert severity="info" variant="outlined">{t('rule')}</Alert>
        <TextField label={t('fromPath')} required {...register('fromPath')} error={!!errors.fromPath} placeholder="/san-pham/ao-thun-cu"
          helperText={errors.fromPath?.message ?? t('fromPathHelp')} slotProps={{ htmlInput: { spellCheck: false } }} />
        <TextField label={t('toPath')} required {...register('toPath')} error={!!errors.toPath} placeholder="/product/ao-thun"
          helperText={errors.toPath?.message ?? t('toPathHelp')} slotProps={{ htmlInput: { spellCheck: false } }} />
      </FormDialog>
    </>
  );
}
