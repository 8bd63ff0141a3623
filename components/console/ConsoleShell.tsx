'use client';
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TMenuEntry } from '@/lib/auth/menu';
import { loadingStore } from '@/lib/api/client';
import { ConsoleProviders } from './ConsoleProviders';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { TagsView } from './TagsView';
import { Configurator } from './Configurator';
import { useLayoutConfig } from './useLayoutConfig';

const DRAWER_WIDTH = 264;

/** The sidebar logo; in static mode the fixed top bar carries it above the menu. */
function SidebarLogo({ appTitle }: { appTitle: string }) {
  return (
    <Toolbar sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="img" src="/icon.svg" alt="" width={28} height={28} />
      <Box component="span" sx={{ fontWeight: 700 }}>{appTitle}</Box>
    </Toolbar>
  );
}

/**
 * The console frame of spec §2: fixed top bar, side menu, tags view. Static mode keeps the menu beside the content
 * and collapses it on desktop; overlay mode floats it over the content; at 991 px and below the mobile menu opens.
 */
export function ConsoleShell(props: { appTitle: string; fullname: string; menu: TMenuEntry[]; timeZone: string; children: React.ReactNode }) {
  const t = useTranslations('layout');
  const [cfg, update] = useLayoutConfig();
  const mobile = useMediaQuery('(max-width:991px)', { noSsr: false });
  const [collapsed, setCollapsed] = useState(false);
  const [floatingOpen, setFloatingOpen] = useState(false);
  const [configOpen, setConfigOpen] = useState(false);
  const loading = useSyncExternalStore(loadingStore.subscribe, loadingStore.get, () => false);
  const floating = mobile || cfg.menuMode === 'overlay';
  const staticOpen = !floating && !collapsed;

  const toggle = () => (floating ? setFloatingOpen((o) => !o) : setCollapsed((c) => !c));
  const menu = <SideMenu entries={props.menu} onNavigate={floating ? () => setFloatingOpen(false) : undefined} />;

  return (
    <ConsoleProviders timeZone={props.timeZone}>
      <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }} data-menu-mode={cfg.menuMode}>
        <Box component="a" href="#main" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}>
          {t('skipToContent')}
        </Box>
        <TopBar appTitle={props.appTitle} fullname={props.fullname} onToggleMenu={toggle} onOpenConfigurator={() => setConfigOpen(true)} />
        {loading && <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }} aria-label="loading" />}
        {floating ? (
          <Drawer variant="temporary" open={floatingOpen} onClose={() => setFloatingOpen(false)} ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
            <SidebarLogo appTitle={props.appTitle} />
            {menu}
          </Drawer>
        ) : (
          <Drawer variant="persistent" open={staticOpen}
            sx={{ width: staticOpen ? DRAWER_WIDTH : 0, flexShrink: 0, transition: 'width 200ms', '& .MuiDrawer-paper': { width: DRAWER_WIDTH, borderRight: 1, borderColor: 'divider' } }}>
            <Toolbar />
            {menu}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          <TagsView />
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, p: { xs: 2, md: 3 }, outline: 'none' }}>{props.children}</Box>
        </Box>
        <Configurator open={configOpen} onClose={() => setConfigOpen(false)} cfg={cfg} update={update} />
      </Box>
    </ConsoleProviders>
  );
}
