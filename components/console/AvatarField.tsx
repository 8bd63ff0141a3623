'use client';
import { useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { api } from '@/lib/api/client';
import { useErrorText } from '@/components/forms/errors';

/** An image picked from disk, uploaded as an attachment (checked by content on the server); the value is its URL. */
export function AvatarField({ value, onChange, label, removeLabel, name }: {
  value: string; onChange: (url: string) => void; label: string; removeLabel: string; name: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorText = useErrorText();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await api.upload(file)).url);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, gridColumn: { sm: '1 / -1' } }}>
      <Avatar src={value || undefined} alt={name} sx={{ width: 56, height: 56 }} data-testid="avatar-preview" />
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="avatar-input" />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy}>{label}</Button>
      {value && <Button onClick={() => onChange('')} disabled={busy}>{removeLabel}</Button>}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
