'use client';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import { api } from '@/lib/api/client';
import type { TKeyValue } from '@/lib/db/schema-runner';
import type { TRunResult } from '@/lib/runner/run';
import { useToast } from '../ConsoleProviders';
import { useTargetApis, useTargetSystems } from '../gateway/TargetApisScreen';
import { KeyValueEditor } from './KeyValueEditor';
import { RunResult } from './RunResult';
import { CurlDialog } from './CurlDialog';
import { curlOf } from '@/lib/runner/curl';
import { RUNNER_METHODS, zRunnerUrl } from '@/lib/runner/schemas';
import { useErrorText } from '@/components/forms/errors';

export type TDraft = {
  id?: string; collection_id?: string; name: string; method: (typeof RUNNER_METHODS)[number]; url: string;
  params: TKeyValue[]; headers: TKeyValue[]; body: string; auth_type: 'none' | 'api_key' | 'bearer';
  /** Typed in this session; undefined keeps a stored one. */
  auth_value?: string;
  auth_set?: boolean; auth_hint?: string | null;
};

const validUrl = (u: string) => zRunnerUrl.safeParse(u).success;
const isJson = (s: string) => { try { JSON.parse(s); return true; } catch { return false; } };

/** One request: where it goes, what it carries, how it authenticates; Send shows the answer below. */
export function RequestEditor(p: { draft: TDraft; onChange: (d: TDraft) => void; onSave: () => void; canWrite: boolean }) {
  const t = useTranslations('runner');
  const toast = useToast();
  const errorText = useErrorText();
  const d = p.draft;
  const set = (patch: Partial<TDraft>) => p.onChange({ ...d, ...patch });
  const [tab, setTab] = useState(0);
  const [result, setResult] = useState<TRunResult | null>(null);
  const [sending, setSending] = useState(false);
  const [curl, setCurl] = useState<string | null>(null);
  const targets = useTargetSystems();
  const apis = useTargetApis();
  // The gateway's own routes, as a start for the URL: /gateway/{code}{path}.
  const routes = useMemo(() => {
    const code = new Map((targets.data ?? []).map((s) => [s.id, s.code]));
    return (apis.data ?? []).filter((a) => code.has(a.target_system_id)).map((a) => `/gateway/${code.get(a.target_system_id)}${a.path === '/' ? '' : a.path}`);
  }, [targets.data, apis.data]);

  const send = async () => {
    setSending(true);
    try {
      const { id, name: _n, collection_id: _c, auth_set: _s, auth_hint: _h, ...req } = d;
      // An empty key field on a saved request means "use the stored key".
      const auth_value = d.auth_value ? d.auth_value : d.id && d.auth_set ? undefined : null;
      setResult(await api.post<TRunResult>('/api/v1/api-request/run', { ...req, auth_value, request_id: id, body: d.body || null }));
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    } finally {
      setSending(false);
    }
  };

  const bodyAllowed = !['GET', 'HEAD'].includes(d.method);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          <TextField select size="small" label={t('method')} value={d.method} onChange={(e) => set({ method: e.target.value as TDraft['method'] })} sx={{ width: 120, flexShrink: 0 }}>
            {RUNNER_METHODS.map((m) => <MenuItem key={m} value={m}>{m}</MenuItem>)}
          </TextField>
          <Autocomplete freeSolo options={routes} value={d.url} onInputChange={(_e, v) => set({ url: v })} sx={{ flex: 1, minWidth: 220 }}
            renderInput={(params) => <TextField {...params} size="small" label={t('url')} placeholder="/gateway/erp/orders/42" />} />
          <Button variant="contained" startIcon={<SendIcon />} onClick={() => void send()} disabled={!p.canWrite || sending || !d.url.trim()} data-testid="run-send">
            {sending ? t('sending') : t('send')}
          </Button>
          {p.canWrite && <Button variant="outlined" startIcon={<SaveOutlined />} onClick={p.onSave} data-testid="run-save">{d.id ? t('save') : t('saveAs')}</Button>}
          <Button variant="outlined" startIcon={<TerminalOutlined />} disabled={!validUrl(d.url)} onClick={() => setCurl(curlOf(d, window.location.origin))} data-testid="run-curl">
            {t('curl')}
          </Button>
        </Box>
        <CurlDialog command={curl} onClose={() => setCurl(null)} />
        {!p.canWrite && <Alert severity="info">{t('readOnly')}</Alert>}
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
          <Tab label={`${t('params')}${d.params.length ? ` (${d.params.length})` : ''}`} />
          <Tab label={`${t('headers')}${d.headers.length ? ` (${d.headers.length})` : ''}`} />
          <Tab label={t('body')} disabled={!bodyAllowed} />
          <Tab label={t('auth')} />
        </Tabs>
        {tab === 0 && <KeyValueEditor name={t('params')} rows={d.params} onChange={(params) => set({ params })} empty={t('noParams')} />}
        {tab === 1 && <KeyValueEditor name={t('headers')} rows={d.headers} onChange={(headers) => set({ headers })} empty={t('noHeaders')} />}
        {tab === 2 && bodyAllowed && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField multiline minRows={6} maxRows={20} value={d.body} onChange={(e) => set({ body: e.target.value })} label={t('body')}
              error={!!d.body.trim() && /^\s*[[{]/.test(d.body) && !isJson(d.body)}
              helperText={!!d.body.trim() && /^\s*[[{]/.test(d.body) && !isJson(d.body) ? t('invalidJson') : undefined}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }} />
            <Box><Button size="small" disabled={!isJson(d.body)} onClick={() => set({ body: JSON.stringify(JSON.parse(d.body), null, 2) })}>{t('formatJson')}</Button></Box>
          </Box>
        )}
        {tab === 3 && (
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
            <TextField select size="small" label={t('auth')} value={d.auth_type} onChange={(e) => set({ auth_type: e.target.value as TDraft['auth_type'] })}>
              <MenuItem value="none">{t('authNone')}</MenuItem>
              <MenuItem value="api_key">{t('authApiKey')}</MenuItem>
              <MenuItem value="bearer">{t('authBearer')}</MenuItem>
            </TextField>
            {d.auth_type !== 'none' && (
              <TextField size="small" type="password" autoComplete="off" label={t('authValue')} value={d.auth_value ?? ''} onChange={(e) => set({ auth_value: e.target.value })}
                helperText={d.auth_set ? t('authKeep', { hint: d.auth_hint ?? '••••' }) : undefined} />
            )}
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('response')} role="region">
        <RunResult result={result} />
      </Paper>
    </Box>
  );
}
