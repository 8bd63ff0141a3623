'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import { api } from '@/lib/api/client';
import type { TStatus } from '@/lib/db/schema-store';
import { useConfirm } from '../ConsoleProviders';
import { useBulkRun } from '../useBulkRun';
import type { TProductRow } from './ProductsScreen';

/** Publish, archive or delete the ticked products, one request each (useBulkRun). */
export function ProductBulkActions({ rows, done }: { rows: TProductRow[]; done: () => void }) {
  const t = useTranslations('catalog');
  const confirm = useConfirm();
  const { run, busy } = useBulkRun<TProductRow>('products', done);
  const setStatus = (status: TStatus) => run(rows, (r) => api.put(`/api/v1/product/${r.id}`, { status }), t('bulkStatusDone', { count: rows.length, status: t(`status.${status}`) }));
  const remove = async () => {
    if (await confirm(t('bulkDeleteConfirm', { count: rows.length }))) await run(rows, (r) => api.delete(`/api/v1/product/${r.id}`), t('bulkDeleted', { count: rows.length }));
  };
  return (
    <>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void setStatus('published')}>{t('bulkPublish')}</Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void setStatus('draft')}>{t('bulkDraft')}</Button>
      <Button size="small" variant="outlined" disabled={busy} onClick={() => void setStatus('archived')}>{t('bulkArchive')}</Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => void remove()}>{t('bulkDelete')}</Button>
    </>
  );
}
