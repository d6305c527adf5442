import type { PaletteColor } from '@scorecard/contracts';
import type { CompletionLevel } from '../../lib/periods/periodClose';

/** A completion level's colour on the chart; its words are always shown beside it. */
export const COMPLETION_TONES: Readonly<Record<CompletionLevel, PaletteColor>> = {
  complete: 'green',
  partial: 'orange',
  'not-started': 'red',
  'nothing-due': 'grey',
};
