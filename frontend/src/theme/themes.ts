import type { ThemeOptions } from '@mui/material/styles';

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
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10 }, sizeLarge: { padding: '10px 22px', fontSize: '1rem' } },
    },
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
      },
    },
  },
});

export const lightTheme: ThemeOptions = {
  ...common('light'),
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#fff' },
    secondary: { main: '#0ea5e9', contrastText: '#fff' },
    success: { main: '#16a34a' },
    warning: { main: '#ea580c' },
    error: { main: '#dc2626' },
    info: { main: '#2563eb' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: 'rgba(15, 23, 42, 0.09)',
  },
};

export const darkTheme: ThemeOptions = {
  ...common('dark'),
  palette: {
    mode: 'dark',
    primary: { main: '#818cf8', light: '#a5b4fc', dark: '#6366f1', contrastText: '#0b1020' },
    secondary: { main: '#38bdf8', contrastText: '#0b1020' },
    success: { main: '#4ade80' },
    warning: { main: '#fb923c' },
    error: { main: '#f87171' },
    info: { main: '#60a5fa' },
    background: { default: '#0b1020', paper: '#121829' },
    text: { primary: '#e2e8f0', secondary: '#94a3b8' },
    divider: 'rgba(148, 163, 184, 0.16)',
  },
};

export const themeOptionsFor = (mode: ThemeMode): ThemeOptions => (mode === 'dark' ? darkTheme : lightTheme);
