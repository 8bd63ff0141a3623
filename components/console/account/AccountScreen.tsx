'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { ZChangePassword, ZProfileUpdate } from '@/lib/users/schemas';
import { api } from '@/lib/api/client';
import { CONSOLE_LOCALE_COOKIE } from '@/lib/i18n/locales';
import { useServerError, useZodResolver } from '@/components/forms/errors';
import { useToast } from '../ConsoleProviders';
import { FormDateField } from '../FormDateField';

type TProfile = z.infer<typeof ZProfileUpdate>;
type TProps = { user: { username: string; fullname: string; email: string | null; phone: string | null; dob: string | null; gender: 'male' | 'female' | null; locale: 'vi' | 'en'; roles: string[] } };

export function AccountScreen({ user }: TProps) {
  const t = useTranslations('account');
  const tu = useTranslations('users');
  const tc = useTranslations('common');
  const toast = useToast();
  const router = useRouter();
  const [pwMsg, setPwMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const serverError = useServerError();
  const profile = useForm<TProfile>({
    resolver: useZodResolver<TProfile>(ZProfileUpdate),
    defaultValues: { fullname: user.fullname, email: user.email ?? '', phone: user.phone ?? '', dob: user.dob ?? '', gender: user.gender ?? undefined, locale: user.locale },
  });
  const ZPw = ZChangePassword.extend({ confirm: z.string() }).refine((v) => v.confirm === v.newPassword, { path: ['confirm'], message: t('mismatch') });
  const pw = useForm<z.infer<typeof ZPw>>({ resolver: useZodResolver<z.infer<typeof ZPw>>(ZPw), defaultValues: { currentPassword: '', newPassword: '', confirm: '' } });

  const saveProfile = profile.handleSubmit(async (v) => {
    const body = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? null : x]));
    try {
      await api.put('/api/v1/auth/profile', body);
      document.cookie = `${CONSOLE_LOCALE_COOKIE}=${v.locale}; path=/; max-age=31536000; samesite=lax`;
      toast({ message: tc('saved'), severity: 'success' });
      router.refresh();
    } catch (e) {
      const msg = serverError(e, profile.setError, ['fullname', 'email', 'phone', 'dob', 'gender', 'locale']);
      if (msg) toast({ message: msg, severity: 'error' });
    }
  });
  const changePassword = pw.handleSubmit(async ({ currentPassword, newPassword }) => {
    setPwMsg(null);
    try {
      await api.put('/api/v1/auth/password', { currentPassword, newPassword });
      pw.reset();
      setPwMsg({ ok: true, text: t('passwordChanged') });
    } catch (e) {
      const msg = serverError(e, pw.setError, ['currentPassword', 'newPassword']);
      if (msg) setPwMsg({ ok: false, text: msg });
    }
  });
  const pe = profile.formState.errors;
  const we = pw.formState.errors;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, gridColumn: '1 / -1' }}>{t('title')} · {user.username}</Typography>
      <Paper variant="outlined" component="form" noValidate onSubmit={saveProfile} sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">{t('profile')}</Typography>
        <TextField label={tu('fullname')} required {...profile.register('fullname')} error={!!pe.fullname} helperText={pe.fullname?.message} />
        <TextField label={tu('email')} {...profile.register('email')} error={!!pe.email} helperText={pe.email?.message} />
        <TextField label={tu('phone')} {...profile.register('phone')} error={!!pe.phone} helperText={pe.phone?.message} />
        <FormDateField control={profile.control} name="dob" kind="date" disableFuture label={tu('dob')} error={!!pe.dob} helperText={pe.dob?.message} />
        <Controller name="gender" control={profile.control} render={({ field }) => (
          <TextField select label={tu('gender')} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || undefined)}>
            <MenuItem value="">—</MenuItem><MenuItem value="male">{tu('male')}</MenuItem><MenuItem value="female">{tu('female')}</MenuItem>
          </TextField>
        )} />
        <Controller name="locale" control={profile.control} render={({ field }) => (
          <TextField select label={t('language')} {...field}>
            <MenuItem value="vi">Tiếng Việt</MenuItem><MenuItem value="en">English</MenuItem>
          </TextField>
        )} />
        <Box><Button type="submit" variant="contained" disabled={profile.formState.isSubmitting}>{tc('save')}</Button></Box>
      </Paper>
      <Paper variant="outlined" component="form" noValidate onSubmit={changePassword} sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">{t('changePassword')}</Typography>
        {pwMsg && <Alert severity={pwMsg.ok ? 'success' : 'error'}>{pwMsg.text}</Alert>}
        <TextField label={t('currentPassword')} type="password" autoComplete="current-password" {...pw.register('currentPassword')} error={!!we.currentPassword} helperText={we.currentPassword?.message} />
        <TextField label={t('newPassword')} type="password" autoComplete="new-password" {...pw.register('newPassword')} error={!!we.newPassword} helperText={we.newPassword?.message} />
        <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" {...pw.register('confirm')} error={!!we.confirm} helperText={we.confirm?.message} />
        <Box><Button type="submit" variant="contained" disabled={pw.formState.isSubmitting}>{t('changePassword')}</Button></Box>
      </Paper>
    </Box>
  );
}
