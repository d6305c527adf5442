import { alpha, type Theme, type ThemeOptions } from '@mui/material/styles';
import { PALETTE, SURFACES } from '@scorecard/contracts';

export type ThemeMode = 'light' | 'dark';

const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'system-ui',
  '-apple-system',
  'BlinkMacSystemFont',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The keyboard focus indicator: a 3:1-contrast ring in the primary colour with a gap to the control. */
export const focusRing = (theme: Theme) => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${alpha(theme.palette.background.paper, 0.9)}`,
});

const common = (mode: ThemeMode): ThemeOptions => ({
  // Honour the operating system's "reduce motion" setting (WCAG 2.3.3): transitions then take no time.
  motion: { reducedMotion: 'system' },
  // sx radii are multiples of this (borderRadius: 3 = 12px); controls set their own radius below.
  shape: { borderRadius: 4 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.03em' },
    h2: { fontWeight: 800, letterSpacing: '-0.025em' },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.015em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.12em' },
  },
  components: {
    // A visible focus ring in both modes (WCAG 2.4.7): the primary colour, 3px, outside the control,
    // only for keyboard focus. Text fields keep their own focused border instead.
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({
        ':focus-visible': focusRing(theme),
        '.MuiInputBase-input:focus-visible': { outline: 'none' },
      }),
    },
    MuiButtonBase: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }) },
    },
    // The focus ring marks keyboard focus; the pulsing focus ripple on top of it would only blur it.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { padding: '10px 22px', fontSize: '1rem' } },
    },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    // Tabs, menu items and list rows sit in scrolling containers that would clip an outer ring: inset it.
    MuiTab: { defaultProps: { disableFocusRipple: true }, styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}`, backgroundImage: 'none', borderRadius: 12 }),
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300, arrow: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: { borderRadius: 10, backgroundColor: mode === 'dark' ? 'rgba(255,255,255,0.02)' : '#fff' },
        // A field's outline is how you find it: 3:1 against the page (WCAG 1.4.11); MUI's is about 1.9:1.
        notchedOutline: { borderColor: mode === 'dark' ? '#64748b' : '#7d8799' },
      },
    },
  },
});

export const lightTheme: ThemeOptions = {
  ...common('light'),
  palette: {
    mode: 'light',
    // Text on a coloured button or chip must reach 4.5:1 (MUI's default threshold is 3).
    contrastThreshold: 4.5,
    primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#fff' },
    secondary: { main: PALETTE.sky.light, contrastText: '#fff' },
    success: { main: PALETTE.green.light },
    warning: { main: PALETTE.orange.light },
    error: { main: PALETTE.red.light },
    info: { main: PALETTE.blue.light },
    background: { default: SURFACES.light.page, paper: SURFACES.light.paper },
    // 'disabled' also styles content such as 'No description', so it keeps 4.5:1 on the page too.
    text: { primary: '#0f172a', secondary: '#475569', disabled: '#5f6b7e' },
    divider: 'rgba(15, 23, 42, 0.09)',
  },
};

export const darkTheme: ThemeOptions = {
  ...common('dark'),
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: '#818cf8', light: '#a5b4fc', dark: '#6366f1', contrastText: '#0b1020' },
    secondary: { main: '#38bdf8', contrastText: '#0b1020' },
    success: { main: PALETTE.green.dark },
    warning: { main: PALETTE.orange.dark },
    error: { main: PALETTE.red.dark },
    info: { main: PALETTE.blue.dark },
    background: { default: SURFACES.dark.page, paper: SURFACES.dark.paper },
    text: { primary: '#e2e8f0', secondary: '#94a3b8', disabled: '#8491a7' },
    divider: 'rgba(148, 163, 184, 0.16)',
  },
};

export const themeOptionsFor = (mode: ThemeMode): ThemeOptions => (mode === 'dark' ? darkTheme : lightTheme);
