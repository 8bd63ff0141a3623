'use client';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import useMediaQuery from '@mui/material/useMediaQuery';

export function FormDialog(props: {
  open: boolean; title: string; onClose: () => void; onSubmit: (e: React.FormEvent) => void; submitting: boolean;
  error?: string | null; children: React.ReactNode;
  /** What the submit button does, when "Lưu" would undersell it ("Gửi hàng"). */
  submitLabel?: string;
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
          <Button type="submit" variant="contained" disabled={props.submitting} data-testid="form-submit">{props.submitLabel ?? t('save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
