'use client';
import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ResourceGrid } from '../ResourceGrid';
import { FilterSelect, useFilterValue } from '../FilterSelect';
import { useDates } from '../dates';
import { DateRangeFilter, useDateRange } from '../DateRangeFilter';

type TRow = { id: string; logTime: string; level: 'info' | 'warn' | 'error' } & Record<string, unknown>;
const LEVEL_COLOR = { info: 'default', warn: 'warning', error: 'error' } as const;
const LEVELS = ['info', 'warn', 'error'] as const;

/** The user log and the system event log: read-only, paged, searchable, filterable by time and level. */
export function LogScreen({ kind }: { kind: 'user' | 'system' }) {
  const { localTime } = useDates();
  const t = useTranslations('logs');
  const level = useFilterValue('level', LEVELS);
  const range = useDateRange();
  const time: GridColDef<TRow> = { field: 'logTime', headerName: t('logTime'), width: 170, valueFormatter: (v) => localTime(v as string) };
  const lvl: GridColDef<TRow> = { field: 'level', headerName: t('level'), width: 100, renderCell: ({ row }) => <Chip size="small" label={row.level} color={LEVEL_COLOR[row.level]} variant="outlined" /> };
  const columns: GridColDef<TRow>[] = kind === 'user'
    ? [time, { field: 'username', headerName: t('username'), width: 140 }, { field: 'action', headerName: t('action'), width: 150 },
      { field: 'entity', headerName: t('entity'), flex: 1, minWidth: 160, valueGetter: (_v, r) => [r.entity, r.entityId].filter(Boolean).join(' · ') },
      { field: 'ip', headerName: t('ip'), width: 130 }, lvl]
    : [time, lvl, { field: 'event', headerName: t('event'), width: 160 }, { field: 'message', headerName: t('message'), flex: 1, minWidth: 260 }];

  return (
    <ResourceGrid<TRow> title={kind === 'user' ? t('userTitle') : t('systemTitle')} queryKey={`logs-${kind}`}
      endpoint={`/api/v1/logs/${kind}/pagination`} columns={columns} canWrite={false} emptyText={t('empty')}
      extraQuery={{ level: level ?? '', from: range.from ?? '', to: range.to ?? '' }} exportPath={`/api/v1/logs/${kind}/export`} printable
      toolbar={<>
        <DateRangeFilter />
        <FilterSelect param="level" label={t('level')} anyLabel="—" minWidth={140} options={LEVELS.map((l) => ({ value: l, label: l }))} />
      </>} />
  );
}
