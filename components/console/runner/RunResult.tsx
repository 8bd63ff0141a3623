'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TRunResult } from '@/lib/runner/run';
import { StatusChip } from '../gateway/StatusChip';

const pretty = (body: string) => { try { return JSON.stringify(JSON.parse(body), null, 2); } catch { return body; } };
const bytes = (n: number) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/** What came back: status, time and size at a glance, then the body (JSON indented) or the headers. */
export function RunResult({ result }: { result: TRunResult | null }) {
  const t = useTranslations('runner');
  const [tab, setTab] = useState(0);
  if (!result) return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('noResponse')}</Typography>;
  if ('error' in result) return <Alert severity="error" data-testid="run-error"><b>{t('failed')}</b> · {result.error} · {result.duration_ms} ms</Alert>;
  return (
    <Box data-testid="run-result">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}>
        <span>{t('status')}: <StatusChip status={result.status} /></span>
        <span>{t('time')}: <b data-testid="run-time">{result.duration_ms} ms</b></span>
        <span>{t('size')}: <b>{bytes(result.size)}</b></span>
      </Box>
      {result.truncated && <Alert severity="info" sx={{ mt: 1 }}>{t('truncated')}</Alert>}
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mt: 1 }}>
        <Tab label={t('body')} />
        <Tab label={`${t('headers')} (${Object.keys(result.headers).length})`} />
      </Tabs>
      {tab === 0 ? (
        <Box component="pre" data-testid="run-body" sx={{ m: 0, mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflow: 'auto', maxHeight: 480, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {result.encoding === 'base64' ? `${t('binary')}\n${result.body}` : pretty(result.body)}
        </Box>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1, fontSize: 13 }}>
          {Object.entries(result.headers).map(([k, v]) => [
            <Box component="dt" key={`${k}-k`} sx={{ color: 'text.secondary' }}>{k}</Box>,
            <Box component="dd" key={`${k}-v`} sx={{ m: 0, wordBreak: 'break-all' }}>{Array.isArray(v) ? v.join(', ') : v}</Box>,
          ])}
        </Box>
      )}
    </Box>
  );
}
