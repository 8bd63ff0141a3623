'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatPrice } from '@/lib/store/format';
import type { TSalesDay } from '@/lib/orders/stats';

/** The last days' takings on the console home, a bar per day; the numbers are also written out for screen readers. */
export function SalesChart({ days, currency }: { days: TSalesDay[]; currency: string }) {
  const t = useTranslations('home');
  const theme = useTheme();
  const locale = useLocale() === 'en' ? 'en-US' : 'vi-VN';
  const price = (v: number | null) => formatPrice(v ?? 0, currency, locale);
  const label = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const orders = days.reduce((n, d) => n + d.orders, 0);
  const revenue = days.reduce((n, d) => n + d.revenue, 0);
  // The chart is drawn once its box has a width: left to measure itself, MUI X's first render drew its clip path at a
  // guessed width, negative at phone width ("<rect> attribute width: A negative value", once per load).
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="sales-chart">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{t('salesTitle', { days: days.length })}</Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }} data-testid="sales-summary">{t('salesSummary', { orders, revenue: price(revenue) })}</Typography>
      <Box ref={box} sx={{ height: 240 }}>
        {width > 0 && (
          <BarChart width={width} height={240} skipAnimation
            xAxis={[{ data: days.map((d) => label(d.day)), scaleType: 'band' }]}
            yAxis={[{ valueFormatter: (v: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(v), width: 56 }]}
            series={[{ data: days.map((d) => d.revenue), label: t('revenue'), valueFormatter: price, color: theme.palette.primary.main }]}
            hideLegend />
        )}
      </Box>
      <table style={visuallyHidden}>
        <caption>{t('salesTitle', { days: days.length })}</caption>
        <tbody>{days.map((d) => <tr key={d.day}><th scope="row">{label(d.day)}</th><td>{t('ordersCount', { count: d.orders })}</td><td>{price(d.revenue)}</td></tr>)}</tbody>
      </table>
    </Paper>
  );
}
