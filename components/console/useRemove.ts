'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import { useConfirm, useToast } from './ConsoleProviders';
import { useErrorText } from '@/components/forms/errors';

/** The one delete action of the console: confirm, delete, say what happened, refresh the list. */
export function useRemove<R extends { id: string }>(opts: { path: string; queryKey: string; name: (row: R) => string }) {
  const tc = useTranslations('common');
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  return async (row: R) => {
    if (!(await confirm(tc('confirmDelete', { name: opts.name(row) })))) return;
    try {
      await api.delete(`${opts.path}${row.id}`);
      toast({ message: tc('deleted'), severity: 'success' });
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    }
    await qc.invalidateQueries({ queryKey: [opts.queryKey] });
  };
}
