'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { api } from '@/lib/api/client';
import { useDebounced } from '../useDebounced';

type TProduct = { id: string; name: string; variants: { id: string; sku: string | null; price: number; stock: number; options: Record<string, string> }[] };
type TPage = { items: TProduct[] };

/** One variant of a published product, as staff pick it while the shopper says what they want. */
export type TVariantChoice = { productId: string; name: string; options: Record<string, string>; sku: string; price: number; stock: number };

export const optionText = (options: Record<string, string>) => Object.values(options).join(' / ');

/**
 * Finds a variant by product name, SKU or option value (the console's product search), one entry per variant with its
 * price and stock, so a size or colour is chosen in the same step. Sold-out variants show, but cannot be picked.
 */
export function VariantSearch({ onPick, money }: { onPick: (v: TVariantChoice) => void; money: (n: number) => string }) {
  const t = useTranslations('orders');
  const [input, setInput] = useState('');
  const text = useDebounced(input.trim(), 250);
  const q = useQuery({
    queryKey: ['orders', 'new', 'variants', text],
    queryFn: ({ signal }) => api.get<TPage>('/api/v1/product/pagination', { signal, query: { page: 1, limit: 10, query: JSON.stringify({ text: text || undefined, status: 'published' }) } }),
    placeholderData: keepPreviousData,
  });
  // A SKU read off a label names one variant: it comes first, then variants whose SKU or options hold the text.
  const needle = text.toLowerCase();
  const rank = (c: TVariantChoice) => (!needle ? 2 : c.sku.toLowerCase() === needle ? 0
    : c.sku.toLowerCase().includes(needle) || optionText(c.options).toLowerCase().includes(needle) ? 1 : 2);
  const choices: TVariantChoice[] = (q.data?.items ?? []).flatMap((p) => p.variants.map((v) => ({
    productId: p.id, name: p.name, options: v.options, sku: v.sku ?? '', price: v.price, stock: v.stock,
  }))).map((c, i) => ({ c, i, r: rank(c) })).sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.c);
  const label = (c: TVariantChoice) => [c.name, optionText(c.options)].filter(Boolean).join(' — ');

  return (
    <Autocomplete<TVariantChoice>
      options={choices} value={null} inputValue={input} filterOptions={(x) => x} loading={q.isFetching} blurOnSelect clearOnBlur={false}
      onInputChange={(_e, v, reason) => { if (reason !== 'reset') setInput(v); }}
      // Enter picks the highlighted variant; with none, it must not place the order around the search.
      onKeyDown={(e) => { if (e.key === 'Enter') e.preventDefault(); }}
      onChange={(_e, c) => { if (c) { onPick(c); setInput(''); } }}
      getOptionLabel={label} getOptionDisabled={(c) => c.stock <= 0} isOptionEqualToValue={(a, b) => a.productId === b.productId && a.sku === b.sku}
      noOptionsText={t('noProductFound')} loadingText={t('searching')}
      renderOption={({ key: _key, ...props }, c) => (
        <Box component="li" key={`${c.productId}-${optionText(c.options)}`} {...props} sx={{ display: 'grid !important', gap: 0.25 }}>
          <span>{label(c)}</span>
          <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
            {[c.sku, money(c.price), c.stock > 0 ? t('inStockCount', { n: c.stock }) : t('soldOut')].filter(Boolean).join(' · ')}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={t('addProduct')} placeholder={t('addProductHint')} />}
    />
  );
}
