import { alpha, useTheme } from '@mui/material/styles';
import {
  PALETTE,
  PERSPECTIVE_COLORS,
  SURFACES,
  TINT_ALPHA,
  activityCategoryColor,
  type BscPerspective,
  type PaletteColor,
  type PerformanceStatus,
} from '@scorecard/contracts';
import { statusColor } from '@scorecard/scoring';

export interface PaletteColors {
  /** The shade as text, icon, dot or bar: 4.5:1 on the page, the paper and its own tint. */
  shade: (color: PaletteColor) => string;
  /** The chip or badge background for a shade. */
  tint: (color: PaletteColor) => string;
  /** Text on a solid shade (avatars, solid badges): white in light mode, the paper in dark. */
  onShade: string;
  status: (status: PerformanceStatus) => string;
  perspective: (perspective: BscPerspective) => string;
  category: (category: string) => string;
}

/**
 * The accessible status, perspective and category colours of the current mode, from the one
 * palette in libs/contracts (statuses map to colour names through libs/scoring's STATUS_COLORS).
 */
export function usePaletteColors(): PaletteColors {
  const mode = useTheme().palette.mode;
  const shade = (color: PaletteColor) => PALETTE[color][mode];
  return {
    shade,
    tint: (color) => alpha(PALETTE[color][mode], TINT_ALPHA[mode]),
    onShade: mode === 'dark' ? SURFACES.dark.paper : '#ffffff',
    status: (status) => shade(statusColor(status)),
    perspective: (perspective) => shade(PERSPECTIVE_COLORS[perspective] ?? 'grey'),
    category: (category) => shade(activityCategoryColor(category)),
  };
}
