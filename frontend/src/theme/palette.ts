import { alpha, useTheme } from '@mui/material/styles';
import {
  PALETTE,
  PERSPECTIVE_COLORS,
  SURFACES,
  TINT_ALPHA,
  activityCategoryColor,
  blend,
  type BscPerspective,
  type ColorMode,
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

/** The colours of a tinted pill (TintedPill): the shade as text on an opaque tint of itself. */
export interface PillColors {
  text: string;
  background: string;
  border: string;
}

/**
 * A pill's colours in a mode. Its background is the shade at TINT_ALPHA over the paper, mixed to
 * an opaque colour: the text keeps its contrast (4.5:1, tested) on whatever the pill sits on — a
 * card, the page, a hovered or shaded row — where a see-through tint would take on that surface.
 */
export function pillColors(color: PaletteColor, mode: ColorMode): PillColors {
  const text = PALETTE[color][mode];
  const paper = SURFACES[mode].paper;
  return { text, background: blend(text, paper, TINT_ALPHA[mode]), border: blend(text, paper, 0.3) };
}
