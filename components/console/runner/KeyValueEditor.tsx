'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { TKeyValue } from '@/lib/db/schema-runner';

/** Query params or headers as editable rows, each of which can be switched off without deleting it. */
export function KeyValueEditor({ rows, onChange, empty, name }: { rows: TKeyValue[]; onChange: (rows: TKeyValue[]) => void; empty: string; name: string }) {
  const t = useTranslations('runner');
  const set = (i: number, patch: Partial<TKeyValue>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid={`kv-${name}`}>
      {rows.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{empty}</Typography>}
      {rows.map((r, i) => (
        <Box key={i} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr 1.4fr auto', gap: 1, alignItems: 'center' }}>
          <Checkbox checked={r.enabled} onChange={(e) => set(i, { enabled: e.target.checked })} slotProps={{ input: { 'aria-label': `${t('enabled')} ${i + 1}` } }} />
          <TextField size="small" placeholder={t('key')} value={r.key} onChange={(e) => set(i, { key: e.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `${name} ${t('key')} ${i + 1}`, spellCheck: false } }} />
          <TextField size="small" placeholder={t('value')} value={r.value} onChange={(e) => set(i, { value: e.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `${name} ${t('value')} ${i + 1}`, spellCheck: false } }} />
          <IconButton aria-label={`${t('removeRow')} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}><DeleteOutline fontSize="small" /></IconButton>
        </Box>
      ))}
      <Box><Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, { key: '', value: '', enabled: true }])}>{t('addRow')}</Button></Box>
    </Box>
  );
}
