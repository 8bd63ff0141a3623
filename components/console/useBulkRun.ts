'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from './ConsoleProviders';
import { useErrorText } from '@/components/forms/errors';

/**
 * Runs one request per ticked row, in turn. A failure stops there and says how many were done, so nothing is left
 * half-known; the list is read again either way.
 */
export function useBulkRun<R>(queryKey: string, done: () => void) {
  const t = useTranslations('common');
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (rows: R[], each: (r: R) => Promise<unknown>, doneMessage: string) => {
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
      await qc.invalidateQueries({ queryKey: [queryKey] });
    }
  };
  return { run, busy };
}
