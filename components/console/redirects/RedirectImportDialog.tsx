'use client';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { api } from '@/lib/api/client';
import type { TTransferProblem, TTransferRow } from '@/lib/redirects/transfer';
import { useToast } from '../ConsoleProviders';
import { FileChooser } from '../FileChooser';
import { useFilePreview } from '../useFilePreview';

type TPreview = { changes: TTransferRow[]; unchanged: number; problems: TTransferProblem[] };
type TApplied = { added: number; updated: number; problems: { index: number; field: string; problem: string }[] };
const SHOWN = 100;

/**
 * Redirects from a moving shop's file (Shopify's redirect CSV, or two columns in Excel): read on the server, shown as
 * what would be added and changed; only "Import" writes. Rows with problems are listed with their line, to be fixed
 * in the file first.
 */
export function RedirectImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('redirects');
  const tv = useTranslations('validation');
  const toast = useToast();
  const qc = useQueryClient();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const { file, preview, setPreview, error, setError, busy, setBusy, read, reset, errorText } = useFilePreview<TPreview>('/api/v1/redirect/import');

  const problem = (key: string) => (tv.has(key) ? tv(key) : key);
  const apply = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const list = preview.changes.map(({ fromPath, toPath }) => ({ fromPath, toPath }));
      const r = await api.post<TApplied>('/api/v1/redirect/import/apply', { redirects: list });
      await qc.invalidateQueries({ queryKey: ['redirects'] });
      toast({ message: t('importDone', { added: r.added, updated: r.updated }), severity: 'success' });
      if (r.problems.length) {
        // Only a loop the preview could not see (two rows pointing at each other) is refused here.
        setPreview({ changes: [], unchanged: 0, problems: r.problems.map((p) => ({ row: preview.changes[p.index].row, column: p.field as TTransferProblem['column'], problem: p.problem })) });
      } else close();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => { reset(); onClose(); };
  const count = (a: TTransferRow['action']) => preview?.changes.filter((c) => c.action === a).length ?? 0;
  const n = preview?.changes.length ?? 0;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="redirect-import-title">
      <DialogTitle id="redirect-import-title">{t('importTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">{t('importHelp')}</Typography>
        <FileChooser file={file} accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy}
          chooseLabel={t('importChoose')} otherLabel={t('importOther')} testId="redirect-import-file" onFile={(f) => void read(f)} />
        {error && <Alert severity="error">{error}</Alert>}
        {busy && !preview && <Typography role="status" variant="body2">{t('importReading')}</Typography>}
        {preview && (
          <>
            <Alert severity={preview.problems.length ? 'warning' : n ? 'info' : 'success'} data-testid="redirect-import-summary">
              {t('importSummary', { add: count('add'), update: count('update'), unchanged: preview.unchanged, problems: preview.problems.length })}
            </Alert>
            {preview.problems.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="redirect-import-problems">
                {preview.problems.slice(0, SHOWN).map((p) => (
                  <li key={`${p.row}-${p.column}`}>
                    <Typography variant="body2">{t('importProblem', { row: p.row, column: p.column ? t(p.column) : '', problem: problem(p.problem) })}</Typography>
                  </li>
                ))}
                {preview.problems.length > SHOWN && <li><Typography variant="body2">{t('importMore', { n: preview.problems.length - SHOWN })}</Typography></li>}
              </Box>
            )}
            {n > 0 && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="redirect-import-changes">
                  <TableHead>
                    <TableRow><TableCell>{t('importRow')}</TableCell><TableCell>{t('fromPath')}</TableCell><TableCell>{t('toPath')}</TableCell><TableCell /></TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.changes.slice(0, SHOWN).map((c) => (
                      <TableRow key={c.fromPath}>
                        <TableCell>{c.row}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}><code>{c.fromPath}</code></TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}><code>{c.toPath}</code></TableCell>
                        <TableCell><Chip size="small" variant="outlined" color={c.action === 'add' ? 'success' : 'info'} label={t(`action_${c.action}`)} /></TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {n > SHOWN && <Typography variant="body2" sx={{ mt: 1 }}>{t('importMore', { n: n - SHOWN })}</Typography>}
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('importCancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={busy || !preview || n === 0} data-testid="redirect-import-apply">{t('importApply', { n })}</Button>
      </DialogActions>
    </Dialog>
  );
}
