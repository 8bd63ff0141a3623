'use client';
import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import type { TStatus } from '@/lib/db/schema-store';

const COLOR = { draft: 'default', published: 'success', archived: 'warning' } as const;

/** Draft, published or archived: products, pages and posts share these states. */
export function PublishChip({ status }: { status: TStatus }) {
  const t = useTranslations('catalog');
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`status.${status}`)} sx={{ color: 'text.primary' }} />;
}
