/* Colour tables for the configurator of spec §2. Client-safe. Shades follow Tailwind's scale; soho, viva and ocean
   are PrimeVue's surfaces. Light mode uses the 700 shade as primary so white text on it passes WCAG AA. */

export const PRIMARY_NAMES = [
  'noir', 'red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue', 'indigo',
  'violet', 'purple', 'fuchsia', 'pink', 'rose',
] as const;
export type TPrimary = (typeof PRIMARY_NAMES)[number];

/** [300, 400, 500, 700, 800] */
export const PRIMARIES: Record<Exclude<TPrimary, 'noir'>, [string, string, string, string, string]> = {
  red: ['#fca5a5', '#f87171', '#ef4444', '#b91c1c', '#991b1b'],
  orange: ['#fdba74', '#fb923c', '#f97316', '#c2410c', '#9a3412'],
  amber: ['#fcd34d', '#fbbf24', '#f59e0b', '#b45309', '#92400e'],
  yellow: ['#fde047', '#facc15', '#eab308', '#a16207', '#854d0e'],
  lime: ['#bef264', '#a3e635', '#84cc16', '#4d7c0f', '#3f6212'],
  green: ['#86efac', '#4ade80', '#22c55e', '#15803d', '#166534'],
  emerald: ['#6ee7b7', '#34d399', '#10b981', '#047857', '#065f46'],
  teal: ['#5eead4', '#2dd4bf', '#14b8a6', '#0f766e', '#115e59'],
  cyan: ['#67e8f9', '#22d3ee', '#06b6d4', '#0e7490', '#155e75'],
  sky: ['#7dd3fc', '#38bdf8', '#0ea5e9', '#0369a1', '#075985'],
  blue: ['#93c5fd', '#60a5fa', '#3b82f6', '#1d4ed8', '#1e40af'],
  indigo: ['#a5b4fc', '#818cf8', '#6366f1', '#4338ca', '#3730a3'],
  violet: ['#c4b5fd', '#a78bfa', '#8b5cf6', '#6d28d9', '#5b21b6'],
  purple: ['#d8b4fe', '#c084fc', '#a855f7', '#7e22ce', '#6b21a8'],
  fuchsia: ['#f0abfc', '#e879f9', '#d946ef', '#a21caf', '#86198f'],
  pink: ['#f9a8d4', '#f472b6', '#ec4899', '#be185d', '#9d174d'],
  rose: ['#fda4af', '#fb7185', '#f43f5e', '#be123c', '#9f1239'],
};

export const SURFACE_NAMES = ['slate', 'gray', 'zinc', 'neutral', 'stone', 'soho', 'viva', 'ocean'] as const;
export type TSurface = (typeof SURFACE_NAMES)[number];

/** [0, 50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] */
export const SURFACES: Record<TSurface, string[]> = {
  slate: ['#ffffff', '#f8fafc', '#f1f5f9', '#e2e8f0', '#cbd5e1', '#94a3b8', '#64748b', '#475569', '#334155', '#1e293b', '#0f172a', '#020617'],
  gray: ['#ffffff', '#f9fafb', '#f3f4f6', '#e5e7eb', '#d1d5db', '#9ca3af', '#6b7280', '#4b5563', '#374151', '#1f2937', '#111827', '#030712'],
  zinc: ['#ffffff', '#fafafa', '#f4f4f5', '#e4e4e7', '#d4d4d8', '#a1a1aa', '#71717a', '#52525b', '#3f3f46', '#27272a', '#18181b', '#09090b'],
  neutral: ['#ffffff', '#fafafa', '#f5f5f5', '#e5e5e5', '#d4d4d4', '#a3a3a3', '#737373', '#525252', '#404040', '#262626', '#171717', '#0a0a0a'],
  stone: ['#ffffff', '#fafaf9', '#f5f5f4', '#e7e5e4', '#d6d3d1', '#a8a29e', '#78716c', '#57534e', '#44403c', '#292524', '#1c1917', '#0c0a09'],
  soho: ['#ffffff', '#f4f4f4', '#e8e9e9', '#d2d2d4', '#bbbcbe', '#a5a5a9', '#8e8f93', '#77787d', '#616268', '#4a4b52', '#34343d', '#1d1e27'],
  viva: ['#ffffff', '#f3f3f3', '#e7e7e8', '#cfd0d0', '#b7b8b9', '#9fa1a1', '#87898a', '#6e7173', '#565a5b', '#3e4244', '#262b2c', '#0e1315'],
  ocean: ['#ffffff', '#fbfcfc', '#f7f9f8', '#eff3f2', '#dadedd', '#b1b7b6', '#828787', '#5f7274', '#415b61', '#29444e', '#183240', '#0c1920'],
};

export const PRESETS = ['aura', 'lara'] as const;
export type TPreset = (typeof PRESETS)[number];
export const MENU_MODES = ['static', 'overlay'] as const;
export type TMenuMode = (typeof MENU_MODES)[number];

export type TLayoutConfig = { primary: TPrimary; surface: TSurface; preset: TPreset; menuMode: TMenuMode };

/** Spec §9 gives yellow in one reading and emerald in the other; we default to emerald (see README). */
export const DEFAULT_LAYOUT: TLayoutConfig = { primary: 'emerald', surface: 'slate', preset: 'aura', menuMode: 'static' };
export const LAYOUT_STORAGE_KEY = 'layout-config';
