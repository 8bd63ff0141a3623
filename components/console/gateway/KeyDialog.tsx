'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';

/** Shows a freshly issued API key, the one time it exists outside the caller's hands. */
export function KeyDialog({ issued, onClose }: { issued: { name: string; key: string } | null; onClose: () => void }) {
  const t = useTranslations('gateway');
  const tc = useTranslations('common');
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (!issued) return;
    // The Clipboard API exists only on https and localhost; a console reached over plain http on the LAN copies the
    // selected text the old way.
    let ok = navigator.clipboard ? await navigator.clipboard.writeText(issued.key).then(() => true, () => false) : false;
    if (!ok) { input.current?.select(); ok = document.execCommand('copy'); }
    setCopied(ok);
  };
  return (
    <Dialog open={!!issued} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="key-dialog-title" slotProps={{ transition: { onExited: () => setCopied(false) } }}>
      <DialogTitle id="key-dialog-title">{issued ? t('keyTitle', { name: issued.name }) : ''}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{t('keyOnce')}</Alert>
        <TextField value={issued?.key ?? ''} label={t('apiKey')} data-testid="issued-key" inputRef={input}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' }, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>{copied ? t('copied') : t('copy')}</Button>
        <Button variant="contained" onClick={onClose}>{tc('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
