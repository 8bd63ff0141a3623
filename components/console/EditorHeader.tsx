'use client';
import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useConfirm } from './ConsoleProviders';

/**
 * The top of a full-page editor (products, pages, posts): back to the list, the record's title, where it shows in
 * the shop, and Save. Leaving with unsaved changes asks first, through the back button or by closing the tab.
 */
export function EditorHeader({ title, backHref, backLabel, dirty, submitting, canWrite, viewHref, submitLabel, children }: {
  title: string; backHref: string; backLabel: string; dirty: boolean; submitting: boolean; canWrite: boolean; viewHref?: string;
  /** The submit button's words when it does more than save ("Tạo đơn hàng"). */
  submitLabel?: string; children?: React.ReactNode;
}) {
  const t = useTranslations('editor');
  const tc = useTranslations('common');
  const router = useRouter();
  const confirm = useConfirm();
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const back = async () => {
    if (!dirty || (await confirm(t('discard')))) router.push(backHref);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
      <IconButton onClick={() => void back()} aria-label={backLabel}><ArrowBack /></IconButton>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Typography>
      {children}
      <Box sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
        {viewHref && <Button component={Link} href={viewHref} target="_blank" endIcon={<OpenInNew fontSize="small" />}>{t('viewInShop')}</Button>}
        {canWrite && <Button type="submit" variant="contained" disabled={submitting} data-testid="form-submit">{submitLabel ?? tc('save')}</Button>}
      </Box>
    </Box>
  );
}

/** A titled block of an editor page. */
export function EditorSection({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box component="section" data-testid={testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, bgcolor: 'background.paper', minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{title}</Typography>
      {children}
    </Box>
  );
}
