'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListState } from './useListState';

/** A list filter kept in the URL (`param`), with an "any" choice that removes it. Unknown values read as "any". */
export function FilterSelect({ param, label, anyLabel, options, minWidth = 170 }: {
  param: string; label: string; anyLabel: string; options: readonly { value: string; label: string }[]; minWidth?: number;
}) {
  const list = useListState();
  const raw = list.get(param);
  const value = options.some((o) => o.value === raw) ? raw : '';
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => list.set({ [param]: e.target.value, page: undefined })}
      sx={{ minWidth }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );
}

/** The value of a FilterSelect's parameter when it is one of `values`, else undefined. */
export function useFilterValue<T extends string>(param: string, values: readonly T[]): T | undefined {
  const raw = useListState().get(param);
  return (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}
