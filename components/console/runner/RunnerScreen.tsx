'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { api } from '@/lib/api/client';
import { FormDialog } from '../FormDialog';
import { useConfirm, useToast } from '../ConsoleProviders';
import { RequestEditor, type TDraft } from './RequestEditor';
import { useErrorText } from '@/components/forms/errors';

type TCollection = { id: string; name: string; request_count: number };
type TSaved = Required<Pick<TDraft, 'id' | 'collection_id' | 'name' | 'method' | 'url' | 'params' | 'headers' | 'auth_type'>> & { body: string | null; auth_set: boolean; auth_hint: string | null };

const blank = (name: string, collection_id?: string): TDraft => ({ name, collection_id, method: 'GET', url: '', params: [], headers: [], body: '', auth_type: 'api_key' });
const fromSaved = (s: TSaved): TDraft => ({ ...s, body: s.body ?? '', auth_value: undefined });

/** Postman in the console: collections of saved requests on the left, the open request and its answer on the right. */
export function RunnerScreen({ canWrite }: { canWrite: boolean }) {
  const t = useTranslations('runner');
  const tc = useTranslations('common');
  const qc = useQueryClient();
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const collections = useQuery({ queryKey: ['api-collections'], queryFn: ({ signal }) => api.get<TCollection[]>('/api/v1/api-collection/', { signal }) });
  const requests = useQuery({ queryKey: ['api-requests'], queryFn: ({ signal }) => api.get<TSaved[]>('/api/v1/api-request/', { signal }) });
  const [draft, setDraft] = useState<TDraft>(() => blank(t('untitled')));
  // Opening another request starts a fresh editor (and clears the last answer); saving the open one does not.
  const [opened, setOpened] = useState(0);
  const open = (d: TDraft) => { setDraft(d); setOpened((n) => n + 1); };
  const [dialog, setDialog] = useState<null | 'collection' | 'save'>(null);
  const [form, setForm] = useState({ name: '', collection_id: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['api-collections'] }), qc.invalidateQueries({ queryKey: ['api-requests'] })]);

  const body = (d: TDraft) => ({
    name: d.name, collection_id: d.collection_id, method: d.method, url: d.url.trim(), params: d.params, headers: d.headers, body: d.body || null,
    auth_type: d.auth_type, ...(d.auth_value ? { auth_value: d.auth_value } : d.auth_type === 'none' ? { auth_value: null } : {}),
  });
  const persist = async (d: TDraft) => {
    const saved = d.id ? await api.put<TSaved>(`/api/v1/api-request/${d.id}`, body(d)) : await api.post<TSaved>('/api/v1/api-request/', body(d));
    setDraft(fromSaved(saved));
    toast({ message: t('saved'), severity: 'success' });
    await refresh();
  };
  const onSave = async () => {
    if (!draft.id) {
      setForm({ name: draft.name, collection_id: draft.collection_id ?? collections.data?.[0]?.id ?? '' });
      setFormError(null);
      setDialog('save');
      return;
    }
    try { await persist(draft); } catch (e) { toast({ message: errorText(e), severity: 'error' }); }
  };
  const submitDialog = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      if (dialog === 'collection') {
        await api.post('/api/v1/api-collection/', { name: form.name });
        await refresh();
      } else {
        await persist({ ...draft, name: form.name, collection_id: form.collection_id });
      }
      setDialog(null);
    } catch (err) {
      setFormError(errorText(err));
    }
  };
  const remove = async (kind: 'collection' | 'request', id: string, name: string) => {
    if (!(await confirm(tc('confirmDelete', { name })))) return;
    await api.delete(`/api/v1/api-${kind}/${id}`).catch((e: Error) => toast({ message: e.message, severity: 'error' }));
    if (kind === 'request' ? draft.id === id : draft.collection_id === id) open(blank(t('untitled')));
    await refresh();
  };

  const byCollection = (id: string) => (requests.data ?? []).filter((r) => r.collection_id === id);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mr: 'auto' }}>{t('title')}</Typography>
        <Button startIcon={<AddIcon />} onClick={() => open(blank(t('untitled')))} data-testid="runner-new">{t('newRequest')}</Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="nav" aria-label={t('collections')}>
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5 }}>
            <Typography component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>{t('collections')}</Typography>
            {canWrite && (
              <IconButton aria-label={t('newCollection')} onClick={() => { setForm({ name: '', collection_id: '' }); setFormError(null); setDialog('collection'); }} data-testid="collection-new">
                <CreateNewFolderOutlined />
              </IconButton>
            )}
          </Box>
          {collections.data?.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14, p: 2 }}>{t('noCollections')}</Typography>}
          <List dense>
            {(collections.data ?? []).map((c) => (
              <li key={c.id}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ display: 'flex', alignItems: 'center', lineHeight: '36px', bgcolor: 'background.paper' }}>
                    <Box component="span" sx={{ mr: 'auto', fontWeight: 600 }}>{c.name}</Box>
                    {canWrite && <IconButton size="small" aria-label={`${t('deleteCollection')} ${c.name}`} onClick={() => void remove('collection', c.id, c.name)}><DeleteOutline fontSize="small" /></IconButton>}
                  </ListSubheader>
                  {/* A list holds list items only: each entry is an <li>, for screen readers to count them. */}
                  {byCollection(c.id).length === 0 && <Typography component="li" sx={{ color: 'text.secondary', fontSize: 13, px: 2, pb: 1 }}>{t('noRequests')}</Typography>}
                  {byCollection(c.id).map((r) => (
                    <ListItem key={r.id} disablePadding>
                      <ListItemButton selected={draft.id === r.id} onClick={() => open(fromSaved(r))} sx={{ gap: 1 }}>
                        <Chip size="small" label={r.method} sx={{ minWidth: 56, fontSize: 11 }} />
                        <ListItemText primary={r.name} slotProps={{ primary: { noWrap: true } }} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 600, mr: 'auto' }} data-testid="runner-title">{draft.name}</Typography>
            {draft.id && canWrite && <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={() => void remove('request', draft.id!, draft.name)}>{t('deleteRequest')}</Button>}
          </Box>
          <RequestEditor key={opened} draft={draft} onChange={setDraft} onSave={() => void onSave()} canWrite={canWrite} />
        </Box>
      </Box>
      <FormDialog open={dialog !== null} title={dialog === 'collection' ? t('newCollection') : t('saveAs')} onClose={() => setDialog(null)}
        onSubmit={(e) => void submitDialog(e)} submitting={false} error={formError}>
        <TextField label={dialog === 'collection' ? t('collectionName') : t('requestName')} required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} autoFocus />
        {dialog === 'save' && (
          <TextField select label={t('collection')} required value={form.collection_id} onChange={(e) => setForm({ ...form, collection_id: e.target.value })}
            helperText={collections.data?.length === 0 ? t('noCollections') : undefined}>
            {(collections.data ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
          </TextField>
        )}
      </FormDialog>
    </Box>
  );
}
