import type { FunctionLevel } from '@scorecard/contracts';

/** One accent per level of the chart, readable as text on the page in both modes (AA). */
export const LEVEL_COLORS: Record<FunctionLevel, { light: string; dark: string }> = {
  ceo: { light: '#4338ca', dark: '#a5b4fc' },
  division: { light: '#0369a1', dark: '#7dd3fc' },
  'general-department': { light: '#0f766e', dark: '#5eead4' },
  department: { light: '#7e22ce', dark: '#d8b4fe' },
};
