'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/db/schema-orders';
import { formatPrice } from '@/lib/store/format';
import { ResourceGrid } from '../ResourceGrid';
import { useListState } from '../useListState';
import { localTime } from '../dates';
import { OrderDetail, PAYMENT_COLOR, STATUS_COLOR, type TOrder } from './OrderDetail';

/** The shop's orders, newest first: find one by code, phone or name, filter by state, open it to move it along. */
export function OrdersScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('orders');
  const tk = useTranslations('checkout');
  const locale = useLocale();
  const list = useListState();
  const [openId, setOpenId] = useState<string | null>(null);
  const status = list.get('status');
  const payment = list.get('paymentStatus');
  const toQuery = (text: string) => ({ query: JSON.stringify({ status: status || undefined, paymentStatus: payment || undefined, text: text || undefined }) });

  const columns: GridColDef<TOrder>[] = [
    { field: 'code', headerName: t('code'), width: 130, renderCell: ({ value }) => <b>{value}</b> },
    { field: 'createdDate', headerName: t('date'), width: 170, valueFormatter: (v) => localTime(v as string) },
    { field: 'customer', headerName: t('customer'), flex: 1, minWidth: 170, valueGetter: (_v, r) => r.shippingInformation.fullName },
    { field: 'phone', headerName: t('phone'), width: 140, valueGetter: (_v, r) => r.shippingInformation.phone },
    { field: 'total', headerName: t('total'), width: 140, type: 'number', valueFormatter: (v, r) => formatPrice(v as number, r.currency, locale === 'en' ? 'en-US' : 'vi-VN') },
    { field: 'paymentMethod', headerName: t('paymentMethod'), width: 130, valueFormatter: (v) => t(`method_${v as 'COD'}`) },
    { field: 'paymentStatus', headerName: t('payment'), width: 160, renderCell: ({ row }) => <Chip size="small" variant="outlined" color={PAYMENT_COLOR[row.paymentStatus]} label={tk(`paymentStatuses.${row.paymentStatus}`)} sx={{ color: 'text.primary' }} /> },
    { field: 'status', headerName: t('status'), width: 150, renderCell: ({ row }) => <Chip size="small" variant="outlined" color={STATUS_COLOR[row.status]} label={tk(`statuses.${row.status}`)} sx={{ color: 'text.primary' }} /> },
  ];
  const select = (key: 'status' | 'paymentStatus', label: string, any: string, values: readonly string[], ns: 'statuses' | 'paymentStatuses') => (
    <TextField select size="small" label={label} value={values.includes(list.get(key)) ? list.get(key) : ''} onChange={(e) => list.set({ [key]: e.target.value, page: undefined })}
      sx={{ minWidth: 190 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">{any}</MenuItem>
      {values.map((v) => <MenuItem key={v} value={v}>{tk(`${ns}.${v}`)}</MenuItem>)}
    </TextField>
  );

  return (
    <>
      <ResourceGrid<TOrder> title={t('title')} queryKey="orders" endpoint="/api/v1/order/pagination" columns={columns} canWrite={false}
        emptyText={t('empty')} toQuery={toQuery} extraQuery={{ status, payment }} searchLabel={t('search')} printable onRowClick={(r) => setOpenId(r.id)}
        toolbar={<>{select('status', t('status'), t('anyStatus'), ORDER_STATUSES, 'statuses')}{select('paymentStatus', t('payment'), t('anyPayment'), PAYMENT_STATUSES, 'paymentStatuses')}</>} />
      <OrderDetail id={openId} canWrite={canWrite} onClose={() => setOpenId(null)} />
    </>
  );
}
