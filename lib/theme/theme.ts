'use client';
import { createTheme } from '@mui/material/styles';
import { PRIMARIES } from './palettes';

const [, e400, e500, e700, e800] = PRIMARIES.emerald;

/** The MUI theme. Colours here are the defaults; the configurator overrides them through CSS variables. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: e700, light: e500, dark: e800, contrastText: '#ffffff' }, background: { default: '#f8fafc', paper: '#ffffff' } } },
    dark: { palette: { primary: { main: e400, light: PRIMARIES.emerald[0], dark: e500, contrastText: '#0b0f19' }, background: { default: '#020617', paper: '#0f172a' } } },
  },
  shape: { borderRadius: 12 },
  typography: { fontFamily: 'var(--app-font, "Inter", "Segoe UI", Roboto, Arial, sans-serif)', button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
