import { createContext, useContext } from 'react';
import { LOCAL_STORAGE_KEYS } from '../lib/shared';
import type { ThemeMode } from './themes';

/** Local storage key of the chosen theme: 'dark' or 'light' (platform.md sections 4 and 9). */
export const THEME_STORAGE_KEY = LOCAL_STORAGE_KEYS.theme;

export interface ThemeModeContextValue {
  mode: ThemeMode;
  toggleMode: () => void;
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeContextValue | null>(null);

export function useThemeMode(): ThemeModeContextValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}

/** The stored preference first; without one, the system's dark preference. */
export function initialThemeMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    // storage unavailable: fall through to the system preference
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}
