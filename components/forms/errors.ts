'use client';
import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';
import { apiErrorText, issueText, translateKeys, type TValidationT } from '@/lib/i18n/validation';

const useValidationT = () => useTranslations('validation') as unknown as TValidationT;

/** zodResolver with messages in the reader's language. `prepare` maps the form's values before they are parsed. */
export function useZodResolver<F extends FieldValues>(schema: z.ZodType, prepare?: (values: F) => unknown): Resolver<F> {
  const t = useValidationT();
  return useMemo(() => {
    const resolve = zodResolver(schema as never, { error: (issue: z.core.$ZodRawIssue) => issueText(t, issue) } as never) as unknown as Resolver<F>;
    return async (values, ctx, opts) => {
      const result = await resolve((prepare ? prepare(values) : values) as F, ctx, opts);
      translateKeys(result.errors, t);
      return result;
    };
  }, [schema, prepare, t]);
}

/** An error as a sentence in the reader's language: the server's key when it sent one, else by status or code. */
export function useErrorText() {
  const t = useValidationT();
  return useCallback((e: unknown): string => {
    if (!(e instanceof ApiError)) return e instanceof Error ? e.message : String(e);
    if (e.status === 0) return t('api.network');
    if (e.status === 408) return t('api.timeout');
    return apiErrorText(t, e.data) ?? e.message;
  }, [t]);
}

/** Puts a server's 400/409 on the field it names, or returns the message for the form as a whole. */
export function useServerError() {
  const text = useErrorText();
  return useCallback(<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>, fields: readonly string[]): string | null => {
    const field = e instanceof ApiError ? e.field?.split('.')[0] : undefined;
    if (field && fields.includes(field)) {
      // The field is named on screen already, so not in its message.
      setError(field as Path<T>, { message: text(e).replace(/^[\w.-]+: /, '') });
      return null;
    }
    return text(e);
  }, [text]);
}
