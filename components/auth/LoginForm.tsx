'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { ZLogin } from '@/lib/users/schemas';
import { api } from '@/lib/api/client';
import { CONSOLE_LOCALE_COOKIE } from '@/lib/i18n/locales';
import type { z } from 'zod';
import { useErrorText, useZodResolver } from '@/components/forms/errors';

type TForm = z.infer<typeof ZLogin>;

export function LoginForm({ redirectTo, appTitle, expired }: { redirectTo: string; appTitle: string; expired: boolean }) {
  const t = useTranslations('auth');
  const [error, setError] = useState<string | null>(null);
  const [show, setShow] = useState(false);
  const errorText = useErrorText();
  const { register, handleSubmit, formState } = useForm<TForm>({ resolver: useZodResolver<TForm>(ZLogin), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const data = await api.post<{ user: { locale: string } }>('/api/v1/auth/login', values, { redirectOn401: false });
      document.cookie = `${CONSOLE_LOCALE_COOKIE}=${data.user.locale}; path=/; max-age=31536000; samesite=lax`;
      // A full navigation, so the console's server layout sees the new cookie.
      window.location.assign(redirectTo);
    } catch (e) {
      setError(errorText(e));
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <Box component="img" src="/icon.svg" alt="" width={40} height={40} />
          <Typography sx={{ fontWeight: 700, fontSize: 20 }}>{appTitle}</Typography>
        </Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>{t('welcome')}</Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('subtitle')}</Typography>
        {expired && !error && <Alert severity="info" sx={{ mb: 2 }}>{t('sessionExpired')}</Alert>}
        {error && <Alert severity="error" sx={{ mb: 2 }} role="alert">{error}</Alert>}
        <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <TextField label={t('username')} autoComplete="username" autoFocus {...register('username')}
            error={!!formState.errors.username} helperText={formState.errors.username?.message} slotProps={{ htmlInput: { 'data-testid': 'login-username' } }} />
          <TextField label={t('password')} type={show ? 'text' : 'password'} autoComplete="current-password" {...register('password')}
            error={!!formState.errors.password} helperText={formState.errors.password?.message} slotProps={{ htmlInput: { 'data-testid': 'login-password' } }} />
          <FormControlLabel control={<Checkbox checked={show} onChange={(e) => setShow(e.target.checked)} />} label={t('showPassword')} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>{t('submit')}</Button>
        </Box>
      </Paper>
    </Box>
  );
}
