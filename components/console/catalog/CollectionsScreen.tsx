'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import SwapVert from '@mui/icons-material/SwapVert';
import StarRounded from '@mui/icons-material/StarRounded';
import { ZCollection, zSlug } from '@/lib/catalog/schemas';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { useDialogForm } from '../useDialogForm';
import { AvatarField } from '../AvatarField';
import { useRemove } from '../useRemove';
import type { TCollectionRow } from './useCollections';

const ZCollectionForm = ZCollection.omit({ productIds: true }).extend({ slug: z.union([zSlug, z.literal('')]), avatar: z.string().nullish() });
type TForm = z.output<typeof ZCollectionForm>;
const FIELDS = ['name', 'slug', 'description', 'avatar', 'isVisiable', 'isFeatured', 'order'];

/** Collections: what groups products in the shop's navigation. Which products belong is chosen on each product. */
export function CollectionsScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('catalog');
  const router = useRouter();
  const { form, row: r, open, dialog } = useDialogForm<TCollectionRow, TForm>({
    path: '/api/v1/collection/', queryKey: 'collections', schema: ZCollectionForm, fields: FIELDS,
    toForm: (r) => ({ name: r?.name ?? '', slug: r?.slug ?? '', description: r?.description ?? '', avatar: r?.avatar ?? '', isVisiable: r?.isVisiable ?? true, isFeatured: r?.isFeatured ?? false, order: r?.order ?? 0 }),
    toBody: (v) => ({ ...v, slug: v.slug || undefined, avatar: v.avatar || null }),
  });
  const { register, control, formState: { errors } } = form;
  const remove = useRemove<TCollectionRow>({ path: '/api/v1/collection/', queryKey: 'collections', name: (r) => r.name });

  const columns: GridColDef<TCollectionRow>[] = [
    { field: 'avatar', headerName: '', width: 64, renderCell: ({ row }) => <Avatar variant="rounded" src={row.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>{row.name[0]}</Avatar> },
    { field: 'name', headerName: t('name'), flex: 1, minWidth: 180 },
    { field: 'slug', headerName: t('slug'), flex: 1, minWidth: 160, renderCell: ({ value }) => <code>{value}</code> },
    {
      field: 'productCount', headerName: t('productCount'), width: 130, type: 'number',
      // The count opens the product grid filtered to this collection, where membership is edited product by product.
      renderCell: ({ row }) => (
        <MuiLink component={Link} href={`/console/products?collection=${row.id}`} onClick={(e) => e.stopPropagation()} aria-label={t('productsOf', { name: row.name, count: row.productCount })}>{row.productCount}</MuiLink>
      ),
    },
    {
      field: 'isVisiable', headerName: t('visibility'), width: 140, renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" color={row.isVisiable ? 'success' : 'default'} label={row.isVisiable ? t('visible') : t('hidden')} sx={{ color: 'text.primary' }} />
      ),
    },
    { field: 'isFeatured', headerName: t('featured'), width: 100, renderCell: ({ value }) => (value ? <StarRounded color="warning" titleAccess={t('featured')} sx={{ verticalAlign: 'middle' }} /> : null) },
    { field: 'order', headerName: t('order'), width: 90, type: 'number' },
    {
      // For viewers too: the ordering screen shows them the order, read-only.
      field: 'arrange', type: 'actions', headerName: t('arrange'), width: 90,
      getActions: ({ row }) => [<GridActionsCellItem key="arrange" icon={<SwapVert />} label={t('orderProducts')} onClick={() => router.push(`/console/collections/${row.id}`)} />],
    },
  ];

  return (
    <>
      <ResourceGrid<TCollectionRow> title={t('collectionsTitle')} queryKey="collections" endpoint="/api/v1/collection/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('newCollection')} emptyText={t('collectionsEmpty')} createFirstText={t('createFirstCollection')}
        toQuery={(text) => ({ query: JSON.stringify({ all: true, text: text || undefined }) })}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} onRowClick={canWrite ? open : undefined} />
      <FormDialog {...dialog} title={r ? t('editCollection') : t('newCollection')}>
        <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
        <TextField label={t('slug')} {...register('slug')} error={!!errors.slug} helperText={errors.slug?.message ?? t('slugHelp')}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }} />
        <TextField label={t('description')} multiline minRows={3} {...register('description')} error={!!errors.description} helperText={errors.description?.message} />
        <Controller control={control} name="avatar" render={({ field }) => (
          <AvatarField value={field.value ?? ''} onChange={field.onChange} label={t('chooseImage')} removeLabel={t('removeImage')} name={r?.name ?? ''} />
        )} />
        <TextField label={t('order')} type="number" {...register('order', { valueAsNumber: true })} error={!!errors.order} helperText={errors.order?.message ?? t('orderHelp')} />
        <Controller control={control} name="isVisiable" render={({ field }) => (
          <FormControlLabel label={t('visibleInShop')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
        <Controller control={control} name="isFeatured" render={({ field }) => (
          <FormControlLabel label={t('featuredOnHome')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
        )} />
      </FormDialog>
    </>
  );
}
