'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useToast } from './ConsoleProviders';
import { useShopZone } from './dates';
import { useErrorText } from '@/components/forms/errors';

/**
 * Excel export of every row the filters select (not only the page on screen), and printing of the rows on screen.
 * The file is fetched first, so a refusal shows its message instead of downloading an error as a file.
 */
export function ExportButtons(p: { exportPath?: string; exportLabel?: string; params: Record<string, string | number | undefined>; onPrint?: () => void }) {
  const t = useTranslations('logs');
  const locale = useLocale();
  const zone = useShopZone();
  const toast = useToast();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);

  const exportExcel = async () => {
    const url = new URL(p.exportPath!, window.location.origin);
    for (const [k, v] of Object.entries(p.params)) if (k !== 'page' && k !== 'limit' && v !== undefined && v !== '') url.searchParams.set(k, String(v));
    url.searchParams.set('tz', zone); // the times on screen are the shop's
    url.searchParams.set('lang', locale === 'en' ? 'en' : 'vi');
    setBusy(true);
    try {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? res.statusText);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.xlsx';
      const href = URL.createObjectURL(await res.blob());
      const a = Object.assign(document.createElement('a'), { href, download: name });
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {p.exportPath && (
        <Button size="small" variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => void exportExcel()} disabled={busy} data-testid="export-excel">
          {busy ? t('exporting') : (p.exportLabel ?? t('exportExcel'))}
        </Button>
      )}
      {p.onPrint && <Button size="small" variant="outlined" startIcon={<PrintOutlined />} onClick={p.onPrint} data-testid="print">{t('print')}</Button>}
    </Box>
  );
}
