'use client';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FieldValues, UseFormSetError, Path } from 'react-hook-form';
import { ApiError } from '@/lib/api/client';

/** Puts a server's 400/409 on the field it names, or returns the message for the form as a whole. */
export function applyServerError<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>, fields: string[]): string | null {
  if (e instanceof ApiError && e.field && fields.includes(e.field.split('.')[0])) {
    setError(e.field.split('.')[0] as Path<T>, { message: e.message.replace(/^[\w.]+: /, '') });
    return null;
  }
  return e instanceof Error ? e.message : String(e);
}

export function FormDialog(props: {
  open: boolean; title: string; onClose: () => void; onSubmit: (e: React.FormEvent) => void; submitting: boolean;
  error?: string | null; children: React.ReactNode;
}) {
  const t = useTranslations('common');
  const fullScreen = useMediaQuery('(max-width:600px)');
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="form-dialog-title">
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle id="form-dialog-title">{props.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {props.error && <Alert severity="error">{props.error}</Alert>}
          {props.children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.submitting} data-testid="form-submit">{t('save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
