'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { ZProduct, zSlug } from '@/lib/catalog/schemas';
import { STATUSES } from '@/lib/db/schema-store';
import { api } from '@/lib/api/client';
import { useToast } from '../ConsoleProviders';
import { useServerError, useZodResolver } from '@/components/forms/errors';
import { EditorHeader, EditorSection } from '../EditorHeader';
import { ImagesField } from '../ImagesField';
import { PublishChip } from './PublishChip';
import { VariantsSection } from './VariantsSection';
import { useAllCollections } from './useCollections';
import type { TProductRow } from './ProductsScreen';
import { Pending } from '../QueryError';

/* The editor (Tiptap) reads the browser as it loads: it is rendered in the browser only, and its code loads with it. */
const RichTextInput = dynamic(() => import('../RichTextInput').then((m) => m.RichTextInput), { ssr: false, loading: () => <Skeleton variant="rounded" height={260} /> });

/** The form accepts an empty slug (made from the name on save); everything else is the API's own schema. */
const ZProductForm = ZProduct.extend({ slug: z.union([zSlug, z.literal('')]) });
export type TProductForm = z.output<typeof ZProductForm>;
const FIELDS = ['name', 'slug', 'description', 'images', 'price', 'compareAtPrice', 'status', 'optionGroups', 'variants', 'collectionIds', 'isFeatured'];

const EMPTY: TProductForm = {
  name: '', slug: '', description: '', images: [], price: 0, compareAtPrice: null, status: 'draft', optionGroups: [],
  variants: [{ sku: '', options: {}, price: 0, stock: 0 }], collectionIds: [], isFeatured: false,
};
const toForm = (p: TProductRow): TProductForm => ({
  name: p.name, slug: p.slug, description: p.description, images: p.images, price: p.price, compareAtPrice: p.compareAtPrice,
  status: p.status, optionGroups: p.optionGroups, variants: p.variants, collectionIds: p.collectionIds, isFeatured: p.isFeatured,
});

/**
 * Loads the product (or starts a new one, empty or as a copy of `from`) and hands it to the form once: the rich text
 * editor reads its content once.
 */
export function ProductEditor({ id, from, canWrite }: { id: string; from?: string; canWrite: boolean }) {
  const t = useTranslations('catalog');
  const isNew = id === 'new';
  const source = isNew ? from : id;
  const q = useQuery({ queryKey: ['product', source], queryFn: ({ signal }) => api.get<TProductRow>(`/api/v1/product/${source}`, { signal }), enabled: !!source });
  if (source && !q.data) return <Pending error={q.error} />;
  if (isNew) return <ProductForm key={`new-${from ?? ''}`} product={null} initial={q.data ? copyOf(q.data, t('copyName', { name: q.data.name })) : EMPTY} canWrite={canWrite} />;
  return <ProductForm key={id} product={q.data!} initial={toForm(q.data!)} canWrite={canWrite} />;
}

/** A new product's form from an existing one: a draft with a new name and slug, and variants that get new ids. */
function copyOf(p: TProductRow, name: string): TProductForm {
  const f = toForm(p);
  return { ...f, name: name.slice(0, 200), slug: '', status: 'draft', variants: f.variants.map(({ id: _id, ...v }) => v) };
}

function ProductForm({ product, initial, canWrite }: { product: TProductRow | null; initial: TProductForm; canWrite: boolean }) {
  const t = useTranslations('catalog');
  const tc = useTranslations('common');
  const toast = useToast();
  const qc = useQueryClient();
  const router = useRouter();
  const collections = useAllCollections();
  const [formError, setFormError] = useState<string | null>(null);
  const serverError = useServerError();
  const form = useForm<TProductForm>({ resolver: useZodResolver<TProductForm>(ZProductForm), defaultValues: initial });
  const { register, control, handleSubmit, reset, setError, getValues, formState: { errors, isSubmitting, isDirty } } = form;

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    const hasOptions = (v.optionGroups ?? []).length > 0;
    // Without options the one variant sells at the product's price.
    const variants = hasOptions ? v.variants : [{ ...v.variants![0], options: {}, price: v.price }];
    const body = { ...v, slug: v.slug || undefined, variants };
    try {
      const saved = product ? await api.put<TProductRow>(`/api/v1/product/${product.id}`, body) : await api.post<TProductRow>('/api/v1/product/', body);
      toast({ message: tc('saved'), severity: 'success' });
      qc.setQueryData(['product', saved.id], saved);
      await qc.invalidateQueries({ queryKey: ['products'] });
      if (product) reset(toForm(saved));
      else { reset(toForm(saved)); router.replace(`/console/products/${saved.id}`); }
    } catch (e) {
      setFormError(serverError(e, setError, FIELDS));
    }
  }, () => setFormError(t('fixErrors')));

  const status = form.watch('status');
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <EditorHeader title={product ? product.name : t('newProduct')} backHref="/console/products" backLabel={t('backToProducts')} dirty={isDirty}
        submitting={isSubmitting} canWrite={canWrite} viewHref={product?.status === 'published' ? `/product/${product.slug}` : undefined}>
        {product && <PublishChip status={product.status} />}
        {product && canWrite && <Button component={Link} href={`/console/products/new?from=${product.id}`} startIcon={<ContentCopy fontSize="small" />}>{t('duplicate')}</Button>}
      </EditorHeader>
      {!canWrite && <Alert severity="info" sx={{ mb: 2 }}>{tc('readOnly')}</Alert>}
      {formError && <Alert severity="error" sx={{ mb: 2 }}>{formError}</Alert>}
      <Box component="fieldset" disabled={!canWrite} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <EditorSection title={t('general')}>
            <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
            <TextField label={t('slug')} {...register('slug')} error={!!errors.slug} helperText={errors.slug?.message ?? t('slugHelp')}
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }} />
            <Controller control={control} name="description" render={({ field }) => (
              <RichTextInput id="product-description" label={t('description')} value={field.value ?? ''} onChange={field.onChange}
                error={!!errors.description} helperText={errors.description?.message} />
            )} />
          </EditorSection>
          <EditorSection title={t('images')} testId="images-section">
            <Controller control={control} name="images" render={({ field }) => <ImagesField value={field.value ?? []} onChange={field.onChange} error={errors.images?.message} />} />
          </EditorSection>
          <EditorSection title={t('optionsAndVariants')}>
            <VariantsSection control={control} register={register} getValues={getValues} errors={errors} />
          </EditorSection>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <EditorSection title={t('state')}>
            <TextField select label={t('state')} value={status} onChange={(e) => form.setValue('status', e.target.value as typeof status, { shouldDirty: true })}
              helperText={t(`statusHelp.${status ?? 'draft'}`)}>
              {STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`status.${s}`)}</MenuItem>)}
            </TextField>
            <Controller control={control} name="isFeatured" render={({ field }) => (
              <FormControlLabel label={t('featured')} control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            )} />
          </EditorSection>
          <EditorSection title={t('pricing')}>
            <TextField label={t('price')} type="number" required {...register('price', { valueAsNumber: true })} error={!!errors.price}
              helperText={errors.price?.message ?? t('priceHelp')} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
            <TextField label={t('compareAtPrice')} type="number" {...register('compareAtPrice', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
              error={!!errors.compareAtPrice} helperText={errors.compareAtPrice?.message ?? t('compareAtHelp')} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
          </EditorSection>
          <EditorSection title={t('collections')}>
            <Controller control={control} name="collectionIds" render={({ field }) => (
              <Autocomplete multiple options={(collections.data ?? []).map((c) => c.id)} value={field.value ?? []} onChange={(_e, v) => field.onChange(v)}
                getOptionLabel={(id) => collections.data?.find((c) => c.id === id)?.name ?? id} loading={collections.isLoading} disabled={!canWrite}
                renderInput={(params) => <TextField {...params} label={t('collections')} error={!!errors.collectionIds} helperText={errors.collectionIds?.message} />} />
            )} />
          </EditorSection>
        </Box>
      </Box>
    </Box>
  );
}
