import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice } from '@/lib/store/format';
import type { TBestSeller } from '@/lib/orders/stats';

/** The console home's best sellers ("Sản phẩm bán chạy"): what to keep in stock and put forward. Server-rendered. */
export async function BestSellers({ rows, days, currency }: { rows: TBestSeller[]; days: number; currency: string }) {
  const t = await getTranslations('home');
  const locale = (await getLocale()) === 'en' ? 'en-US' : 'vi-VN';
  const title = t('bestSellersTitle', { days });
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="best-sellers">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{title}</Typography>
      {rows.length === 0
        ? <Typography sx={{ color: 'text.secondary', fontSize: 14, mt: 1 }}>{t('bestSellersEmpty', { days })}</Typography>
        : (
          <Table size="small" aria-label={title} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow><TableCell>{t('product')}</TableCell><TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('unitsSold')}</TableCell><TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('revenue')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell><Link href={`/console/products/${r.id}`} style={{ color: 'inherit' }}>{r.name}</Link></TableCell>
                  <TableCell align="right">{r.units}</TableCell>
                  <TableCell align="right">{formatPrice(r.revenue, currency, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
    </Paper>
  );
}
