import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvReadCell, csvSafeCell } from './csv.js';

describe('CSV injection rule', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('writes a cell starting with %j with a leading quote and reads it back', (c) => {
    const value = `${c}HYPERLINK("http://evil.example","x")`;
    expect(csvSafeCell(value)).toBe(`'${value}`);
    expect(csvReadCell(csvSafeCell(value) as string)).toBe(value);
  });

  it('leaves safe text and numbers as they are', () => {
    expect(csvSafeCell('Revenue')).toBe('Revenue');
    expect(csvSafeCell("'quoted")).toBe("'quoted");
    expect(csvSafeCell(-5)).toBe(-5);
    expect(csvSafeCell(null)).toBe(null);
    expect(csvReadCell("'quoted")).toBe("'quoted");
    expect(csvReadCell('-5')).toBe('-5');
  });

  it('is reversible for any text, leading quotes included', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const written = csvSafeCell(s) as string;
        expect(/^[=+\-@\t\r]/.test(written)).toBe(false);
        expect(csvReadCell(written)).toBe(s);
      }),
    );
    expect(csvReadCell(csvSafeCell("''=1") as string)).toBe("''=1");
  });
});
