'use client';
import { createTheme } from '@mui/material/styles';
import { PRIMARIES } from './palettes';

const [, e400, e500, e700, e800] = PRIMARIES.emerald;

/** The MUI theme. Colours here are the defaults; the configurator overrides them through CSS variables. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    // MUI's own info (#0288d1) and warning (#ed6c02) fall short of 4.5:1 as a chip's or link's text on white: one
    // shade darker each (sky-700, amber-700), so a status chip reads in every screen.
    light: { palette: { primary: { main: e700, light: e500, dark: e800, contrastText: '#ffffff' }, info: { main: '#0369a1' }, warning: { main: '#b45309' },
      background: { default: '#f8fafc', paper: '#ffffff' } } },
    dark: { palette: { primary: { main: e400, light: PRIMARIES.emerald[0], dark: e500, contrastText: '#0b0f19' }, background: { default: '#020617', paper: '#0f172a' } } },
  },
  shape: { borderRadius: 12 },
  typography: { fontFamily: 'var(--app-font, "Inter", "Segoe UI", Roboto, Arial, sans-serif)', button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});
