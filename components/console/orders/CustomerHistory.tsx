'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { api } from '@/lib/api/client';
import type { TCustomer } from '@/lib/customers/service';
import type { TJson } from '@/lib/wire';
import { formatPrice } from '@/lib/store/format';
import { failedOrders, isRisky } from '@/lib/customers/risk';

/**
 * What the shop knows of this phone before confirming a cash-on-delivery order: a first order, or how many before,
 * how many delivered, cancelled and returned, and what they bought. Many of the last two stand out (a parcel refused
 * at the door costs the courier's trip both ways).
 */
export function CustomerHistory({ phone }: { phone: string }) {
  const t = useTranslations('customers');
  const locale = useLocale();
  const q = useQuery({
    queryKey: ['orders', 'customer', phone],
    queryFn: ({ signal }) => api.get<TJson<TCustomer>>(`/api/v1/customer/${encodeURIComponent(phone)}`, { signal }),
  });
  const c = q.data;
  if (!c) return null;
  const risky = isRisky(c);
  return (
    <Typography component="div" sx={{ fontSize: 13, color: 'text.secondary', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="customer-history">
      <span>{c.orders <= 1 ? t('firstTime') : t('history', { orders: c.orders, delivered: c.delivered, cancelled: c.cancelled, returned: c.returned, spent: formatPrice(c.spent, c.currency, locale === 'en' ? 'en-US' : 'vi-VN') })}</span>
      {risky && c.orders > 1 && <Chip size="small" color="warning" variant="outlined" label={t('manyCancelled', { cancelled: failedOrders(c), orders: c.orders })} sx={{ color: 'text.primary' }} />}
      {c.codBlocked && <Chip size="small" color="error" variant="outlined" label={t('codBlocked')} sx={{ color: 'text.primary' }} />}
      {/* A full load: the list under this drawer takes its search from the address when it opens. */}
      {c.orders > 1 && <a href={`/console/orders?query=${encodeURIComponent(phone)}`}>{t('ordersOf')}</a>}
      {c.note && <Box component="span" sx={{ width: '100%', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{t('note')}: {c.note}</Box>}
    </Typography>
  );
}
