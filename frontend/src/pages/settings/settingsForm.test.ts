import { describe, expect, it } from 'vitest';
import { attachmentSizeError, bytesFromMb, joinList, mbFromBytes, numberOr, rangeErrors, scoringFormOf, scoringValues, splitList } from './settingsForm';

describe('settings form helpers (platform.md section 5)', () => {
  it('a non-numeric threshold falls back to that field’s default', () => {
    expect(numberOr('abc', 90)).toBe(90);
    expect(numberOr('', 70)).toBe(70);
    expect(numberOr('85.5', 70)).toBe(85.5);
    const values = scoringValues({ ...scoringFormOf(null), onTargetThreshold: 'x', scoreCapPercentage: '' });
    expect(values).toEqual({ exceedsTargetThreshold: 100, onTargetThreshold: 90, nearTargetThreshold: 70, atRiskThreshold: 50, scoreCapPercentage: 150 });
  });

  it('thresholds outside 0 to 1000 and a cap above 1000 are out of range', () => {
    const values = scoringValues({ ...scoringFormOf(null), exceedsTargetThreshold: '1200', atRiskThreshold: '-1', scoreCapPercentage: '1001' });
    expect(rangeErrors(values)).toEqual({
      exceedsTargetThreshold: 'Enter a value from 0 to 1000',
      atRiskThreshold: 'Enter a value from 0 to 1000',
      scoreCapPercentage: 'Enter a value from 100 to 1000',
    });
  });

  it('lists are split on commas, trimmed, empty items dropped', () => {
    expect(splitList(' New, In Progress ,, Completed ,Rejected, ')).toEqual(['New', 'In Progress', 'Completed', 'Rejected']);
    expect(joinList(['.pdf', '.png'])).toBe('.pdf, .png');
  });

  it('attachment size is shown in MB and stored in bytes, 1 to 100 MB', () => {
    expect(mbFromBytes(10_485_760)).toBe(10);
    expect(bytesFromMb(25)).toBe(26_214_400);
    expect(attachmentSizeError('0')).toBe('Enter a size from 1 to 100 MB');
    expect(attachmentSizeError('101')).toBe('Enter a size from 1 to 100 MB');
    expect(attachmentSizeError('50')).toBeUndefined();
  });
});
