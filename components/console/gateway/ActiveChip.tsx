'use client';
import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';

export function ActiveChip({ active }: { active: boolean }) {
  const tc = useTranslations('common');
  return <Chip size="small" variant="outlined" color={active ? 'success' : 'default'} label={active ? tc('active') : tc('inactive')} />;
}
