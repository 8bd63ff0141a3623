'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_LABELS, type TRole } from '@/lib/auth/permissions';
import { ResourceGrid } from '../ResourceGrid';
import { useRemove } from '../useRemove';
import { useDates } from '../dates';
import { UserDialog, type TWireUser } from './UserDialog';

type TRow = TWireUser & { created_at: string; group_name: string | null };

export function UsersScreen({ canWrite }: { canWrite: boolean }) {
  const { localTime } = useDates();
  const t = useTranslations('users');
  const tc = useTranslations('common');
  const [dialog, setDialog] = useState<{ open: boolean; user: TWireUser | null }>({ open: false, user: null });

  const columns: GridColDef<TRow>[] = [
    { field: 'username', headerName: t('username'), flex: 1, minWidth: 130 },
    { field: 'fullname', headerName: t('fullname'), flex: 1.2, minWidth: 160 },
    { field: 'email', headerName: t('email'), flex: 1.2, minWidth: 180 },
    { field: 'roles', headerName: t('roles'), flex: 1.2, minWidth: 180, renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {row.roles.map((r) => <Chip key={r} size="small" label={ROLE_LABELS[r as TRole]} />)}
      </Stack>
    ) },
    { field: 'group_name', headerName: t('group'), flex: 1, minWidth: 130 },
    { field: 'status', headerName: t('status'), width: 130, valueGetter: (_v, row) => (row.is_lock ? t('locked') : row.is_activate ? t('activated') : tc('inactive')),
      renderCell: ({ row, value }) => <Chip size="small" label={value as string} color={row.is_lock ? 'error' : row.is_activate ? 'success' : 'default'} variant="outlined" /> },
    { field: 'expire_date', headerName: t('expireDate'), width: 160, valueFormatter: (v) => localTime(v as string | null) },
    { field: 'created_at', headerName: t('createdAt'), width: 160, valueFormatter: (v) => localTime(v as string) },
  ];

  const remove = useRemove<TRow>({ path: '/api/v1/auth/remove/', queryKey: 'users', name: (r) => r.username });

  return (
    <>
      <ResourceGrid<TRow> title={t('title')} queryKey="users" endpoint="/api/v1/auth/list" columns={columns} canWrite={canWrite}
        createLabel={t('new')} emptyText={t('empty')} createFirstText={t('createFirst')}
        onCreate={() => setDialog({ open: true, user: null })} onEdit={(user) => setDialog({ open: true, user })} onDelete={remove} />
      {canWrite && <UserDialog open={dialog.open} user={dialog.user} onClose={() => setDialog({ open: false, user: dialog.user })} />}
    </>
  );
}
