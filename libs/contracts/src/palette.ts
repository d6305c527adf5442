import type { ActivityCategory, BscPerspective } from './enums.js';

/**
 * The product's accent colours by name. Statuses (libs/scoring's STATUS_COLORS), perspectives,
 * activity categories and other accents pick a name here; the shade comes from PALETTE.
 */
export type PaletteColor =
  | 'green'
  | 'blue'
  | 'yellow'
  | 'orange'
  | 'red'
  | 'grey'
  | 'indigo'
  | 'sky'
  | 'purple'
  | 'teal'
  | 'amber'
  | 'pink';

export type ColorMode = 'light' | 'dark';

/** One colour in both modes. */
export type Shade = Readonly<Record<ColorMode, string>>;

/**
 * The page surfaces a coloured text or chip sits on: the paper (cards, tables, dialogs) and the
 * page background, per mode. The front-end theme uses exactly these.
 */
export const SURFACES: Readonly<Record<ColorMode, { paper: string; page: string }>> = {
  light: { paper: '#ffffff', page: '#f6f7fb' },
  dark: { paper: '#121829', page: '#0b1020' },
};

/** Opacity of a chip's or badge's tinted background: the shade at this alpha over the surface. */
export const TINT_ALPHA: Readonly<Record<ColorMode, number>> = { light: 0.1, dark: 0.16 };

/**
 * Shades usable as text (WCAG 2.1 AA, 4.5:1) on both surfaces of their mode, plain or on their
 * own tint; so also as dots, bars and icons (3:1). Light shades are the darker members of each
 * hue, dark shades the lighter ones, so 'yellow' stays recognisably yellow-gold in both.
 */
export const PALETTE: Readonly<Record<PaletteColor, Shade>> = {
  green: { light: '#14713d', dark: '#4ade80' },
  blue: { light: '#1d4ed8', dark: '#60a5fa' },
  yellow: { light: '#806000', dark: '#facc15' },
  orange: { light: '#a8420a', dark: '#fb923c' },
  red: { light: '#b91c1c', dark: '#f87171' },
  grey: { light: '#475569', dark: '#94a3b8' },
  indigo: { light: '#4f46e5', dark: '#a5b4fc' },
  sky: { light: '#0369a1', dark: '#7dd3fc' },
  purple: { light: '#7e22ce', dark: '#c084fc' },
  teal: { light: '#0f6e66', dark: '#5eead4' },
  amber: { light: '#955000', dark: '#fbbf24' },
  pink: { light: '#be185d', dark: '#f472b6' },
};

/** One colour per perspective, the same on every screen. */
export const PERSPECTIVE_COLORS: Readonly<Record<BscPerspective, PaletteColor>> = {
  Financial: 'green',
  Customer: 'blue',
  Internal_Process: 'amber',
  Learning_Growth: 'purple',
};

/** One colour per activity category; 'System' and unknown categories are grey. */
export const ACTIVITY_CATEGORY_COLORS: Readonly<Record<ActivityCategory, PaletteColor>> = {
  Library: 'indigo',
  Assignments: 'sky',
  'Actual Result Update': 'green',
  Organization: 'purple',
  Requests: 'amber',
  System: 'grey',
};

export function activityCategoryColor(category: string): PaletteColor {
  return ACTIVITY_CATEGORY_COLORS[category as ActivityCategory] ?? 'grey';
}

/** The shade of a palette colour in a mode. */
export function shade(color: PaletteColor, mode: ColorMode): string {
  return PALETTE[color][mode];
}

const channels = (hex: string): [number, number, number] => {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16)) as [number, number, number];
};

/** `foreground` at `alpha` over `background`, as #rrggbb (what a tint looks like on a surface). */
export function blend(foreground: string, background: string, alpha: number): string {
  const fg = channels(foreground);
  const bg = channels(background);
  return `#${fg.map((c, i) => Math.round(c * alpha + bg[i] * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

const luminance = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2.1 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
