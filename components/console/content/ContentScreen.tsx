'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Avatar from '@mui/material/Avatar';
import StarRounded from '@mui/icons-material/StarRounded';
import type { GridColDef } from '@mui/x-data-grid';
import type { TContentPage } from '@/lib/content/pages';
import { STATUSES, type PAGE_TYPES } from '@/lib/db/schema-store';
import type { TJson } from '@/lib/wire';
import { ResourceGrid } from '../ResourceGrid';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { PublishChip } from '../catalog/PublishChip';

export type TContentRow = TJson<TContentPage>;
export type TContentType = (typeof PAGE_TYPES)[number];
/** Where each kind lives, in the console and in the shop. */
export const CONTENT_PATHS = {
  page: { console: '/console/pages', shop: '/page/' },
  post: { console: '/console/posts', shop: '/blog-view/' },
} as const;

/** Content pages (about, policies…) or blog posts: one screen for both, as the API keeps them in one table. */
export function ContentScreen({ type, canWrite }: { type: TContentType; canWrite: boolean }) {
  const { localTime } = useDates();
  const t = useTranslations('content');
  const tc = useTranslations('catalog');
  const router = useRouter();
  const status = useFilterValue('status', STATUSES);
  const base = CONTENT_PATHS[type].console;
  const remove = useRemove<TContentRow>({ path: '/api/v1/page/', queryKey: `content-${type}`, name: (r) => r.title });
  const open = (r: TContentRow) => router.push(`${base}/${r.id}`);

  const columns: GridColDef<TContentRow>[] = [
    ...(type === 'post' ? [{ field: 'avatar', headerName: '', width: 64, renderCell: ({ row }) => <Avatar variant="rounded" src={row.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>{row.title[0]}</Avatar> } satisfies GridColDef<TContentRow>] : []),
    { field: 'title', headerName: t('title'), flex: 2, minWidth: 200 },
    { field: 'slug', headerName: tc('slug'), flex: 1, minWidth: 150, renderCell: ({ value }) => <code>{value}</code> },
    { field: 'status', headerName: tc('state'), width: 130, renderCell: ({ row }) => <PublishChip status={row.status} /> },
    { field: 'isFeatured', headerName: tc('featured'), width: 100, renderCell: ({ value }) => (value ? <StarRounded color="warning" titleAccess={tc('featured')} sx={{ verticalAlign: 'middle' }} /> : null) },
    { field: 'viewCount', headerName: t('views'), width: 100, type: 'number' },
    { field: 'publishedAt', headerName: t('publishedAt'), width: 160, valueFormatter: (v) => (v ? localTime(v as string) : '') },
    { field: 'updatedDate', headerName: tc('updated'), width: 160, valueFormatter: (v) => localTime(v as string) },
  ];

  return (
    <ResourceGrid<TContentRow> title={t(`${type}.title`)} queryKey={`content-${type}`} endpoint="/api/v1/page/pagination" columns={columns}
      canWrite={canWrite} createLabel={t(`${type}.new`)} emptyText={t(`${type}.empty`)} createFirstText={t(`${type}.createFirst`)}
      onCreate={() => router.push(`${base}/new`)} onEdit={open} onDelete={remove} onRowClick={open} searchLabel={t('search')} extraQuery={{ status: status ?? '' }}
      toQuery={(text) => ({ query: JSON.stringify({ type, status: status ?? 'all', text: text || undefined }) })}
      toolbar={<FilterSelect param="status" label={tc('state')} anyLabel={tc('allStates')} options={STATUSES.map((s) => ({ value: s, label: tc(`status.${s}`) }))} />} />
  );
}
