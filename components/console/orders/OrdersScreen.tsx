'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/db/schema-orders';
import { formatPrice } from '@/lib/store/format';
import { isUuid } from '@/lib/wire';
import { zDiscountCode } from '@/lib/discounts/schemas';
import { ResourceGrid } from '../ResourceGrid';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useDates } from '../dates';
import { DateRangeFilter, useDateRange } from '../DateRangeFilter';
import { useListState } from '../useListState';
import { OrderBulkActions } from './OrderBulkActions';
import { useCarrierName } from './useCarrierName';
import type { TPage } from '@/lib/api/envelope';
import { CARRIERS } from '@/lib/orders/carriers';
import { dialable } from '@/lib/orders/display';
import { OrderDetail, PAYMENT_COLOR, STATUS_COLOR, type TOrder } from './OrderDetail';

/** The shop's orders, newest first: find one by code, phone or name, filter by date and state, export them to Excel,
 *  open one to move it along. */
export function OrdersScreen({ canWrite }: { canWrite: boolean }) {
  const { localTime } = useDates();
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const locale = useLocale();
  const router = useRouter();
  const list = useListState();
  // `?order=<id>` opens that order: the link in the shop's new-order email.
  const linked = list.get('order');
  const [openId, setOpenId] = useState<string | null>(() => (isUuid(linked) ? linked : null));
  const close = () => { setOpenId(null); if (linked) list.set({ order: undefined }); };
  const status = useFilterValue('status', ORDER_STATUSES) ?? '';
  const payment = useFilterValue('paymentStatus', PAYMENT_STATUSES) ?? '';
  const channel = useFilterValue('channel', ORDER_CHANNELS) ?? '';
  const carrier = useFilterValue('carrier', CARRIERS) ?? '';
  const carrierName = useCarrierName();
  const range = useDateRange();
  // `?discountCode=` (from the discount codes screen): the orders a code brought in.
  const code = zDiscountCode.safeParse(list.get('discountCode')).data ?? '';
  const toQuery = (text: string) => ({ query: JSON.stringify({ status: status || undefined, paymentStatus: payment || undefined, discountCode: code || undefined, channel: channel || undefined, carrier: carrier || undefined, ...range, text: text || undefined }) });

  const columns: GridColDef<TOrder>[] = [
    { field: 'code', headerName: t('code'), width: 130, renderCell: ({ value }) => <b>{value}</b> },
    { field: 'createdDate', headerName: t('date'), width: 170, valueFormatter: (v) => localTime(v as string) },
    { field: 'customer', headerName: t('customer'), flex: 1, minWidth: 170, valueGetter: (_v, r) => r.shippingInformation.fullName },
    // As the customers screen and the open order show it: the way staff dial it (0912 345 678).
    { field: 'phone', headerName: t('phone'), width: 140, valueGetter: (_v, r) => dialable(r.shippingInformation.phone) },
    { field: 'total', headerName: t('total'), width: 140, type: 'number', valueFormatter: (v, r) => formatPrice(v as number, r.currency, locale === 'en' ? 'en-US' : 'vi-VN') },
    { field: 'paymentMethod', headerName: t('paymentMethod'), width: 130, valueFormatter: (v) => t(`method_${v as 'COD'}`) },
    { field: 'channel', headerName: t('channel'), width: 120, valueFormatter: (v) => t(`channels.${(v ?? 'web') as 'web'}`) },
    { field: 'paymentStatus', headerName: t('payment'), width: 160, renderCell: ({ row }) => <Chip size="small" variant="outlined" color={PAYMENT_COLOR[row.paymentStatus]} label={tk(`paymentStatuses.${row.paymentStatus}`)} sx={{ color: 'text.primary' }} /> },
    { field: 'status', headerName: t('status'), width: 150, renderCell: ({ row }) => <Chip size="small" variant="outlined" color={STATUS_COLOR[row.status]} label={tk(`statuses.${row.status}`)} sx={{ color: 'text.primary' }} /> },
    // Who carries it and the code, as the courier's report lists them; after the state, which matters more where the grid is narrow.
    { field: 'carrier', headerName: t('shipment'), width: 170, valueGetter: (_v, r) => (r.carrier ? [carrierName(r.carrier), r.trackingNumber].filter(Boolean).join(' · ') : '') },
  ];
  return (
    <>
      <ResourceGrid<TOrder> title={t('title')} queryKey="orders" endpoint="/api/v1/order/pagination" columns={columns} canWrite={canWrite}
        emptyText={t('empty')} toQuery={toQuery} extraQuery={{ status, paymentStatus: payment, channel, carrier, discountCode: code, from: range.from ?? '', to: range.to ?? '' }} searchLabel={t('search')}
        exportPath="/api/v1/order/export" printable onRowClick={(r) => setOpenId(r.id)}
        // What the selected orders come to, and the cash on delivery still out: a courier's payout, checked at a glance.
        totalText={(p?: TPage<TOrder> & { amount?: number; codUnpaid?: number }) => {
          const money = (v: number) => formatPrice(v, p?.items[0]?.currency ?? 'VND', locale === 'en' ? 'en-US' : 'vi-VN');
          const sum = t('totalWithSums', { count: p?.total ?? 0, amount: money(p?.amount ?? 0) });
          return p?.codUnpaid ? `${sum} · ${t('codUnpaidSum', { amount: money(p.codUnpaid) })}` : sum;
        }}
        // Orders taken by phone or in a chat, entered by the staff.
        createLabel={t('newOrder')} onCreate={() => router.push('/console/orders/new')}
        // Ticked orders' packing slips, to stick on the parcels handed to the courier, and moves made on many at once.
        bulkActions={(rows, done) => <OrderBulkActions rows={rows} done={done} canWrite={canWrite} />}
        toolbar={<>
          <DateRangeFilter kind="date" />
          <FilterSelect param="status" label={t('status')} anyLabel={t('anyStatus')} minWidth={190} options={ORDER_STATUSES.map((v) => ({ value: v, label: tk(`statuses.${v}`) }))} />
          <FilterSelect param="paymentStatus" label={t('payment')} anyLabel={t('anyPayment')} minWidth={190} options={PAYMENT_STATUSES.map((v) => ({ value: v, label: tk(`paymentStatuses.${v}`) }))} />
          <FilterSelect param="channel" label={t('channel')} anyLabel={t('anyChannel')} minWidth={160} options={ORDER_CHANNELS.map((v) => ({ value: v, label: t(`channels.${v}`) }))} />
          <FilterSelect param="carrier" label={t('carrier')} anyLabel={t('anyCarrier')} minWidth={190} options={CARRIERS.map((v) => ({ value: v, label: carrierName(v) }))} />
          {code && <Chip label={`${t('discountCode')}: ${code}`} onDelete={() => list.set({ discountCode: undefined, page: undefined })} sx={{ alignSelf: 'center' }} data-testid="code-filter" />}
        </>} />
      <OrderDetail id={openId} canWrite={canWrite} onClose={close} />
    </>
  );
}
