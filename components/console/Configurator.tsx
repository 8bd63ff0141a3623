'use client';
import { useTranslations } from 'next-intl';
import { useColorScheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import CloseIcon from '@mui/icons-material/Close';
import { MENU_MODES, PRESETS, PRIMARIES, PRIMARY_NAMES, SURFACES, SURFACE_NAMES, type TLayoutConfig } from '@/lib/theme/palettes';
import { OVER_TOP_BAR } from './TopBar';

function Swatches<T extends string>(props: { label: string; names: readonly T[]; value: T; color: (n: T) => string; onChange: (n: T) => void; testId: string }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1, fontSize: 14 }}>{props.label}</Typography>
      <Box role="radiogroup" aria-label={props.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {props.names.map((n) => (
          <Tooltip key={n} title={n}>
            <Box component="button" type="button" role="radio" aria-checked={props.value === n} aria-label={n} data-testid={`${props.testId}-${n}`}
              onClick={() => props.onChange(n)}
              sx={{
                width: 26, height: 26, borderRadius: '50%', cursor: 'pointer', bgcolor: props.color(n), border: '2px solid',
                borderColor: props.value === n ? 'text.primary' : 'transparent', outlineOffset: 2,
                boxShadow: props.value === n ? '0 0 0 2px var(--mui-palette-background-paper) inset' : 'none',
              }} />
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}

export function Configurator(props: { open: boolean; onClose: () => void; cfg: TLayoutConfig; update: (p: Partial<TLayoutConfig>) => void }) {
  const t = useTranslations('layout');
  const tc = useTranslations('common');
  const { mode, setMode } = useColorScheme();
  const { cfg, update } = props;
  return (
    <Drawer anchor="right" sx={OVER_TOP_BAR} open={props.open} onClose={props.onClose} slotProps={{ paper: { sx: { width: 320, p: 3 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 3 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>{t('configurator')}</Typography>
        <IconButton onClick={props.onClose} aria-label={tc('close')}><CloseIcon /></IconButton>
      </Box>
      <Swatches label={t('primary')} names={PRIMARY_NAMES} value={cfg.primary} testId="primary"
        color={(n) => (n === 'noir' ? SURFACES[cfg.surface][10] : PRIMARIES[n][2])} onChange={(primary) => update({ primary })} />
      <Swatches label={t('surface')} names={SURFACE_NAMES} value={cfg.surface} testId="surface"
        color={(n) => SURFACES[n][6]} onChange={(surface) => update({ surface })} />
      <Typography sx={{ fontWeight: 600, mb: 1, fontSize: 14 }}>{t('presets')}</Typography>
      <ToggleButtonGroup exclusive size="small" value={cfg.preset} onChange={(_, v) => v && update({ preset: v })} sx={{ mb: 3 }} aria-label={t('presets')}>
        {PRESETS.map((p) => <ToggleButton key={p} value={p} data-testid={`preset-${p}`}>{p === 'aura' ? 'Aura' : 'Lara'}</ToggleButton>)}
      </ToggleButtonGroup>
      <Typography sx={{ fontWeight: 600, mb: 1, fontSize: 14 }}>{t('menuMode')}</Typography>
      <ToggleButtonGroup exclusive size="small" value={cfg.menuMode} onChange={(_, v) => v && update({ menuMode: v })} sx={{ mb: 3 }} aria-label={t('menuMode')}>
        {MENU_MODES.map((m) => <ToggleButton key={m} value={m} data-testid={`menu-mode-${m}`}>{t(m)}</ToggleButton>)}
      </ToggleButtonGroup>
      <Typography sx={{ fontWeight: 600, mb: 1, fontSize: 14 }}>{t('darkMode')}</Typography>
      <ToggleButtonGroup exclusive size="small" value={mode === 'dark' ? 'dark' : 'light'} onChange={(_, v) => v && setMode(v)} aria-label={t('darkMode')}>
        <ToggleButton value="light">{t('lightMode')}</ToggleButton>
        <ToggleButton value="dark">{t('darkMode')}</ToggleButton>
      </ToggleButtonGroup>
    </Drawer>
  );
}
