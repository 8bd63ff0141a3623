'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useErrorText } from '@/components/forms/errors';

/** A failed read, in the reader's language; nothing when there is no error. */
export function QueryError({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const text = useErrorText();
  return error ? <Alert severity="error" sx={sx}>{text(error)}</Alert> : null;
}

/** A record that has not arrived: why, if its read failed, else a spinner. */
export function Pending({ error }: { error: unknown }) {
  const t = useTranslations('common');
  if (error) return <QueryError error={error} />;
  return <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}><CircularProgress aria-label={t('loading')} /></Box>;
}
