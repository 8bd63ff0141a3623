'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { api } from '@/lib/api/client';
import { NEXT_PAYMENT, NEXT_STATUS } from '@/lib/orders/schemas';
import { useConfirm } from '../ConsoleProviders';
import { useBulkRun } from '../useBulkRun';
import type { TOrder } from './OrderDetail';

/** The moves a shop makes on many orders at once, each applied to the ticked orders it fits. */
const MOVES = [
  // The morning's web orders, confirmed after the calls.
  { key: 'bulkConfirm', patch: { status: 'confirmed' }, fits: (o: TOrder) => NEXT_STATUS[o.status].includes('confirmed') },
  // The courier's daily delivery report.
  { key: 'bulkDelivered', patch: { status: 'delivered' }, fits: (o: TOrder) => NEXT_STATUS[o.status].includes('delivered') },
  // The courier's cash-on-delivery payout (đối soát COD), or transfers seen on the bank statement.
  { key: 'bulkPaid', patch: { paymentStatus: 'paid' }, fits: (o: TOrder) => o.status !== 'cancelled' && o.status !== 'returned' && NEXT_PAYMENT[o.paymentStatus].includes('paid') },
] as const;

/**
 * Packing slips for the ticked orders (anyone who reads orders), and, for writers, confirm, delivered and paid for
 * those of them each move fits; the others are left as they are, and the confirmation says how many it moves.
 */
export function OrderBulkActions({ rows, done, canWrite }: { rows: TOrder[]; done: () => void; canWrite: boolean }) {
  const t = useTranslations('orders');
  const tp = useTranslations('slip');
  const tk = useTranslations('checkout');
  const confirm = useConfirm();
  const { run, busy } = useBulkRun<TOrder>('orders', done);
  const move = async (m: (typeof MOVES)[number]) => {
    const fit = rows.filter(m.fits);
    const state = 'status' in m.patch ? tk(`statuses.${m.patch.status}`) : tk(`paymentStatuses.${m.patch.paymentStatus}`);
    if (await confirm(t('bulkAsk', { count: fit.length, state }))) await run(fit, (o) => api.put(`/api/v1/order/${o.id}`, m.patch), t('bulkDone', { count: fit.length, state }));
  };
  return (
    <>
      <Button size="small" variant="contained" startIcon={<PrintOutlined />} href={`/print/orders?ids=${rows.map((r) => r.id).join(',')}`} target="_blank">
        {tp('printSelected', { count: rows.length })}
      </Button>
      {canWrite && MOVES.map((m) => {
        const n = rows.filter(m.fits).length;
        return <Button key={m.key} size="small" variant="outlined" disabled={busy || n === 0} onClick={() => void move(m)}>{t(m.key, { count: n })}</Button>;
      })}
    </>
  );
}
