'use client';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { api } from '@/lib/api/client';
import { fromWireDate } from '@/lib/wire';
import { useListState } from '../useListState';
import { QueryError } from '../QueryError';
import { useShopZone } from '../dates';
import { KeysStopping } from './KeysStopping';

type TRange = '1h' | '24h' | '7d';
type TPoint = { t: string; processed: number; errors: number; avg_ms: number };
type TDashboard = { range: TRange; processed: number; errors: number; in_flight: number; avg_ms: number; series: TPoint[] };

const RANGES: Record<TRange, { ms: number; step: number }> = {
  '1h': { ms: 3_600_000, step: 60_000 }, '24h': { ms: 86_400_000, step: 60_000 }, '7d': { ms: 7 * 86_400_000, step: 3_600_000 },
};
/** Figures refresh on their own while the screen is open: these are live counters. */
const REFRESH_MS = 5_000;

/** The server sends only buckets that saw calls; the chart needs every bucket, quiet ones at zero. */
function fillBuckets(series: TPoint[], range: TRange, now: number) {
  const { ms, step } = RANGES[range];
  const byTime = new Map(series.map((p) => [fromWireDate(p.t)?.getTime(), p]));
  const end = Math.floor(now / step) * step;
  const out: { t: Date; processed: number; errors: number; avg_ms: number | null }[] = [];
  for (let at = end - ms + step; at <= end; at += step) {
    const p = byTime.get(at);
    out.push({ t: new Date(at), processed: p?.processed ?? 0, errors: p?.errors ?? 0, avg_ms: p ? p.avg_ms : null });
  }
  return out;
}

function Metric({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{label}</Typography>
      <Typography sx={{ fontSize: 32, fontWeight: 700 }} data-testid={testId}>{value}</Typography>
    </Paper>
  );
}

/** The four metrics of spec §3, live and summed across gateway instances, with calls and latency over time. */
export function DashboardScreen() {
  const t = useTranslations('gateway');
  const locale = useLocale();
  const timeZone = useShopZone();
  const list = useListState();
  const range = (['1h', '24h', '7d'].includes(list.get('range')) ? list.get('range') : '24h') as TRange;
  const q = useQuery<TDashboard>({
    queryKey: ['dashboard', range], refetchInterval: REFRESH_MS, placeholderData: (prev) => prev,
    queryFn: ({ signal }) => api.get<TDashboard>('/api/v1/statistics/dashboard', { query: { range }, signal }),
  });
  const d = q.data;
  const nf = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 1 });
  const points = useMemo(() => (d ? fillBuckets(d.series, range, Date.now()) : []), [d, range]);
  const tickFormat = (v: Date) => new Intl.DateTimeFormat(locale, range === '7d' ? { day: '2-digit', month: '2-digit', hour: '2-digit', timeZone } : { hour: '2-digit', minute: '2-digit', timeZone }).format(v);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ mr: 'auto' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>{t('dashboardTitle')}</Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 13 }}>{t('refreshedEvery')}</Typography>
        </Box>
        <ToggleButtonGroup size="small" exclusive value={range} aria-label={t('range')} onChange={(_e, v: TRange | null) => v && list.set({ range: v })}>
          <ToggleButton value="1h">{t('range1h')}</ToggleButton>
          <ToggleButton value="24h">{t('range24h')}</ToggleButton>
          <ToggleButton value="7d">{t('range7d')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <QueryError error={q.error} sx={{ mb: 2 }} />
      <KeysStopping />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Metric label={t('processed')} value={d ? nf.format(d.processed) : '…'} testId="metric-processed" />
        <Metric label={t('errors')} value={d ? nf.format(d.errors) : '…'} testId="metric-errors" />
        <Metric label={t('inFlight')} value={d ? nf.format(d.in_flight) : '…'} testId="metric-in-flight" />
        <Metric label={t('avgMs')} value={d ? nf.format(d.avg_ms) : '…'} testId="metric-avg-ms" />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{t('chartCalls')}</Typography>
        {d && d.processed === 0 ? <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>{t('noCalls')}</Typography> : (
          <LineChart height={280} loading={!d} skipAnimation
            xAxis={[{ data: points.map((p) => p.t), scaleType: 'time', valueFormatter: tickFormat }]}
            series={[
              { data: points.map((p) => p.processed), label: t('processed'), showMark: false, area: true },
              { data: points.map((p) => p.errors), label: t('errors'), showMark: false, color: '#d32f2f' },
            ]} />
        )}
      </Paper>
      {d && d.processed > 0 && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{t('chartAvg')}</Typography>
          <LineChart height={220} skipAnimation xAxis={[{ data: points.map((p) => p.t), scaleType: 'time', valueFormatter: tickFormat }]}
            series={[{ data: points.map((p) => p.avg_ms), label: t('avgMs'), showMark: false, connectNulls: false }]} />
        </Paper>
      )}
    </Box>
  );
}
