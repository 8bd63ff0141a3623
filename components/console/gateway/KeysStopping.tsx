'use client';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { api } from '@/lib/api/client';
import { keysStopping } from '@/lib/gateway/expiry';
import { useDates } from '../dates';
import type { TSourceSystem } from './SourceSystemsScreen';

/** The dashboard's warning: source systems whose key stops this week (or stopped last week), before a partner's
    calls start to get 403. Nothing is shown when there is none. */
export function KeysStopping() {
  const t = useTranslations('gateway');
  const { localTime } = useDates();
  const sources = useQuery({ queryKey: ['source-systems', 'all'], queryFn: ({ signal }) => api.get<TSourceSystem[]>('/api/v1/source-system/', { signal }) });
  const stopping = keysStopping(sources.data ?? []);
  if (!stopping.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="keys-stopping"
      action={<Button component={Link} href="/console/gateway/source-systems" color="inherit" size="small">{t('openSources')}</Button>}>
      <AlertTitle>{t('expiringTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {stopping.map(({ source: s, expiry: e }) => (
          <li key={s.id}>{e.kind === 'soon'
            ? t('expiringSoon', { name: s.name, days: e.days, date: localTime(s.expiry_date) })
            : t('expiredKey', { name: s.name, date: localTime(s.expiry_date) })}</li>
        ))}
      </ul>
    </Alert>
  );
}
