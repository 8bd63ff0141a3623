'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { api, ApiError } from '@/lib/api/client';
import type { TImportProblem, TStockChange } from '@/lib/catalog/stock-import';
import { formatPrice } from '@/lib/store/format';
import { useToast } from '../ConsoleProviders';
import { FileChooser } from '../FileChooser';
import { useFilePreview } from '../useFilePreview';

type TPreview = { changes: TStockChange[]; unchanged: number; problems: TImportProblem[] };
const SHOWN = 100;

/**
 * Prices and stock from an edited Excel export: the file is read on the server and what would change is shown; only
 * "Apply" writes, and a variant that moved since the file was read (an order took stock) sends it back to be read again.
 */
export function StockImportDialog({ open, onClose, currency }: { open: boolean; onClose: () => void; currency: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const toast = useToast();
  const qc = useQueryClient();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const { file, preview, error, setError, busy, setBusy, read, reset, errorText } = useFilePreview<TPreview>('/api/v1/product/import');
  const money = (n: number) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');

  const apply = async () => {
    if (!preview || !file) return;
    setBusy(true);
    try {
      const changes = preview.changes.map(({ productId, variantId, price, stock }) => ({ productId, variantId, price, stock }));
      const r = await api.post<{ products: number; variants: number }>('/api/v1/product/import/apply', { changes });
      toast({ message: t('importDone', { variants: r.variants, products: r.products }), severity: 'success' });
      await qc.invalidateQueries({ queryKey: ['products'] });
      close();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        await read(file);
        setError(t('importMoved'));
      } else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => { reset(); onClose(); };
  const problemText = (p: TImportProblem) => t('importProblem', { row: p.row, column: p.column ? t(p.column) : '', problem: t(`importProblems.${p.problem}`) });
  const fromTo = (c?: { from: number; to: number }, fmt: (n: number) => string = String) => (c ? `${fmt(c.from)} → ${fmt(c.to)}` : '—');
  const n = preview?.changes.length ?? 0;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="stock-import-title">
      <DialogTitle id="stock-import-title">{t('importTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">{t('importHelp')}</Typography>
        <FileChooser file={file} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy}
          chooseLabel={t('importChoose')} otherLabel={t('importOther')} testId="stock-import-file" onFile={(f) => void read(f)} />
        {error && <Alert severity="error" data-testid="stock-import-error">{error}</Alert>}
        {busy && !preview && <Typography role="status" variant="body2">{t('importReading')}</Typography>}
        {preview && (
          <>
            <Alert severity={preview.problems.length ? 'warning' : n ? 'info' : 'success'} data-testid="stock-import-summary">
              {t('importSummary', { changes: n, unchanged: preview.unchanged, problems: preview.problems.length })}
              {preview.problems.length > 0 && ` ${t('importFixFirst')}`}
            </Alert>
            {preview.problems.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="stock-import-problems">
                {preview.problems.slice(0, SHOWN).map((p) => <li key={`${p.row}-${p.column}`}><Typography variant="body2">{problemText(p)}</Typography></li>)}
                {preview.problems.length > SHOWN && <li><Typography variant="body2">{t('importMore', { n: preview.problems.length - SHOWN })}</Typography></li>}
              </Box>
            )}
            {n > 0 && (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="stock-import-changes">
                  <TableHead>
                    <TableRow><TableCell>{t('name')}</TableCell><TableCell>{t('variant')}</TableCell><TableCell>{t('price')}</TableCell><TableCell>{t('stock')}</TableCell></TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.changes.slice(0, SHOWN).map((c) => (
                      <TableRow key={`${c.productId}/${c.variantId}`}>
                        <TableCell>{c.name}</TableCell>
                        <TableCell>{[c.variant, c.sku].filter(Boolean).join(' · ') || '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{fromTo(c.price, money)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{fromTo(c.stock)}</TableCell>
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
        <Button variant="contained" onClick={apply} disabled={busy || !preview || n === 0 || preview.problems.length > 0} data-testid="stock-import-apply">
          {t('importApply', { n })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
