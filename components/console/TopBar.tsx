'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useColorScheme, type Theme } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { api } from '@/lib/api/client';
import { CONSOLE_LOCALE_COOKIE, type TConsoleLocale } from '@/lib/i18n/locales';

/** The top bar sits over the side menu (its toggle stays in reach); a panel that opens from the right (an order, a
    task-flow record, the configurator) is modal and covers it, or its title and close button would be under it. */
export const OVER_TOP_BAR = { zIndex: (th: Theme) => th.zIndex.modal };

export function TopBar(props: { appTitle: string; fullname: string; onToggleMenu: () => void; onOpenConfigurator: () => void }) {
  const t = useTranslations('layout');
  const locale = useLocale() as TConsoleLocale;
  const router = useRouter();
  const { mode, setMode } = useColorScheme();
  const [profileEl, setProfileEl] = useState<HTMLElement | null>(null);
  const [langEl, setLangEl] = useState<HTMLElement | null>(null);
  const dark = mode === 'dark';

  const switchLocale = async (next: TConsoleLocale) => {
    setLangEl(null);
    document.cookie = `${CONSOLE_LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    // The choice follows the user to other browsers too.
    await api.put('/api/v1/auth/profile', { locale: next }).catch(() => undefined);
    router.refresh();
  };
  const signOut = async () => {
    await api.delete('/api/v1/auth/logout', { redirectOn401: false }).catch(() => undefined);
    window.location.assign('/auth/login');
  };

  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (th) => th.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 0.5 }}>
        <IconButton edge="start" onClick={props.onToggleMenu} aria-label={t('toggleMenu')} data-testid="menu-toggle"><MenuIcon /></IconButton>
        <Box component={Link} href="/console" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', mr: 'auto' }}>
          <Box component="img" src="/icon.svg" alt="" width={28} height={28} />
          <Typography component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>{props.appTitle}</Typography>
        </Box>
        <Tooltip title={t('language')}>
          <Button onClick={(e) => setLangEl(e.currentTarget)} startIcon={<TranslateOutlined />} color="inherit" aria-label={`${locale.toUpperCase()} · ${t('language')}`} data-testid="language-button">
            {locale.toUpperCase()}
          </Button>
        </Tooltip>
        <Menu anchorEl={langEl} open={!!langEl} onClose={() => setLangEl(null)}>
          <MenuItem selected={locale === 'vi'} onClick={() => switchLocale('vi')} lang="vi">Tiếng Việt</MenuItem>
          <MenuItem selected={locale === 'en'} onClick={() => switchLocale('en')} lang="en" data-testid="language-en">English</MenuItem>
        </Menu>
        <Tooltip title={dark ? t('lightMode') : t('darkMode')}>
          <IconButton onClick={() => setMode(dark ? 'light' : 'dark')} aria-label={dark ? t('lightMode') : t('darkMode')} data-testid="dark-toggle">
            {dark ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('configurator')}>
          <IconButton onClick={props.onOpenConfigurator} aria-label={t('configurator')} data-testid="configurator-button"><PaletteOutlined /></IconButton>
        </Tooltip>
        {/* Calendar and Messages are static buttons in the original (spec §2); their behaviour is not shown. */}
        <Tooltip title={t('calendar')}><IconButton aria-label={t('calendar')} sx={{ display: { xs: 'none', md: 'inline-flex' } }}><CalendarMonthOutlined /></IconButton></Tooltip>
        <Tooltip title={t('messages')}><IconButton aria-label={t('messages')} sx={{ display: { xs: 'none', md: 'inline-flex' } }}><ChatBubbleOutline /></IconButton></Tooltip>
        <Tooltip title={t('profile')}>
          <IconButton onClick={(e) => setProfileEl(e.currentTarget)} aria-label={t('profile')} data-testid="profile-button"><PersonOutline /></IconButton>
        </Tooltip>
        <Menu anchorEl={profileEl} open={!!profileEl} onClose={() => setProfileEl(null)}>
          <MenuItem disabled sx={{ opacity: '1 !important', fontWeight: 600 }}>{props.fullname}</MenuItem>
          <MenuItem component={Link} href="/console/account" onClick={() => setProfileEl(null)}>{t('profile')}</MenuItem>
          <MenuItem onClick={signOut} data-testid="sign-out">{t('signOut')}</MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
