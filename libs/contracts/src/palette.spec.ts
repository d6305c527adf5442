import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES, BSC_PERSPECTIVES } from './enums.js';
import {
  PALETTE,
  PERSPECTIVE_COLORS,
  SURFACES,
  TINT_ALPHA,
  activityCategoryColor,
  blend,
  contrastRatio,
  shade,
  type ColorMode,
  type PaletteColor,
} from './palette.js';

const MODES: ColorMode[] = ['light', 'dark'];

describe('contrastRatio', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Symmetric, and the classic #767676 on white just passes 4.5:1.
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('blend', () => {
  it('mixes a colour over a surface at an alpha', () => {
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#1d4ed8', '#ffffff', 0)).toBe('#ffffff');
    expect(blend('#1d4ed8', '#ffffff', 1)).toBe('#1d4ed8');
  });
});

describe('PALETTE', () => {
  // Every shade is text on the paper, on the page background, and on its own chip tint over either.
  for (const mode of MODES) {
    for (const [name, colors] of Object.entries(PALETTE)) {
      it(`${name} in ${mode} reaches 4.5:1 as text on every surface and on its tint`, () => {
        const text = colors[mode];
        for (const surface of Object.values(SURFACES[mode])) {
          expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(text, blend(text, surface, TINT_ALPHA[mode]))).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }

  it('white text on a light shade and page text on a dark shade (solid avatars, buttons) reach 4.5:1', () => {
    for (const colors of Object.values(PALETTE)) {
      expect(contrastRatio('#ffffff', colors.light)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(SURFACES.dark.paper, colors.dark)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shade() reads the table', () => {
    expect(shade('yellow', 'light')).toBe(PALETTE.yellow.light);
    expect(shade('yellow', 'dark')).toBe(PALETTE.yellow.dark);
  });
});

describe('perspective and category colours', () => {
  it('gives the four perspectives four different colours', () => {
    const colors = BSC_PERSPECTIVES.map((perspective) => PERSPECTIVE_COLORS[perspective]);
    expect(new Set(colors).size).toBe(4);
    for (const color of colors) expect(PALETTE).toHaveProperty(color);
  });

  it('colours every activity category, unknown ones grey', () => {
    const colors = ACTIVITY_CATEGORIES.map((category) => activityCategoryColor(category));
    for (const color of colors) expect(PALETTE).toHaveProperty(color);
    expect(activityCategoryColor('System')).toBe<PaletteColor>('grey');
    expect(activityCategoryColor('Something new')).toBe<PaletteColor>('grey');
    expect(activityCategoryColor('Library')).not.toBe('grey');
  });
});
