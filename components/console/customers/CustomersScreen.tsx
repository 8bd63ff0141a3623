'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TCustomer } from '@/lib/customers/service';
import type { TJson } from '@/lib/wire';
import { isRisky } from '@/lib/customers/risk';
import { dialable } from '@/lib/orders/display';
import { formatPrice } from '@/lib/store/format';
import { ResourceGrid } from '../ResourceGrid';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useDates } from '../dates';
import { useCustomerDialog } from './CustomerDialog';

type TRow = TJson<TCustomer>;

/**
 * The shop's customers as its orders know them, one per phone: regulars first when sorted so, and a customer who
 * cancels or refuses cash-on-delivery parcels stands out before the next one is confirmed. A row opens their orders.
 */
export function CustomersScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('customers');
  const locale = useLocale();
  const router = useRouter();
  const { localTime } = useDates();
  const edit = useCustomerDialog();
  const sort = useFilterValue('sort', ['orders', 'spent'] as const);
  const repeat = useFilterValue('repeat', ['1'] as const);
  const money = (v: number, currency: string) => formatPrice(v, currency, locale === 'en' ? 'en-US' : 'vi-VN');
  const toQuery = (text: string) => ({ query: JSON.stringify({ text: text || undefined, sort: sort ?? 'lastOrder', repeat: repeat ? true : undefined }) });

  const columns: GridColDef<TRow>[] = [
    {
      field: 'fullName', headerName: t('fullName'), flex: 1, minWidth: 150,
      renderCell: ({ row }) => <>{row.fullName}{row.codBlocked && <Chip size="small" color="error" variant="outlined" label={t('codBlocked')} sx={{ ml: 1, color: 'text.primary' }} />}</>,
    },
    { field: 'phone', headerName: t('phone'), width: 125, valueFormatter: (v) => dialable(v as string) },
    { field: 'email', headerName: t('email'), flex: 1, minWidth: 140 },
    { field: 'province', headerName: t('province'), width: 120 },
    { field: 'orders', headerName: t('orders'), width: 75, type: 'number' },
    // Cancelled or refused orders hold stock and cost a courier's trip: half or more is worth a look before confirming.
    ...(['cancelled', 'returned'] as const).map((field): GridColDef<TRow> => ({
      field, headerName: t(field), width: 100, type: 'number',
      renderCell: ({ row }) => (row[field] > 0 && isRisky(row)
        ? <Chip size="small" color="warning" variant="outlined" label={row[field]} sx={{ color: 'text.primary' }} /> : row[field]),
    })),
    { field: 'spent', headerName: t('spent'), width: 120, type: 'number', valueFormatter: (v, r) => money(v as number, r.currency) },
    { field: 'lastOrder', headerName: t('lastOrder'), width: 150, valueFormatter: (v) => localTime(v as string) },
  ];
  return (
    <>
    <ResourceGrid<TRow> title={t('title')} queryKey="customers" endpoint="/api/v1/customer/pagination" columns={columns} canWrite={canWrite} onEdit={edit.open}
      emptyText={t('empty')} toQuery={toQuery} extraQuery={{ sort: sort ?? '', repeat: repeat ?? '' }} searchLabel={t('search')}
      exportPath="/api/v1/customer/export" printable
      onRowClick={(r) => router.push(`/console/orders?query=${encodeURIComponent(r.phone)}`)}
      toolbar={<>
        <FilterSelect param="sort" label={t('sort')} anyLabel={t('sorts.lastOrder')} options={[{ value: 'orders', label: t('sorts.orders') }, { value: 'spent', label: t('sorts.spent') }]} />
        <FilterSelect param="repeat" label={t('who')} anyLabel={t('allCustomers')} minWidth={220} options={[{ value: '1', label: t('repeatOnly') }]} />
      </>} />
    {edit.dialog}
    </>
  );
}
