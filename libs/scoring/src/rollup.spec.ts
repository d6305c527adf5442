import { describe, expect, it } from 'vitest';
import { averageScore, levelScore, objectiveScore, perspectiveScore } from './rollup.js';

describe('objectiveScore: Σ score × weight / 100', () => {
  it('95 at 60% and 80 at 40%: 95*60/100 + 80*40/100 = 57 + 32 = 89', () => {
    expect(objectiveScore([{ score: 95, weight: 60 }, { score: 80, weight: 40 }])).toBe(89);
  });

  it('is not rounded to a whole number: 95*30/100 + 88*70/100 = 28.5 + 61.6 = 90.1', () => {
    expect(objectiveScore([{ score: 95, weight: 30 }, { score: 88, weight: 70 }])).toBe(90.1);
  });

  it('keeps two decimals: 100*33.33/100 + 90*66.67/100 = 33.33 + 60.003 = 93.333 → 93.33', () => {
    expect(objectiveScore([{ score: 100, weight: 33.33 }, { score: 90, weight: 66.67 }])).toBe(93.33);
  });

  it('a KPI without data does not count against it (decision 14): 100*50/100 × 100/50 = 100', () => {
    expect(objectiveScore([{ score: 100, weight: 50 }, { score: null, weight: 50 }])).toBe(100);
    // 90*30/100 + 60*20/100 = 27 + 12 = 39, over the 50 of 100 weight with data: 39 × 100 / 50 = 78
    expect(objectiveScore([{ score: 90, weight: 30 }, { score: 60, weight: 20 }, { score: null, weight: 50 }])).toBe(78);
  });

  it('KPIs with a score but no weight beside weighted ones without data: their plain average', () => {
    expect(objectiveScore([{ score: 90, weight: 0 }, { score: 70, weight: 0 }, { score: null, weight: 100 }])).toBe(80);
  });

  it('weights totalling 0 give the plain average: (90 + 70) / 2 = 80', () => {
    expect(objectiveScore([{ score: 90, weight: 0 }, { score: 70, weight: 0 }])).toBe(80);
    expect(objectiveScore([{ score: 90, weight: null }, { score: 75, weight: undefined }])).toBe(82.5);
  });

  it('the plain average leaves KPIs without data out: (90) / 1 = 90', () => {
    expect(objectiveScore([{ score: 90, weight: 0 }, { score: null, weight: 0 }])).toBe(90);
  });

  it('is null when no KPI has a score, or there are no KPIs', () => {
    expect(objectiveScore([{ score: null, weight: 50 }, { score: undefined, weight: 50 }])).toBeNull();
    expect(objectiveScore([])).toBeNull();
  });
});

describe('perspectiveScore: rounded plain average of its KPI scores', () => {
  it('(95 + 80) / 2 = 87.5 → 88', () => {
    expect(perspectiveScore([95, 80])).toBe(88);
  });

  it('KPIs without data are left out: (95 + 80 + 100) / 3 = 91.67 → 92, null ignored', () => {
    expect(perspectiveScore([95, null, 80, 100])).toBe(92);
  });

  it('null when no KPI has a score', () => {
    expect(perspectiveScore([])).toBeNull();
    expect(perspectiveScore([null, undefined])).toBeNull();
  });
});

describe('levelScore: rounded Σ score × weight / 100', () => {
  it('89 at 60% and 80 at 40%: 53.4 + 32 = 85.4 → 85', () => {
    expect(levelScore([{ score: 89, weight: 60 }, { score: 80, weight: 40 }])).toBe(85);
  });

  it('halves round up: 89*50/100 + 90*50/100 = 44.5 + 45 = 89.5 → 90', () => {
    expect(levelScore([{ score: 89, weight: 50 }, { score: 90, weight: 50 }])).toBe(90);
  });

  it('floating-point noise does not move the rounding: 7 at weights 10/29/61 = 7', () => {
    expect(levelScore([{ score: 7, weight: 10 }, { score: 7, weight: 29 }, { score: 7, weight: 61 }])).toBe(7);
  });

  it('an item without data does not count against it (decision 14): 80*50/100 × 100/50 = 80', () => {
    expect(levelScore([{ score: 80, weight: 50 }, { score: null, weight: 50 }])).toBe(80);
    // a missing weight weighs nothing: all 50 of the weight has data, so the spec's 90*50/100 = 45
    expect(levelScore([{ score: 90, weight: 50 }, { score: null, weight: null }])).toBe(45);
  });

  it('the specification\'s formula when every item has data, even if the weights miss 100: 100*50/100 + 100*40/100 = 90', () => {
    expect(levelScore([{ score: 100, weight: 50 }, { score: 100, weight: 40 }])).toBe(90);
  });

  it('null when the items with a score carry no weight', () => {
    expect(levelScore([{ score: 90, weight: 0 }, { score: null, weight: 100 }])).toBeNull();
  });

  it('0 when the weights total 0 (and something has data)', () => {
    expect(levelScore([{ score: 90, weight: 0 }, { score: 70, weight: 0 }])).toBe(0);
  });

  it('null when nothing has data', () => {
    expect(levelScore([{ score: null, weight: 100 }])).toBeNull();
    expect(levelScore([])).toBeNull();
  });
});

describe('averageScore', () => {
  it('is the unrounded average of the scores present', () => {
    expect(averageScore([95, 80])).toBe(87.5);
    expect(averageScore([Number.NaN, 10])).toBe(10);
    expect(averageScore([])).toBeNull();
  });
});
