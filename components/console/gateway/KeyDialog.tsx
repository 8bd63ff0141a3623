'use client';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useCopy } from '../useCopy';

/** Shows a freshly issued API key, the one time it exists outside the caller's hands. */
export function KeyDialog({ issued, onClose }: { issued: { name: string; key: string } | null; onClose: () => void }) {
  const t = useTranslations('gateway');
  const tc = useTranslations('common');
  const { input, copied, copy, reset } = useCopy();
  return (
    <Dialog open={!!issued} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="key-dialog-title" slotProps={{ transition: { onExited: reset } }}>
      <DialogTitle id="key-dialog-title">{issued ? t('keyTitle', { name: issued.name }) : ''}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{t('keyOnce')}</Alert>
        <TextField value={issued?.key ?? ''} label={t('apiKey')} data-testid="issued-key" inputRef={input}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' }, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopy />} onClick={() => issued && void copy(issued.key)}>{copied ? t('copied') : t('copy')}</Button>
        <Button variant="contained" onClick={onClose}>{tc('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
