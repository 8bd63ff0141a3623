'use client';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import { ZSourceSystem } from '@/lib/gateway/schemas';
import { api } from '@/lib/api/client';
import { expiryState } from '@/lib/gateway/expiry';
import { ResourceGrid } from '../ResourceGrid';
import { FormDialog } from '../FormDialog';
import { FormDateField } from '../FormDateField';
import { useDialogForm } from '../useDialogForm';
import { useConfirm, useToast } from '../ConsoleProviders';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { useTargetApis, useTargetSystems } from './TargetApisScreen';
import { KeyDialog } from './KeyDialog';
import { useErrorText } from '@/components/forms/errors';

export type TSourceSystem = {
  id: string; name: string; source_ip: string; expiry_date: string | null; api_key: string | null; has_key: boolean;
  key_issued_at: string | null; api_ids: string[]; created_at: string;
};

/* The form keeps the expiry as the shop's wall time (console.timezone); it becomes a wire date (UTC) on submit. */
const ZForm = ZSourceSystem.pick({ name: true, source_ip: true }).extend({ expiry_local: z.string(), api_ids: z.array(z.string()) });
type TForm = z.infer<typeof ZForm>;

export function SourceSystemsScreen({ canWrite }: { canWrite: boolean }) {
  const { inputToWire, localTime, wireToInput } = useDates();
  const t = useTranslations('gateway');
  const toast = useToast();
  const errorText = useErrorText();
  const confirm = useConfirm();
  const qc = useQueryClient();
  const targets = useTargetSystems();
  const apis = useTargetApis();
  const targetName = useMemo(() => new Map((targets.data ?? []).map((s) => [s.id, s.name])), [targets.data]);
  const apiById = useMemo(() => new Map((apis.data ?? []).map((a) => [a.id, a])), [apis.data]);
  // Grouped by target system, so the options must come in that order.
  const apiOptions = useMemo(() => [...(apis.data ?? [])].sort((a, b) =>
    (targetName.get(a.target_system_id) ?? '').localeCompare(targetName.get(b.target_system_id) ?? '') || a.api_name.localeCompare(b.api_name)).map((a) => a.id),
  [apis.data, targetName]);
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  const { form, row, open, dialog } = useDialogForm<TSourceSystem, TForm>({
    path: '/api/v1/source-system/', queryKey: 'source-systems', schema: ZForm, fields: ['name', 'source_ip', 'api_ids'],
    toForm: (r) => ({ name: r?.name ?? '', source_ip: r?.source_ip ?? '', expiry_local: wireToInput(r?.expiry_date), api_ids: r?.api_ids ?? [] }),
    toBody: ({ expiry_local, ...v }) => ({ ...v, expiry_date: inputToWire(expiry_local) }),
  });
  const { register, control, formState: { errors } } = form;
  const remove = useRemove<TSourceSystem>({ path: '/api/v1/source-system/', queryKey: 'source-systems', name: (r) => r.name });

  const issueKey = async (row: TSourceSystem) => {
    if (row.has_key && !(await confirm(t('confirmRotate', { name: row.name })))) return;
    try {
      const res = await api.post<{ api_key: string }>(`/api/v1/source-system/${row.id}/key`, {});
      setIssued({ name: row.name, key: res.api_key });
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    }
    await qc.invalidateQueries({ queryKey: ['source-systems'] });
  };
  const revokeKey = async (row: TSourceSystem) => {
    if (!(await confirm(t('confirmRevoke', { name: row.name })))) return;
    try {
      await api.delete(`/api/v1/source-system/${row.id}/key`);
      toast({ message: t('keyRevoked'), severity: 'success' });
    } catch (e) {
      toast({ message: errorText(e), severity: 'error' });
    }
    await qc.invalidateQueries({ queryKey: ['source-systems'] });
  };

  const columns: GridColDef<TSourceSystem>[] = [
    { field: 'name', headerName: t('name'), flex: 1, minWidth: 160 },
    { field: 'api_key', headerName: t('apiKey'), width: 170, renderCell: ({ row }) => (row.api_key ? <code>{row.api_key}</code> : <Chip size="small" variant="outlined" label={t('noKey')} />) },
    // Empty allows any caller: said in words, since a blank cell reads as "not set yet" rather than "open to all".
    { field: 'source_ip', headerName: t('sourceIp'), flex: 1, minWidth: 150, renderCell: ({ value }) => (value ? value : <Box component="span" sx={{ color: 'text.secondary' }}>{t('anyIp')}</Box>) },
    {
      field: 'expiry_date', headerName: t('expiryDate'), width: 270, // wide enough for "Đã hết hạn · 27/11/2026 19:39:32"
      renderCell: ({ row }) => {
        const e = expiryState(row.expiry_date);
        if (e.kind === 'expired') return <Chip size="small" color="error" variant="outlined" label={`${t('expired')} · ${localTime(row.expiry_date)}`} />;
        if (e.kind === 'soon') return <Chip size="small" color="warning" variant="outlined" sx={{ color: 'text.primary' }} label={`${t('expiresIn', { days: e.days })} · ${localTime(row.expiry_date)}`} />;
        return localTime(row.expiry_date);
      },
    },
    { field: 'api_ids', headerName: t('grantedApis'), width: 130, type: 'number', valueGetter: (v: string[]) => v.length },
    { field: 'created_at', headerName: t('createdAt'), width: 170, valueFormatter: (v) => localTime(v as string) },
  ];
  if (canWrite) {
    columns.push({
      field: 'key', type: 'actions', headerName: t('apiKey'), width: 90,
      getActions: ({ row }) => [
        <GridActionsCellItem key="issue" icon={row.has_key ? <AutorenewOutlined /> : <VpnKeyOutlined />} label={row.has_key ? t('rotateKey') : t('issueKey')} onClick={() => void issueKey(row)} />,
        ...(row.has_key ? [<GridActionsCellItem key="revoke" icon={<KeyOffOutlined />} label={t('revokeKey')} onClick={() => void revokeKey(row)} />] : []),
      ],
    });
  }

  return (
    <>
      <ResourceGrid<TSourceSystem> title={t('sourcesTitle')} queryKey="source-systems" endpoint="/api/v1/source-system/pagination" columns={columns}
        canWrite={canWrite} createLabel={t('newSource')} emptyText={t('sourcesEmpty')} createFirstText={t('createFirstSource')}
        onCreate={() => open(null)} onEdit={open} onDelete={remove} />
      <FormDialog {...dialog} title={row ? t('editSource') : t('newSource')}>
        <TextField label={t('name')} required {...register('name')} error={!!errors.name} helperText={errors.name?.message} />
        <TextField label={t('sourceIp')} {...register('source_ip')} error={!!errors.source_ip} helperText={errors.source_ip?.message ?? t('sourceIpHelp')}
          slotProps={{ htmlInput: { spellCheck: false } }} />
        <FormDateField control={control} name="expiry_local" kind="datetime" label={t('expiryDate')} helperText={t('expiryHelp')} />
        <Controller name="api_ids" control={control} render={({ field }) => (
          <Autocomplete multiple disableCloseOnSelect options={apiOptions} value={field.value ?? []}
            onChange={(_e, v) => field.onChange(v)} groupBy={(id) => targetName.get(apiById.get(id)?.target_system_id ?? '') ?? ''}
            getOptionLabel={(id) => { const a = apiById.get(id); return a ? `${a.method} ${a.path} — ${a.api_name}` : id; }}
            renderInput={(params) => <TextField {...params} label={t('grantedApis')} error={!!errors.api_ids} helperText={errors.api_ids?.message} />} />
        )} />
      </FormDialog>
      <KeyDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
