import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { PALETTE, PERFORMANCE_STATUSES, contrastRatio, type ColorMode, type PaletteColor } from '@scorecard/contracts';
import { pillColors } from '../theme/palette';
import { darkTheme, lightTheme } from '../theme/themes';
import { TintedPill } from './TintedPill';
import { performanceLabel, performanceTone } from './pillTones';

const TONES = Object.keys(PALETTE) as PaletteColor[];
const MODES: ReadonlyArray<[ColorMode, typeof lightTheme]> = [
  ['light', lightTheme],
  ['dark', darkTheme],
];

/** 'rgb(18, 24, 41)' as '#121829'; anything with an alpha channel fails the opaque check below. */
const hexOf = (css: string) => {
  const match = css.match(/^rgb\((\d+), (\d+), (\d+)\)$/);
  if (!match) throw new Error(`not an opaque rgb() colour: ${css}`);
  return `#${match.slice(1, 4).map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
};

describe.each(MODES)('TintedPill in the %s theme', (mode, options) => {
  it.each(TONES)('%s: text on its tint reaches 4.5:1 (WCAG 2.1 AA)', (tone) => {
    const { text, background } = pillColors(tone, mode);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws exactly those colours, with an opaque background (so no surface under it changes them)', () => {
    render(
      <ThemeProvider theme={createTheme(options)}>
        {TONES.map((tone) => (
          <TintedPill key={tone} tone={tone} label={`${tone} pill`} dot />
        ))}
      </ThemeProvider>,
    );
    for (const tone of TONES) {
      const pill = screen.getByText(`${tone} pill`);
      const style = getComputedStyle(pill);
      const { text, background } = pillColors(tone, mode);
      expect(hexOf(style.color)).toBe(text);
      expect(hexOf(style.backgroundColor)).toBe(background);
      expect(pill).toHaveAttribute('data-tone', tone);
    }
  });
});

describe('TintedPill', () => {
  it('says the status in words, with the score before it and a prefix for screen readers', () => {
    render(<TintedPill tone={performanceTone('No Data')} label={performanceLabel('No Data', null)} srPrefix="Status: " dot />);
    expect(screen.getByText('No Data')).toHaveTextContent('Status: No Data');
    render(<TintedPill tone={performanceTone('On Target')} label={performanceLabel('On Target', 74.6)} />);
    expect(screen.getByText('75% On Target')).toBeInTheDocument();
  });

  it('gives every performance status a palette tone', () => {
    for (const status of PERFORMANCE_STATUSES) expect(TONES).toContain(performanceTone(status));
  });
});
