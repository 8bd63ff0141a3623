'use client';
import { useEffect } from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister, Controller } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { MAX_VARIANTS, combinationCount, variantsFor, type TGroup } from '@/lib/catalog/variant-grid';
import type { TProductForm } from './ProductEditor';

const MAX_GROUPS = 5;
const live = (groups: TGroup[]) => groups.filter((g) => g.name.trim() && g.values.length);

/**
 * Options (size, colour…) and the variants they make. The table follows the options as they are edited: a new value
 * adds its combinations, a removed one takes its variants away, and what existing combinations had is kept.
 * Without options the product has one variant, edited here as its SKU and stock.
 */
export function VariantsSection({ control, register, getValues, errors }: {
  control: Control<TProductForm>; register: UseFormRegister<TProductForm>; getValues: UseFormGetValues<TProductForm>; errors: FieldErrors<TProductForm>;
}) {
  const t = useTranslations('catalog');
  const groups = useFieldArray({ control, name: 'optionGroups' });
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const watched = useWatch({ control, name: 'optionGroups' });
  const groupsKey = JSON.stringify(watched);
  const tooMany = combinationCount(live(watched)) > MAX_VARIANTS;

  useEffect(() => {
    const g = JSON.parse(groupsKey) as TGroup[];
    if (combinationCount(live(g)) > MAX_VARIANTS) return;
    const next = variantsFor(g, getValues('variants'), getValues('price') || 0);
    if (JSON.stringify(next) !== JSON.stringify(getValues('variants'))) variants.replace(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the groups change, and only then
  }, [groupsKey]);

  const hasOptions = live(watched).length > 0;
  const num = { valueAsNumber: true } as const;
  const variantError = errors.variants?.message ?? errors.variants?.root?.message;
  return (
    <>
      {groups.fields.map((g, i) => (
        <Box key={g.id} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr auto' }, gap: 1.5, alignItems: 'start' }} data-testid={`option-group-${i}`}>
          <TextField size="small" label={t('optionName')} placeholder={t('optionNameHint')} {...register(`optionGroups.${i}.name`)}
            error={!!errors.optionGroups?.[i]?.name} helperText={errors.optionGroups?.[i]?.name?.message} />
          <Controller control={control} name={`optionGroups.${i}.values`} render={({ field }) => (
            <Autocomplete multiple freeSolo autoSelect options={[]} value={field.value ?? []} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
              onChange={(_e, v) => field.onChange([...new Set((v as string[]).map((s) => s.trim()).filter(Boolean))])}
              renderValue={(vals, getItemProps) => vals.map((option, index) => { const { key, ...p } = getItemProps({ index }); return <Chip key={key} size="small" label={option} {...p} />; })}
              renderInput={(params) => <TextField {...params} size="small" label={t('optionValues')} placeholder={t('optionValuesHint')}
                error={!!errors.optionGroups?.[i]?.values} helperText={errors.optionGroups?.[i]?.values?.message} />} />
          )} />
          <IconButton aria-label={t('removeOption')} onClick={() => groups.remove(i)}><DeleteOutline /></IconButton>
        </Box>
      ))}
      {groups.fields.length < MAX_GROUPS && (
        <Box><Button startIcon={<Add />} onClick={() => groups.append({ name: '', values: [] })}>{t('addOption')}</Button></Box>
      )}
      {tooMany && <Alert severity="warning">{t('tooManyVariants', { max: MAX_VARIANTS })}</Alert>}
      {variantError && <Alert severity="error">{variantError}</Alert>}
      {hasOptions ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('variants')} data-testid="variants-table">
            <TableHead>
              <TableRow><TableCell>{t('variant')}</TableCell><TableCell>{t('sku')}</TableCell><TableCell>{t('price')}</TableCell><TableCell>{t('stock')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {variants.fields.map((v, i) => {
                const label = Object.values(v.options).join(' / ');
                const e = errors.variants?.[i];
                return (
                  <TableRow key={v.key}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{label}</TableCell>
                    <TableCell sx={{ minWidth: 120 }}><TextField size="small" fullWidth {...register(`variants.${i}.sku`)} error={!!e?.sku} helperText={e?.sku?.message} slotProps={{ htmlInput: { 'aria-label': `${t('sku')} ${label}` } }} /></TableCell>
                    <TableCell sx={{ minWidth: 130 }}><TextField size="small" fullWidth type="number" {...register(`variants.${i}.price`, num)} error={!!e?.price} helperText={e?.price?.message} slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': `${t('price')} ${label}` } }} /></TableCell>
                    <TableCell sx={{ minWidth: 100 }}><TextField size="small" fullWidth type="number" {...register(`variants.${i}.stock`, num)} error={!!e?.stock} helperText={e?.stock?.message} slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `${t('stock')} ${label}` } }} /></TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      ) : variants.fields.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label={t('sku')} {...register('variants.0.sku')} error={!!errors.variants?.[0]?.sku} helperText={errors.variants?.[0]?.sku?.message} />
          <TextField label={t('stock')} type="number" {...register('variants.0.stock', num)} error={!!errors.variants?.[0]?.stock}
            helperText={errors.variants?.[0]?.stock?.message} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
        </Box>
      )}
    </>
  );
}
