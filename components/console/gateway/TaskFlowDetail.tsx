'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Drawer from '@mui/material/Drawer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import CloseIcon from '@mui/icons-material/Close';
import { api } from '@/lib/api/client';
import { useDates } from '../dates';
import { StatusChip } from './StatusChip';
import type { TTaskFlowRow } from './TaskFlowScreen';
import { QueryError } from '../QueryError';
import { OVER_TOP_BAR } from '../TopBar';

type TRecord = TTaskFlowRow & { request_data: unknown; response_data: unknown };

function Data({ title, value }: { title: string; value: unknown }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{title}</Typography>
      <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 360, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value == null ? '—' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

/** One task-flow record whole: what came in, what went back, and where the time went. Secrets are redacted at write. */
export function TaskFlowDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { localTime } = useDates();
  const t = useTranslations('gateway');
  const tc = useTranslations('common');
  const q = useQuery({ queryKey: ['task-flow', 'one', id], enabled: !!id, queryFn: ({ signal }) => api.get<TRecord>(`/api/v1/logs/task-flow/${id}`, { signal }) });
  const r = q.data;
  const rows: [string, React.ReactNode][] = r ? [
    [t('timeInit'), localTime(r.time_init)], [t('finishedAt'), localTime(r.finished_at)], [t('status'), <StatusChip key="s" status={r.status} />],
    [t('method'), r.method], [t('url'), r.url], [t('source'), r.source_name ?? '—'], [t('clientIp'), r.source_ip],
    [t('duration'), r.duration_ms], [t('gatewayMs'), r.gateway_ms], [t('upstreamMs'), r.upstream_ms], [t('instance'), r.instance_id],
  ] : [];
  return (
    <Drawer anchor="right" sx={OVER_TOP_BAR} open={!!id} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 } } } }}>
      <Box sx={{ p: 2.5 }} role="region" aria-label={id ? t('detailTitle', { id }) : undefined} data-testid="task-flow-detail">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mr: 'auto', fontSize: 16, wordBreak: 'break-all' }}>{id ? t('detailTitle', { id }) : ''}</Typography>
          <IconButton onClick={onClose} aria-label={tc('close')}><CloseIcon /></IconButton>
        </Box>
        {q.isLoading && <CircularProgress size={24} />}
        <QueryError error={q.error} />
        {r && (
          <>
            {r.error && <Alert severity={r.status >= 500 ? 'error' : 'warning'} sx={{ mb: 2 }}>{r.error}</Alert>}
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0, fontSize: 14 }}>
              {rows.map(([k, v]) => [
                <Box component="dt" key={`${k}-t`} sx={{ color: 'text.secondary' }}>{k}</Box>,
                <Box component="dd" key={`${k}-d`} sx={{ m: 0, wordBreak: 'break-all' }}>{v}</Box>,
              ])}
            </Box>
            <Data title={t('requestData')} value={r.request_data} />
            <Data title={t('responseData')} value={r.response_data} />
          </>
        )}
      </Box>
    </Drawer>
  );
}
