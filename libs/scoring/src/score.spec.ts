import { describe, expect, it } from 'vitest';
import { clampScore, effectiveCap, finiteOrNull, scoreFor, scoreOrZero } from './score.js';

describe('scoreFor, positive polarity (actual / target × 100)', () => {
  it.each([
    // [target, actual, expected, arithmetic]
    [100, 95, 95, '95/100*100 = 95'],
    [100, 120, 120, '120/100*100 = 120'],
    [200, 179, 90, '179/200*100 = 89.5 → rounds half up to 90'],
    [100, 14.5, 15, '14.5/100*100 = 14.5 → 15 (no 14.499… from dividing first)'],
    [100, 89.4, 89, '89.4/100*100 = 89.4 → 89'],
    [3, 1, 33, '1/3*100 = 33.33 → 33'],
    [100, 0, 0, '0/100*100 = 0'],
  ])('target %s, actual %s → %s (%s)', (target, actual, expected) => {
    expect(scoreFor('positive', target, actual)).toBe(expected);
  });

  it('caps at the default 150: 200/100*100 = 200 → 150', () => {
    expect(scoreFor('positive', 100, 200)).toBe(150);
  });

  it("caps at the organization's cap: 130/100*100 = 130 → cap 120", () => {
    expect(scoreFor('positive', 100, 130, 120)).toBe(120);
  });

  it('a higher cap lets the score through: 200/100*100 = 200 under cap 300', () => {
    expect(scoreFor('positive', 100, 200, 300)).toBe(200);
  });

  it('a missing or unreadable cap means the default 150', () => {
    expect(scoreFor('positive', 100, 200, null)).toBe(150);
    expect(scoreFor('positive', 100, 200, Number.NaN)).toBe(150);
  });

  it('floors at 0: -5/100*100 = -5 → 0', () => {
    expect(scoreFor('positive', 100, -5)).toBe(0);
  });
});

describe('scoreFor, negative polarity (target / actual × 100)', () => {
  it.each([
    [10, 8, 125, '10/8*100 = 125'],
    [10, 20, 50, '10/20*100 = 50'],
    [30, 33, 91, '30/33*100 = 90.9 → 91'],
    [10, 5, 150, '10/5*100 = 200 → capped 150'],
  ])('target %s, actual %s → %s (%s)', (target, actual, expected) => {
    expect(scoreFor('negative', target, actual)).toBe(expected);
  });

  it('an actual of 0 (nothing of a lower-is-better quantity) scores the cap', () => {
    expect(scoreFor('negative', 10, 0)).toBe(150);
    expect(scoreFor('negative', 10, 0, 200)).toBe(200);
  });

  it('a negative actual gives a negative ratio, floored at 0: 10/-5*100 = -200 → 0', () => {
    expect(scoreFor('negative', 10, -5)).toBe(0);
  });
});

describe('scoreFor, missing values and zero target', () => {
  it('target 0 scores 0 for both polarities', () => {
    expect(scoreFor('positive', 0, 50)).toBe(0);
    expect(scoreFor('negative', 0, 50)).toBe(0);
    expect(scoreFor('negative', 0, 0)).toBe(0);
  });

  it.each([
    [null, 50],
    [100, null],
    [undefined, 50],
    [100, undefined],
    [Number.NaN, 50],
    [100, Number.POSITIVE_INFINITY],
  ])('target %s, actual %s → null (no score)', (target, actual) => {
    expect(scoreFor('positive', target, actual)).toBeNull();
  });
});

describe('scoreOrZero (assignment screens)', () => {
  it('a missing target or actual scores 0', () => {
    expect(scoreOrZero('positive', null, 50)).toBe(0);
    expect(scoreOrZero('negative', 100, undefined)).toBe(0);
  });

  it('otherwise equals the strict score: 95/100*100 = 95', () => {
    expect(scoreOrZero('positive', 100, 95)).toBe(95);
    expect(scoreOrZero('positive', 100, 200, 120)).toBe(120);
  });
});

describe('helpers', () => {
  it('finiteOrNull keeps finite numbers only', () => {
    expect(finiteOrNull(0)).toBe(0);
    expect(finiteOrNull(-3.5)).toBe(-3.5);
    expect(finiteOrNull(null)).toBeNull();
    expect(finiteOrNull(undefined)).toBeNull();
    expect(finiteOrNull(Number.NaN)).toBeNull();
    expect(finiteOrNull(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('effectiveCap defaults to 150', () => {
    expect(effectiveCap(undefined)).toBe(150);
    expect(effectiveCap(200)).toBe(200);
  });

  it('clampScore rounds, floors at 0 and caps', () => {
    expect(clampScore(99.5)).toBe(100);
    expect(clampScore(-0.4)).toBe(0);
    expect(clampScore(151)).toBe(150);
    expect(clampScore(151, 160)).toBe(151);
  });
});
