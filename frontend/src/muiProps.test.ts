import { describe, expect, it } from 'vitest';

/**
 * MUI 9 takes slots and slotProps; the props below were deprecated in MUI 6-7 and are gone or on
 * their way out (a TextField passes an unknown InputProps on to its <div>, and React warns). Our
 * code uses none of them. (react-admin 5.15's own inputs still pass InputProps and inputRef to MUI
 * 9, which is where the remaining "React does not recognize" lines in the test log come from.)
 */
const DEPRECATED = [
  'InputProps',
  'InputLabelProps',
  'FormHelperTextProps',
  'SelectProps',
  'PaperProps',
  'PaperComponent',
  'PopperComponent',
  'ListboxProps',
  'ListboxComponent',
  'ChipProps',
  'TransitionComponent',
  'TransitionProps',
  'BackdropProps',
  'BackdropComponent',
  'MenuListProps',
  'componentsProps',
  'components',
  'primaryTypographyProps',
  'secondaryTypographyProps',
  'TabIndicatorProps',
  'TabScrollButtonProps',
];

const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

describe('MUI props', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('uses slots and slotProps, none of the deprecated props', () => {
    const found: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const prop of DEPRECATED) {
        // as a JSX attribute (`InputProps={`) or a key of a props object (`InputProps: {`)
        if (new RegExp(`[\\s{,]${prop}(=\\{|:\\s*\\{)`).test(text)) found.push(`${file}: ${prop}`);
      }
    }
    expect(found).toEqual([]);
  });
});
