import type { StatusColor } from '@scorecard/scoring';

/** Colours of the status names (green, blue, yellow, orange, red, grey) in both modes, at AA contrast on the page. */
export const STATUS_COLOR_HEX: Record<StatusColor, { light: string; dark: string }> = {
  green: { light: '#15803d', dark: '#4ade80' },
  blue: { light: '#1d4ed8', dark: '#60a5fa' },
  yellow: { light: '#a16207', dark: '#facc15' },
  orange: { light: '#c2410c', dark: '#fb923c' },
  red: { light: '#b91c1c', dark: '#f87171' },
  grey: { light: '#475569', dark: '#94a3b8' },
};
