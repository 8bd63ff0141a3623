'use client';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { useErrorText } from '@/components/forms/errors';

/**
 * An import dialog's first step: the chosen file is sent (multipart, field `file`) to `path`, which reads it and
 * answers what it would do, writing nothing. The dialog then shows `preview` and applies it itself.
 */
export function useFilePreview<P>(path: string) {
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (f: File) => {
    setFile(f);
    setBusy(true);
    setError(null);
    setPreview(null);
    try {
      const form = new FormData();
      form.set('file', f);
      setPreview(await api.post<P>(path, form));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const reset = () => { setFile(null); setPreview(null); setError(null); };
  return { file, preview, setPreview, error, setError, busy, setBusy, read, reset, errorText };
}
