'use client';
import { useEffect, useState, useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Checkbox from '@mui/material/Checkbox';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { ZUserCreate, ZUserUpdate } from '@/lib/users/schemas';
import { ROLES, ROLE_LABELS } from '@/lib/auth/permissions';
import { api } from '@/lib/api/client';
import { serialize } from '@/lib/wire';
import type { TUserDto } from '@/lib/users/dto';
import { FormDialog } from '../FormDialog';
import { DateField } from '../DateField';
import { FormDateField } from '../FormDateField';
import { useServerError, useZodResolver } from '@/components/forms/errors';
import { useDates } from '../dates';
import { useToast } from '../ConsoleProviders';
import { AvatarField } from '../AvatarField';

type TWireUser = Omit<TUserDto, 'expire_date' | 'created_at' | 'createdDate' | 'updatedDate'> & { expire_date: string | null };
type TValues = Record<string, unknown>;
const FIELDS = ['username', 'password', 'fullname', 'avatar', 'email', 'phone', 'dob', 'gender', 'group_id', 'roles', 'expire_date', 'is_activate', 'is_lock', 'is_corp_admin'];

const empty = { username: '', password: '', fullname: '', avatar: '', email: '', phone: '', dob: '', gender: '', group_id: '', roles: [], expire_date: '', is_activate: true, is_lock: false, is_corp_admin: false };
const fromUser = (u: TWireUser) => ({
  ...empty, password: '', fullname: u.fullname, avatar: u.avatar ?? '', email: u.email ?? '', phone: u.phone ?? '', dob: u.dob ?? '', gender: u.gender ?? '',
  group_id: u.group_id ?? '', roles: u.roles, expire_date: u.expire_date ?? '', is_activate: u.is_activate, is_lock: u.is_lock, is_corp_admin: u.is_corp_admin,
});
/** Empty inputs mean "not set": null for optional fields, left out for a password that is not being changed. */
const toPayload = (v: TValues, editing: boolean) => {
  const out: TValues = {};
  for (const [k, val] of Object.entries(v)) {
    if (val === '') { if (!(k === 'password' && editing) && k !== 'username') out[k] = k === 'password' ? val : null; }
    else out[k] = val;
  }
  return out;
};

export function UserDialog({ user, open, onClose }: { user: TWireUser | null; open: boolean; onClose: () => void }) {
  const { inputToWire, wireToInput } = useDates();
  const t = useTranslations('users');
  const tc = useTranslations('common');
  const toast = useToast();
  const qc = useQueryClient();
  const editing = !!user;
  const [formError, setFormError] = useState<string | null>(null);
  const serverError = useServerError();
  const schema = editing ? ZUserUpdate : ZUserCreate;
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<TValues>({
    resolver: useZodResolver<TValues>(schema, useCallback((values: TValues) => toPayload(values, editing), [editing])),
    defaultValues: empty,
  });
  useEffect(() => { if (open) { reset(user ? fromUser(user) : empty); setFormError(null); } }, [open, user, reset]);
  const groups = useQuery({ queryKey: ['groups-all'], queryFn: () => api.get<{ id: string; name: string }[]>('/api/v1/group/'), enabled: open });

  const save = useMutation({
    mutationFn: (body: TValues) => (editing ? api.put(`/api/v1/auth/update/${user!.id}`, body) : api.post('/api/v1/auth/add', body)),
  });
  const onSubmit = handleSubmit(async (parsed) => {
    setFormError(null);
    try {
      await save.mutateAsync(serialize(parsed) as TValues);
      await qc.invalidateQueries({ queryKey: ['users'] });
      toast({ message: tc('saved'), severity: 'success' });
      onClose();
    } catch (e) {
      setFormError(serverError(e, setError, FIELDS));
    }
  });
  const err = (k: string) => ({ error: !!errors[k], helperText: errors[k]?.message as string | undefined });

  return (
    <FormDialog open={open} onClose={onClose} onSubmit={onSubmit} submitting={isSubmitting} error={formError} title={editing ? t('editTitle') : t('new')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller name="avatar" control={control} render={({ field }) => (
          <AvatarField value={field.value as string} onChange={field.onChange} label={t('avatarUpload')} removeLabel={t('avatarRemove')} name={user?.fullname ?? ''} />
        )} />
        <TextField label={t('username')} required disabled={editing} {...register('username')} {...err('username')} value={editing ? user!.username : undefined} autoComplete="off" />
        <TextField label={t('password')} type="password" required={!editing} {...register('password')} {...err('password')} autoComplete="new-password"
          helperText={(errors.password?.message as string) ?? (editing ? t('passwordHint') : undefined)} />
        <TextField label={t('fullname')} required {...register('fullname')} {...err('fullname')} sx={{ gridColumn: { sm: '1 / -1' } }} />
        <TextField label={t('email')} type="email" {...register('email')} {...err('email')} />
        <TextField label={t('phone')} {...register('phone')} {...err('phone')} />
        <FormDateField control={control} name="dob" kind="date" disableFuture label={t('dob')} {...err('dob')} />
        <Controller name="gender" control={control} render={({ field }) => (
          <TextField select label={t('gender')} {...field} {...err('gender')}>
            <MenuItem value="">—</MenuItem><MenuItem value="male">{t('male')}</MenuItem><MenuItem value="female">{t('female')}</MenuItem>
          </TextField>
        )} />
        <Controller name="group_id" control={control} render={({ field }) => (
          <TextField select label={t('group')} {...field} {...err('group_id')}>
            <MenuItem value="">{t('noGroup')}</MenuItem>
            {(groups.data ?? []).map((g) => <MenuItem key={g.id} value={g.id}>{g.name}</MenuItem>)}
          </TextField>
        )} />
        <Controller name="expire_date" control={control} render={({ field }) => (
          <DateField kind="datetime" label={t('expireDate')} name={field.name} value={wireToInput(field.value as string)} onChange={(v) => field.onChange(inputToWire(v) ?? '')}
            onBlur={field.onBlur} {...err('expire_date')} />
        )} />
      </Box>
      <Controller name="roles" control={control} render={({ field }) => {
        const value = (field.value as string[]) ?? [];
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" required error={!!errors.roles}>{t('roles')}</FormLabel>
            <FormGroup row>
              {ROLES.map((r) => (
                <FormControlLabel key={r} label={ROLE_LABELS[r]} control={
                  <Checkbox checked={value.includes(r)} onChange={(e) => field.onChange(e.target.checked ? [...value, r] : value.filter((x) => x !== r))} />
                } />
              ))}
            </FormGroup>
            {errors.roles && <FormHelperText error>{errors.roles.message as string}</FormHelperText>}
          </Box>
        );
      }} />
      <FormGroup row>
        {(['is_activate', 'is_lock', 'is_corp_admin'] as const).map((k) => (
          <Controller key={k} name={k} control={control} render={({ field }) => (
            <FormControlLabel label={t(k === 'is_activate' ? 'activated' : k === 'is_lock' ? 'locked' : 'corpAdmin')}
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
          )} />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
export type { TWireUser };
