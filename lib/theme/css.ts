import { PRIMARIES, SURFACES, SURFACE_NAMES, type TSurface } from './palettes';

/* The configurator's choices become data attributes on <html> (set before first paint by the init script); these
   rules map them onto MUI's CSS variables, so a change needs no re-render and a reload shows no flash. */

const channel = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`;
};

function vars(prefix: string, entries: Record<string, string>): string {
  return Object.entries(entries).map(([k, v]) => `--mui-palette-${prefix}-${k}:${v};--mui-palette-${prefix}-${k}Channel:${channel(v)};`).join('');
}

function primaryRules(name: string, light: Record<string, string>, dark: Record<string, string>): string {
  return `:root[data-primary="${name}"]{${vars('primary', light)}}:root.dark[data-primary="${name}"]{${vars('primary', dark)}}`;
}

function surfaceRules(name: TSurface): string {
  const s = SURFACES[name];
  const light = `--mui-palette-background-default:${s[1]};--mui-palette-background-defaultChannel:${channel(s[1])};` +
    `--mui-palette-background-paper:${s[0]};--mui-palette-background-paperChannel:${channel(s[0])};` +
    `--mui-palette-text-primary:${s[10]};--mui-palette-text-primaryChannel:${channel(s[10])};` +
    `--mui-palette-text-secondary:${s[7]};--mui-palette-text-secondaryChannel:${channel(s[7])};` +
    `--mui-palette-divider:${s[3]};--app-surface-hover:${s[2]};`;
  const dark = `--mui-palette-background-default:${s[11]};--mui-palette-background-defaultChannel:${channel(s[11])};` +
    `--mui-palette-background-paper:${s[10]};--mui-palette-background-paperChannel:${channel(s[10])};` +
    `--mui-palette-text-primary:${s[0]};--mui-palette-text-primaryChannel:${channel(s[0])};` +
    `--mui-palette-text-secondary:${s[5]};--mui-palette-text-secondaryChannel:${channel(s[5])};` +
    `--mui-palette-divider:${s[8]};--app-surface-hover:${s[9]};`;
  // noir takes its primary from the surface greys.
  const noirLight = vars('primary', { main: s[10], light: s[8], dark: s[11], contrastText: '#ffffff' });
  const noirDark = vars('primary', { main: s[0], light: s[2], dark: s[4], contrastText: s[11] });
  return `:root[data-surface="${name}"]{${light}}:root.dark[data-surface="${name}"]{${dark}}` +
    `:root[data-surface="${name}"][data-primary="noir"]{${noirLight}}:root.dark[data-surface="${name}"][data-primary="noir"]{${noirDark}}`;
}

const PRESET_RULES =
  ':root[data-preset="aura"]{--mui-shape-borderRadius:12px;--app-font:"Inter","Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;--app-density:1}' +
  ':root[data-preset="lara"]{--mui-shape-borderRadius:4px;--app-font:"Source Sans 3","Source Sans Pro",-apple-system,"Segoe UI",system-ui,sans-serif;font-size:14.5px;--app-density:.8}' +
  ':root[data-preset="lara"] .MuiButton-root{text-transform:uppercase;letter-spacing:.03em}' +
  ':root[data-preset="lara"] .MuiTableCell-root{padding-top:4px;padding-bottom:4px}' +
  ':root[data-preset="lara"] .MuiListItemButton-root{padding-top:2px;padding-bottom:2px}';

let cached: string | undefined;
export function layoutCss(): string {
  if (cached) return cached;
  const primaries = Object.entries(PRIMARIES).map(([name, [c300, c400, c500, c700, c800]]) =>
    primaryRules(name, { main: c700, light: c500, dark: c800, contrastText: '#ffffff' }, { main: c400, light: c300, dark: c500, contrastText: '#0b0f19' }));
  cached = primaries.join('') + SURFACE_NAMES.map(surfaceRules).join('') + PRESET_RULES;
  return cached;
}
