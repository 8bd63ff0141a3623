'use client';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useCopy } from '../useCopy';

/** The open request as a curl command, to copy for a partner's developer; the key stays out of it ($API_KEY). */
export function CurlDialog({ command, onClose }: { command: string | null; onClose: () => void }) {
  const t = useTranslations('runner');
  const tc = useTranslations('common');
  const { input, copied, copy, reset } = useCopy();
  return (
    <Dialog open={!!command} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="curl-dialog-title" slotProps={{ transition: { onExited: reset } }}>
      <DialogTitle id="curl-dialog-title">{t('curlTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('curlHelp')}</Typography>
        <TextField multiline value={command ?? ''} label={t('curlTitle')} inputRef={input} data-testid="curl-command"
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopy />} onClick={() => command && void copy(command)}>{copied ? t('copied') : t('copy')}</Button>
        <Button variant="contained" onClick={onClose}>{tc('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
