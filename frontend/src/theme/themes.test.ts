import { describe, expect, it } from 'vitest';
import { createTheme, decomposeColor } from '@mui/material/styles';
import { PALETTE, blend, contrastRatio } from '@scorecard/contracts';
import { darkTheme, lightTheme } from './themes';

const hex = (values: number[]) => `#${values.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
/** Any CSS colour MUI uses ('#fff', 'rgba(0, 0, 0, 0.87)') as #rrggbb, seen over `under`. */
const opaque = (color: string, under = '#ffffff') => {
  const { values } = decomposeColor(color);
  const solid = hex(values.slice(0, 3));
  return values.length > 3 ? blend(solid, under, values[3] ?? 1) : solid;
};

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as const)('the %s theme (WCAG 2.1 AA)', (mode, options) => {
  const { palette } = createTheme(options);
  const surfaces = [palette.background.default, palette.background.paper];

  it('has text, secondary text and "disabled" content text at 4.5:1 on the page and on cards', () => {
    for (const text of [palette.text.primary, palette.text.secondary, palette.text.disabled]) {
      for (const surface of surfaces) expect(contrastRatio(opaque(text, surface), surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a focus ring colour at 3:1 on the page and on cards, and 4.5:1 text on primary buttons', () => {
    for (const surface of surfaces) expect(contrastRatio(palette.primary.main, surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(opaque(palette.primary.contrastText, palette.primary.main), palette.primary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('takes success, warning, error and info from the shared palette, with 4.5:1 text on them', () => {
    expect(palette.success.main).toBe(PALETTE.green[mode]);
    expect(palette.warning.main).toBe(PALETTE.orange[mode]);
    expect(palette.error.main).toBe(PALETTE.red[mode]);
    expect(palette.info.main).toBe(PALETTE.blue[mode]);
    for (const color of [palette.success, palette.warning, palette.error, palette.info, palette.secondary]) {
      expect(contrastRatio(opaque(color.contrastText, color.main), color.main)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
