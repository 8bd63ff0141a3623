'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ZContentPage } from '@/lib/content/schemas';
import { zSlug } from '@/lib/catalog/schemas';
import { STATUSES } from '@/lib/db/schema-store';
import { api } from '@/lib/api/client';
import { useToast } from '../ConsoleProviders';
import { useServerError, useZodResolver } from '@/components/forms/errors';
import { AvatarField } from '../AvatarField';
import { EditorHeader, EditorSection } from '../EditorHeader';
import { PublishChip } from '../catalog/PublishChip';
import { useAllCollections } from '../catalog/useCollections';
import { CONTENT_PATHS, type TContentRow, type TContentType } from './ContentScreen';
import { Pending } from '../QueryError';

/* The editor (Tiptap) reads the browser as it loads: it is rendered in the browser only, and its code loads with it. */
const RichTextInput = dynamic(() => import('../RichTextInput').then((m) => m.RichTextInput), { ssr: false, loading: () => <Skeleton variant="rounded" height={260} /> });

const ZContentForm = ZContentPage.extend({ slug: z.union([zSlug, z.literal('')]), avatar: z.string().nullish(), excerpt: ZContentPage.shape.excerpt.unwrap() });
type TForm = z.output<typeof ZContentForm>;
const FIELDS = ['title', 'slug', 'content', 'excerpt', 'avatar', 'status', 'collectionIds', 'isFeatured'];

const toForm = (p: TContentRow | null, type: TContentType): TForm => ({
  type, title: p?.title ?? '', slug: p?.slug ?? '', content: p?.content ?? '', excerpt: p?.excerpt ?? '', avatar: p?.avatar ?? '',
  attachments: p?.attachments ?? [], status: p?.status ?? 'draft', collectionIds: p?.collectionIds ?? [], isFeatured: p?.isFeatured ?? false,
});

/** A content page or a blog post, loaded once and handed to the form (the rich text editor reads its content once). */
export function ContentEditor({ type, id, canWrite }: { type: TContentType; id: string; canWrite: boolean }) {
  const t = useTranslations('catalog');
  const isNew = id === 'new';
  const q = useQuery({ queryKey: ['content', id], queryFn: ({ signal }) => api.get<TContentRow>(`/api/v1/page/${id}`, { signal }), enabled: !isNew });
  if (!isNew && !q.data) return <Pending error={q.error} />;
  if (q.data && q.data.type !== type) return <Alert severity="error">{t('notFound')}</Alert>;
  return <ContentForm key={id} type={type} record={isNew ? null : q.data!} canWrite={canWrite} />;
}

function ContentForm({ type, record, canWrite }: { type: TContentType; record: TContentRow | null; canWrite: boolean }) {
  const t = useTranslations('content');
  const tc = useTranslations('catalog');
  const tcommon = useTranslations('common');
  const toast = useToast();
  const qc = useQueryClient();
  const router = useRouter();
  const collections = useAllCollections();
  const paths = CONTENT_PATHS[type];
  const [formError, setFormError] = useState<string | null>(null);
  const serverError = useServerError();
  const { register, control, handleSubmit, reset, setError, watch, setValue, formState: { errors, isSubmitting, isDirty } } =
    useForm<TForm>({ resolver: useZodResolver<TForm>(ZContentForm), defaultValues: toForm(record, type) });

  const onSubmit = handleSubmit(async (v) => {
    setFormError(null);
    // An empty excerpt is made from the content by the server.
    const body = { ...v, slug: v.slug || undefined, avatar: v.avatar || null, excerpt: v.excerpt || undefined };
    try {
      const saved = record ? await api.put<TContentRow>(`/api/v1/page/${record.id}`, body) : await api.post<TContentRow>('/api/v1/page/', body);
      toast({ message: tcommon('saved'), severity: 'success' });
      qc.setQueryData(['content', saved.id], saved);
      await qc.invalidateQueries({ queryKey: [`content-${type}`] });
      reset(toForm(saved, type));
      if (!record) router.replace(`${paths.console}/${saved.id}`);
    } catch (e) {
      setFormError(serverError(e, setError, FIELDS));
    }
  }, () => setFormError(tc('fixErrors')));

  const status = watch('status');
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <EditorHeader title={record ? record.title : t(`${type}.new`)} backHref={paths.console} backLabel={t(`${type}.back`)} dirty={isDirty}
        submitting={isSubmitting} canWrite={canWrite} viewHref={record?.status === 'published' ? `${paths.shop}${record.slug}` : undefined}>
        {record && <PublishChip status={record.status} />}
      </EditorHeader>
      {!canWrite && <Alert severity="info" sx={{ mb: 2 }}>{tcommon('readOnly')}</Alert>}
      {formError && <Alert severity="error" sx={{ mb: 2 }}>{formError}</Alert>}
      <Box component="fieldset" disabled={!canWrite} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <EditorSection title={tc('general')}>
          <TextField label={t('title')} required {...register('title')} error={!!errors.title} helperText={errors.title?.message} />
          <TextField label={tc('slug')} {...register('slug')} error={!!errors.slug} helperText={errors.slug?.message ?? t('slugHelp', { path: paths.shop })}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }} />
          <TextField label={t('excerpt')} multiline minRows={2} {...register('excerpt')} error={!!errors.excerpt} helperText={errors.excerpt?.message ?? t('excerptHelp')} />
          <Controller control={control} name="content" render={({ field }) => (
            <RichTextInput id="content-body" label={t('content')} value={field.value} onChange={field.onChange} error={!!errors.content} helperText={errors.content?.message} />
          )} />
        </EditorSection>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <EditorSection title={tc('state')}>
            <TextField select label={tc('state')} value={status} onChange={(e) => setValue('status', e.target.value as typeof status, { shouldDirty: true })}
              helperText={tc(`statusHelp.${status}`)}>
              {STATUSES.map((s) => <MenuItem key={s} value={s}>{tc(`status.${s}`)}</MenuItem>)}
            </TextField>
            <Controller control={control} name="isFeatured" render={({ field }) => (
              <FormControlLabel label={tc('featured')} control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            )} />
          </EditorSection>
          <EditorSection title={t('cover')}>
            <Controller control={control} name="avatar" render={({ field }) => (
              <AvatarField value={field.value ?? ''} onChange={field.onChange} label={tc('chooseImage')} removeLabel={tc('removeImage')} name={record?.title ?? ''} />
            )} />
          </EditorSection>
          <EditorSection title={tc('collections')}>
            <Controller control={control} name="collectionIds" render={({ field }) => (
              <Autocomplete multiple options={(collections.data ?? []).map((c) => c.id)} value={field.value} onChange={(_e, v) => field.onChange(v)}
                getOptionLabel={(id) => collections.data?.find((c) => c.id === id)?.name ?? id} disabled={!canWrite}
                renderInput={(params) => <TextField {...params} label={tc('collections')} helperText={t('collectionsHelp')} />} />
            )} />
          </EditorSection>
        </Box>
      </Box>
    </Box>
  );
}
