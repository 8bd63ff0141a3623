'use client';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef } from '@mui/x-data-grid';
import type { TPage } from '@/lib/api/envelope';
import { api } from '@/lib/api/client';
import { ResourceGrid } from '../ResourceGrid';
import { useListState } from '../useListState';
import { useDates } from '../dates';
import { DateRangeFilter, wireRange } from '../DateRangeFilter';
import { useTargetApis, useTargetSystems } from './TargetApisScreen';
import type { TSourceSystem } from './SourceSystemsScreen';
import { StatusChip } from './StatusChip';
import { TaskFlowDetail } from './TaskFlowDetail';

export type TTaskFlowRow = {
  id: string; task_id: string; time_init: string; finished_at: string; status: number; method: string; url: string; source_ip: string;
  source_name: string | null; source_system_id: string | null; api_id: string | null; target_system_id: string | null;
  duration_ms: number; gateway_ms: number; upstream_ms: number; error: string | null; instance_id: string;
};

/* The statuses the gateway itself answers, besides the classes. */
const STATUSES = ['success', 'error', '200', '400', '401', '403', '404', '413', '499', '500', '502', '503', '504'];
const FILTERS = ['from', 'to', 'status', 'api_id', 'source_system_id'] as const;

/** The task-flow log: every call through the gateway, newest first, filterable; a row opens the whole record. */
export function TaskFlowScreen() {
  const { localTime, zone } = useDates();
  const t = useTranslations('gateway');
  const tc = useTranslations('common');
  const list = useListState();
  const [openId, setOpenId] = useState<string | null>(null);
  const targets = useTargetSystems();
  const apis = useTargetApis();
  const sources = useQuery({ queryKey: ['source-systems', 'all'], queryFn: ({ signal }) => api.get<TSourceSystem[]>('/api/v1/source-system/', { signal }) });
  const apiById = useMemo(() => new Map((apis.data ?? []).map((a) => [a.id, a])), [apis.data]);
  const targetCode = useMemo(() => new Map((targets.data ?? []).map((s) => [s.id, s.code])), [targets.data]);

  const f = Object.fromEntries(FILTERS.map((k) => [k, list.get(k)])) as Record<(typeof FILTERS)[number], string>;
  const toQuery = (text: string) => {
    const status = /^\d+$/.test(f.status) ? Number(f.status) : f.status || undefined;
    const filter = { ...wireRange(f.from, f.to, zone), status, api_id: f.api_id || undefined, source_system_id: f.source_system_id || undefined, text: text || undefined };
    return { query: JSON.stringify(filter) };
  };
  const setFilter = (k: string, v: string) => list.set({ [k]: v, page: undefined });

  // Ordered by what an operator reads first: when, the answer, how long, what was called, then who called. At a
  // 1366 px laptop the grid is ~1,000 px wide; the columns that scroll out of view are the caller's, not the timing.
  const columns: GridColDef<TTaskFlowRow>[] = [
    { field: 'time_init', headerName: t('timeInit'), width: 160, valueFormatter: (v) => localTime(v as string) },
    { field: 'status', headerName: t('status'), width: 90, renderCell: ({ value }) => <StatusChip status={value as number} /> },
    { field: 'method', headerName: t('method'), width: 110 },
    { field: 'url', headerName: t('url'), flex: 1.5, minWidth: 200 },
    { field: 'duration_ms', headerName: t('duration'), width: 130, type: 'number' },
    { field: 'upstream_ms', headerName: t('upstreamMs'), width: 120, type: 'number' },
    { field: 'source_name', headerName: t('source'), flex: 1, minWidth: 130 },
    {
      field: 'api_id', headerName: t('api'), flex: 1, minWidth: 140,
      valueGetter: (v) => { const a = apiById.get(v as string); return a ? `${targetCode.get(a.target_system_id) ?? ''} · ${a.api_name}` : ''; },
    },
    { field: 'source_ip', headerName: t('clientIp'), width: 130 },
  ];

  const select = (k: (typeof FILTERS)[number], label: string, any: string, options: { value: string; label: string }[]) => (
    <TextField select size="small" label={label} value={options.some((o) => o.value === f[k]) ? f[k] : ''} onChange={(e) => setFilter(k, e.target.value)}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 'auto' }, minWidth: { sm: 170 } }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">{any}</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );
  const statusLabel = (s: string) => (s === 'success' ? t('success') : s === 'error' ? t('errorStatus') : s);

  return (
    <>
      <ResourceGrid<TTaskFlowRow> title={t('taskFlowTitle')} queryKey="task-flow" endpoint="/api/v1/logs/task-flow/pagination" columns={columns}
        canWrite={false} emptyText={t('taskFlowEmpty')} toQuery={toQuery} extraQuery={f} exportPath="/api/v1/logs/task-flow/export" printable searchLabel={t('text')} onRowClick={(row) => setOpenId(row.id)}
        totalText={(p?: TPage<TTaskFlowRow> & { total_capped?: boolean }) => (p?.total_capped ? t('totalAtLeast', { count: p.total }) : tc('total', { count: p?.total ?? 0 }))}
        toolbar={<>
          <DateRangeFilter />
          {select('status', t('status'), t('anyStatus'), STATUSES.map((s) => ({ value: s, label: statusLabel(s) })))}
          {select('source_system_id', t('source'), t('anySource'), (sources.data ?? []).map((s) => ({ value: s.id, label: s.name })))}
          {select('api_id', t('api'), t('anyApi'), (apis.data ?? []).map((a) => ({ value: a.id, label: `${targetCode.get(a.target_system_id) ?? ''} · ${a.api_name}` })))}
        </>} />
      <TaskFlowDetail id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
