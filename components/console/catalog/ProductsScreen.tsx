'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { Theme } from '@mui/material/styles';
import { red } from '@mui/material/colors';
import StarRounded from '@mui/icons-material/StarRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TProduct } from '@/lib/catalog/products';
import { STATUSES } from '@/lib/db/schema-store';
import { formatPrice } from '@/lib/store/format';
import type { TJson } from '@/lib/wire';
import { ResourceGrid } from '../ResourceGrid';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { PublishChip } from './PublishChip';
import Chip from '@mui/material/Chip';
import { useAllCollections } from './useCollections';
import { ProductBulkActions } from './ProductBulkActions';
import { StockImportDialog } from './StockImportDialog';

export type TProductRow = TJson<TProduct>;
const STOCK = ['in', 'low', 'out'] as const;
/* error.main, and error.light in dark mode, are under 4.5:1 on a selected row (4.44 and 4.37, axe): a shade further. */
const SOLD_OUT_SX = [{ color: 'error.dark' }, (th: Theme) => th.applyStyles('dark', { color: red[200] })] as const;

/** The catalogue: every product in every state, found by name, SKU or option, filtered by state and collection. */
export function ProductsScreen({ canWrite, currency, lowStock }: { canWrite: boolean; currency: string; lowStock: number }) {
  const { localTime } = useDates();
  const t = useTranslations('catalog');
  const tc = useTranslations('common');
  const locale = useLocale();
  const router = useRouter();
  const collections = useAllCollections();
  const status = useFilterValue('status', STATUSES);
  const collectionId = useFilterValue('collection', collections.data?.map((c) => c.id) ?? []);
  const stock = useFilterValue('stock', STOCK);
  const money = (n: number) => formatPrice(n, currency, locale === 'en' ? 'en-US' : 'vi-VN');
  const remove = useRemove<TProductRow>({ path: '/api/v1/product/', queryKey: 'products', name: (r) => r.name });
  const open = (r: TProductRow) => router.push(`/console/products/${r.id}`);
  const [importing, setImporting] = useState(false);

  const columns: GridColDef<TProductRow>[] = [
    {
      field: 'images', headerName: '', width: 64, sortable: false, renderCell: ({ row }) => (
        <Avatar variant="rounded" src={row.images[0]} alt="" sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.secondary' }}><ImageOutlined /></Avatar>
      ),
    },
    {
      field: 'name', headerName: t('name'), flex: 2, minWidth: 200, renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name}</Box>
          {row.isFeatured && <StarRounded fontSize="small" color="warning" titleAccess={t('featured')} />}
        </Box>
      ),
    },
    { field: 'status', headerName: t('state'), width: 130, renderCell: ({ row }) => <PublishChip status={row.status} /> },
    { field: 'minPrice', headerName: t('price'), width: 170, valueGetter: (_v, r) => (r.minPrice === r.maxPrice ? money(r.minPrice) : `${money(r.minPrice)} – ${money(r.maxPrice)}`) },
    {
      field: 'stockTotal', headerName: t('stock'), width: 130, type: 'number',
      renderCell: ({ row }) => (row.stockTotal > 0
        ? <>{row.stockTotal}{row.variants.some((v) => v.stock <= lowStock) && <Chip size="small" color="warning" variant="outlined" label={t('low')} sx={{ ml: 1, color: 'text.primary' }} />}</>
        : <Box component="span" sx={SOLD_OUT_SX}>{t('soldOut')}</Box>),
    },
    { field: 'variants', headerName: t('variants'), width: 100, type: 'number', valueGetter: (_v, r) => r.variants.length },
    { field: 'updatedDate', headerName: t('updated'), width: 160, valueFormatter: (v) => localTime(v as string) },
  ];

  return (
    <>
      <ResourceGrid<TProductRow> title={t('productsTitle')} queryKey="products" endpoint="/api/v1/product/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('newProduct')} emptyText={t('productsEmpty')} createFirstText={t('createFirstProduct')}
        onCreate={() => router.push('/console/products/new')} onEdit={open} onDelete={remove} onRowClick={open}
        bulkActions={(rows, done) => <ProductBulkActions rows={rows} done={done} />}
        searchLabel={t('productSearch')} extraQuery={{ status: status ?? '', collection: collectionId ?? '', stock: stock ?? '' }} exportPath="/api/v1/product/export"
        toQuery={(text) => ({ query: JSON.stringify({ text: text || undefined, status: status ?? 'all', collectionId, inStock: stock === 'in' || undefined, soldOut: stock === 'out' || undefined, stockAtMost: stock === 'low' ? lowStock : undefined }) })}
        totalText={(p) => ((p as { totalCapped?: boolean } | undefined)?.totalCapped ? t('totalCapped', { count: p!.total }) : tc('total', { count: p?.total ?? 0 }))}
        toolbar={<>
          <FilterSelect param="status" label={t('state')} anyLabel={t('allStates')} options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          <FilterSelect param="collection" label={t('collection')} anyLabel={t('allCollections')} minWidth={200}
            options={(collections.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
          <FilterSelect param="stock" label={t('stock')} anyLabel={t('anyStock')} options={[{ value: 'in', label: t('inStock') }, { value: 'low', label: t('lowStock', { n: lowStock }) }, { value: 'out', label: t('soldOut') }]} />
          {canWrite && <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>{t('importOpen')}</Button>}
        </>} />
      <StockImportDialog open={importing} onClose={() => setImporting(false)} currency={currency} />
    </>
  );
}
