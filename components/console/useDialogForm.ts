'use client';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client';
import { useServerError, useZodResolver } from '@/components/forms/errors';
import { useToast } from './ConsoleProviders';

type TOptions<R, F> = {
  /** The collection's path with its trailing slash: POST to it, PUT to it plus the id. */
  path: string;
  /** The react-query key the grid reads, refreshed after a save. */
  queryKey: string;
  /** The schema, or one per row (an update may allow less than a create); read when the dialog opens. */
  schema: z.ZodType | ((row: R | null) => z.ZodType);
  /** Fields a server error may name; any other error shows above the form. */
  fields: readonly string[];
  /** The values the dialog opens with, for a row or for a new record. */
  toForm: (row: R | null) => F;
  toBody?: (values: F, row: R | null) => unknown;
  onOpen?: (row: R | null) => void;
};

/** The console's create-or-edit dialog: open on a row or empty, validate, POST or PUT, say so, refresh, close. */
export function useDialogForm<R extends { id: string }, F extends FieldValues>(opts: TOptions<R, F>) {
  const tc = useTranslations('common');
  const toast = useToast();
  const qc = useQueryClient();
  const serverError = useServerError();
  const [editing, setEditing] = useState<{ open: boolean; row: R | null }>({ open: false, row: null });
  const [formError, setFormError] = useState<string | null>(null);
  // Built once per row (the option is often an inline function): a schema made on every render rebuilt the resolver
  // on every render.
  const schemaOf = opts.schema;
  const schema = useMemo(() => (typeof schemaOf === 'function' ? schemaOf(editing.row) : schemaOf), [editing.row]);
  const form = useForm<F>({ resolver: useZodResolver<F>(schema) });

  const open = (row: R | null) => {
    form.reset(opts.toForm(row) as DefaultValues<F>);
    setFormError(null);
    opts.onOpen?.(row);
    setEditing({ open: true, row });
  };
  // The row stays while the dialog fades out, so its title does not change under the user's eyes.
  const close = () => setEditing((e) => ({ open: false, row: e.row }));

  const onSubmit = form.handleSubmit(async (values) => {
    const row = editing.row;
    const body = opts.toBody ? opts.toBody(values, row) : values;
    try {
      if (row) await api.put(`${opts.path}${row.id}`, body);
      else await api.post(opts.path, body);
      toast({ message: tc('saved'), severity: 'success' });
      await qc.invalidateQueries({ queryKey: [opts.queryKey] });
      close();
    } catch (e) {
      setFormError(serverError(e, form.setError, opts.fields));
    }
  });

  return {
    form, row: editing.row, open, close,
    /** Spread into FormDialog. */
    dialog: { open: editing.open, onClose: close, onSubmit, submitting: form.formState.isSubmitting, error: formError },
  };
}
