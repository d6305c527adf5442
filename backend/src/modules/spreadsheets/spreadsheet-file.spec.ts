import { sheetName } from './spreadsheet-file';

describe('sheetName', () => {
  it('puts one space for a character Excel refuses, however many spaces stood around it', () => {
    expect(sheetName('Scorecard: CEO Office')).toBe('Scorecard CEO Office');
    expect(sheetName('A / B [C] * D?')).toBe('A B C D');
    expect(sheetName('KPI Overview')).toBe('KPI Overview');
  });

  it('keeps at most 31 characters, with no space left at the end', () => {
    expect(sheetName('Scorecard: Sales and Marketing Operations Division')).toBe('Scorecard Sales and Marketing O');
    expect(sheetName('Scorecard: Sales and Marketing  Division').length).toBeLessThanOrEqual(31);
    expect(sheetName('Scorecard: Sales and Marketingx Division')).toBe('Scorecard Sales and Marketingx');
  });
});
