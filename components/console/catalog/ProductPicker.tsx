'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import type { TPage } from '@/lib/api/envelope';
import { api } from '@/lib/api/client';
import type { TProductRow } from './ProductsScreen';
import { useDebounced } from '../useDebounced';

/** Finds a product by name, SKU or option (the product grid's search) and hands it over; members are not offered. */
export function ProductPicker({ exclude, onPick }: { exclude: readonly string[]; onPick: (p: TProductRow) => void }) {
  const t = useTranslations('catalog');
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), 250);
  const q = useQuery({
    queryKey: ['products', 'picker', text],
    queryFn: ({ signal }) => api.get<TPage<TProductRow>>('/api/v1/product/pagination', { signal, query: { limit: 20, query: JSON.stringify({ text: text || undefined }) } }),
    placeholderData: keepPreviousData,
  });
  const options = (q.data?.items ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <Autocomplete<TProductRow> options={options} value={null} inputValue={input} loading={q.isFetching} filterOptions={(o) => o}
      onInputChange={(_e, v, reason) => { if (reason !== 'reset') setInput(v); }}
      // Enter picks the highlighted product; with none, it must not submit the form around the picker (Save).
      onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }}
      onChange={(_e, p) => { if (p) { onPick(p); setInput(''); } }}
      getOptionLabel={(p) => p.name} isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('noProductFound')} loadingText={t('loading')}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar variant="rounded" src={p.images[0]} alt="" sx={{ width: 32, height: 32, bgcolor: 'action.hover', color: 'text.secondary' }}><ImageOutlined fontSize="small" /></Avatar>
          {p.name}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={t('addProduct')} placeholder={t('productSearch')} />} />
  );
}
