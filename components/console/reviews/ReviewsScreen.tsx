'use client';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { api } from '@/lib/api/client';
import { ResourceGrid } from '../ResourceGrid';
import { useListState } from '../useListState';
import { useToast } from '../ConsoleProviders';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { useErrorText } from '@/components/forms/errors';

type TReview = { id: string; productId: string; productName: string | null; rating: number; authorName: string; content: string; isApproved: 'Y' | 'N'; createdDate: string };
const FILTERS = ['N', 'Y', 'all'] as const;

/** Review moderation: the queue of reviews waiting for approval first; approving shows a review on its product page. */
export function ReviewsScreen({ canWrite }: { canWrite: boolean }) {
  const { localTime } = useDates();
  const t = useTranslations('reviews');
  const toast = useToast();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const list = useListState();
  const approved = (FILTERS as readonly string[]).includes(list.get('approved')) ? list.get('approved') : 'N';
  const setApproved = async (r: TReview, isApproved: 'Y' | 'N') => {
    try {
      await api.put(`/api/v1/review-feedback/${r.id}`, { isApproved });
      toast({ message: isApproved === 'Y' ? t('approvedDone') : t('hiddenDone'), severity: 'success' });
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    }
    await qc.invalidateQueries({ queryKey: ['reviews'] });
  };
  const remove = useRemove<TReview>({ path: '/api/v1/review-feedback/', queryKey: 'reviews', name: (r) => t('reviewBy', { name: r.authorName }) });

  const columns: GridColDef<TReview>[] = [
    { field: 'createdDate', headerName: t('date'), width: 160, valueFormatter: (v) => localTime(v as string) },
    { field: 'productName', headerName: t('product'), flex: 1, minWidth: 160 },
    { field: 'rating', headerName: t('rating'), width: 130, renderCell: ({ value }) => <Rating value={value as number} readOnly size="small" aria-label={t('stars', { n: value as number })} /> },
    { field: 'authorName', headerName: t('author'), width: 150 },
    { field: 'content', headerName: t('content'), flex: 2, minWidth: 240 },
    { field: 'isApproved', headerName: t('state'), width: 120, renderCell: ({ value }) => <Chip size="small" variant="outlined" color={value === 'Y' ? 'success' : 'warning'} label={value === 'Y' ? t('approved') : t('pending')} sx={{ color: 'text.primary' }} /> },
  ];
  if (canWrite) {
    columns.push({
      field: 'moderate', type: 'actions', headerName: t('moderate'), width: 90,
      getActions: ({ row }) => [row.isApproved === 'Y'
        ? <GridActionsCellItem key="hide" icon={<VisibilityOffOutlined />} label={t('hide')} onClick={() => void setApproved(row, 'N')} />
        : <GridActionsCellItem key="approve" icon={<CheckCircleOutline />} label={t('approve')} onClick={() => void setApproved(row, 'Y')} />],
    });
  }

  return (
    <ResourceGrid<TReview> title={t('title')} queryKey="reviews" endpoint="/api/v1/review-feedback/pagination" columns={columns} canWrite={canWrite}
      emptyText={approved === 'N' ? t('queueEmpty') : t('empty')} onDelete={remove} extraQuery={{}} searchable={false}
      toQuery={() => ({ query: JSON.stringify({ isApproved: approved }) })}
      toolbar={
        <TextField select size="small" label={t('state')} value={approved} onChange={(e) => list.set({ approved: e.target.value, page: undefined })} sx={{ minWidth: 170 }}>
          <MenuItem value="N">{t('pending')}</MenuItem><MenuItem value="Y">{t('approved')}</MenuItem><MenuItem value="all">{t('all')}</MenuItem>
        </TextField>
      } />
  );
}
