'use client';
import { useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { TMenuEntry } from '@/lib/auth/menu';
import { MenuIcon } from './icons';

const isActive = (path: string | undefined, pathname: string) =>
  !!path && (path === '/console' ? pathname === path : pathname === path || pathname.startsWith(`${path}/`));

function Entry({ entry, depth, onNavigate }: { entry: TMenuEntry; depth: number; onNavigate?: () => void }) {
  const t = useTranslations('menu');
  const pathname = usePathname();
  const childActive = entry.children?.some((c) => isActive(c.path, pathname)) ?? false;
  const [open, setOpen] = useState(true);
  const label = t(entry.key);
  if (entry.children) {
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ pl: 2 + depth * 2 }} selected={childActive && !open}>
          <ListItemIcon sx={{ minWidth: 36 }}><MenuIcon name={entry.icon} /></ListItemIcon>
          <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } } }} />
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto">
          <List disablePadding>
            {entry.children.map((c) => <Entry key={c.key} entry={c} depth={depth + 1} onNavigate={onNavigate} />)}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  const active = isActive(entry.path, pathname);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
    <ListItemButton component={Link} href={entry.path ?? '#'} selected={active} onClick={onNavigate} sx={{ pl: 2 + depth * 2, borderRadius: 1, mx: 1 }}
      aria-current={active ? 'page' : undefined} data-menu-key={entry.key}>
      <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : undefined }}><MenuIcon name={entry.icon} /></ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: active ? 600 : 400 } } }} />
    </ListItemButton>
    </ListItem>
  );
}

export function SideMenu({ entries, onNavigate }: { entries: TMenuEntry[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Console" data-testid="side-menu">
      <List sx={{ py: 1 }}>
        {entries.map((e) => <Entry key={e.key} entry={e} depth={0} onNavigate={onNavigate} />)}
      </List>
    </nav>
  );
}
