'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { api } from '@/lib/api/client';
import type { TStatus } from '@/lib/db/schema-store';
import { useConfirm, useToast } from '../ConsoleProviders';
import type { TProductRow } from './ProductsScreen';
import { useErrorText } from '@/components/forms/errors';

/**
 * Publish, archive or delete the ticked products. One request per product, in turn: a failure stops there and says
 * how many were done, so nothing is left half-known.
 */
export function ProductBulkActions({ rows, done }: { rows: TProductRow[]; done: () => void }) {
  const t = useTranslations('catalog');
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (each: (r: TProductRow) => Promise<unknown>, doneMessage: string) => {
    setBusy(true);
    let n = 0;
    try {
      for (const r of rows) { await each(r); n++; }
      toast({ message: doneMessage, severity: 'success' });
      done();
    } catch (e) {
      toast({ message: t('bulkFailed', { done: n, count: rows.length, error: errorText(e) }), severity: 'error' });
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ['products'] });
    }
  };
  const setStatus = (status: TStatus) => run((r) => api.put(`/api/v1/product/${r.id}`, { status }), t('bulkStatusDone', { count: rows.length, status: t(`status.${status}`) }));
  const remove = async () => {
    if (await confirm(t('bulkDeleteConfirm', { count: rows.length }))) await run((r) => api.delete(`/api/v1/product/${r.id}`), t('bulkDeleted', { count: rows.length }));
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
