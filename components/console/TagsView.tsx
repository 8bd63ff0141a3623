'use client';
import { useEffect, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { CONSOLE_MENU, type TMenuEntry } from '@/lib/auth/menu';

const KEY = 'console-tags';
const flat = (es: TMenuEntry[]): TMenuEntry[] => es.flatMap((e) => (e.children ? flat(e.children) : [e]));
const entryFor = (path: string) => flat(CONSOLE_MENU).filter((e) => e.path && (path === e.path || path.startsWith(`${e.path}/`)))
  .sort((a, b) => (b.path!.length - a.path!.length))[0];

/** The tags view: one tab per visited console screen, kept for the browser tab's session. Home stays pinned. */
export function TagsView() {
  const t = useTranslations();
  const pathname = usePathname();
  const router = useRouter();
  const [tags, setTags] = useState<string[]>(['/console']);

  useEffect(() => {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '["/console"]') as string[];
    setTags(saved.includes('/console') ? saved : ['/console', ...saved]);
  }, []);
  useEffect(() => {
    const e = entryFor(pathname);
    if (!e?.path) return;
    setTags((prev) => {
      const next = prev.includes(e.path!) ? prev : [...prev, e.path!];
      sessionStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, [pathname]);

  const close = (path: string) => {
    const next = tags.filter((p) => p !== path);
    setTags(next);
    sessionStorage.setItem(KEY, JSON.stringify(next));
    if (entryFor(pathname)?.path === path) router.push(next[next.length - 1] ?? '/console');
  };

  return (
    <Box component="nav" aria-label={t('layout.closeTab')} sx={{ display: 'flex', gap: 1, px: 2, py: 1, overflowX: 'auto', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      {tags.map((path) => {
        const e = entryFor(path);
        if (!e) return null;
        const active = entryFor(pathname)?.path === path;
        return (
          <Chip key={path} size="small" label={t(`menu.${e.key}`)} clickable onClick={() => router.push(path)}
            color={active ? 'primary' : 'default'} variant={active ? 'filled' : 'outlined'}
            onDelete={path === '/console' ? undefined : () => close(path)} />
        );
      })}
    </Box>
  );
}
