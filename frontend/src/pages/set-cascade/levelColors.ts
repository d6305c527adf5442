import { PALETTE, type FunctionLevel, type Shade } from '@scorecard/contracts';

/** One accent per level of the chart, from the shared accessible palette (4.5:1 in both modes). */
export const LEVEL_COLORS: Readonly<Record<FunctionLevel, Shade>> = {
  ceo: PALETTE.indigo,
  division: PALETTE.sky,
  'general-department': PALETTE.teal,
  department: PALETTE.purple,
};
