'use client';
import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LAYOUT, LAYOUT_STORAGE_KEY, type TLayoutConfig } from '@/lib/theme/palettes';

const attr = (k: string) => `data-${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}`;

/** The configurator's choices: read from <html> (the init script set them before paint), saved to local storage. */
export function useLayoutConfig() {
  const [cfg, setCfg] = useState<TLayoutConfig>(DEFAULT_LAYOUT);
  useEffect(() => {
    const root = document.documentElement;
    const read = {} as Record<string, string>;
    for (const k of Object.keys(DEFAULT_LAYOUT)) read[k] = root.getAttribute(attr(k)) ?? (DEFAULT_LAYOUT as Record<string, string>)[k];
    setCfg(read as TLayoutConfig);
  }, []);
  const update = useCallback((patch: Partial<TLayoutConfig>) => {
    setCfg((prev) => {
      const next = { ...prev, ...patch };
      for (const [k, v] of Object.entries(patch)) document.documentElement.setAttribute(attr(k), v);
      localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [cfg, update] as const;
}
