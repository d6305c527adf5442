import { describe, expect, it } from 'vitest';
import type { FunctionCompletion } from '@scorecard/contracts';
import { buildChart } from './cascadeLogic';
import { defaultCompletionPeriod, rollUpCompletion, totalCompletion } from './completionLogic';

const fn = (id: string, parentId: string | null) => ({ id, name: id, parentId, level: 'division', description: null, organizationId: 'o', createdAt: '', updatedAt: '' }) as never;
const row = (functionId: string, due: number, submitted: number, approved: number, missing: number): FunctionCompletion => ({ functionId, name: functionId, parentId: null, due, submitted, approved, missing });

describe('completion of the chart', () => {
  const tree = buildChart([fn('ceo', null), fn('a', 'ceo'), fn('b', 'ceo'), fn('a1', 'a')]);

  it('rolls each function up its branch; a function the answer omits counts zero', () => {
    const rolled = rollUpCompletion(tree, [row('ceo', 1, 0, 1, 0), row('a', 2, 1, 0, 1), row('a1', 4, 0, 0, 4)]);
    expect(rolled.get('a1')).toEqual({ due: 4, submitted: 0, approved: 0, missing: 4 });
    expect(rolled.get('a')).toEqual({ due: 6, submitted: 1, approved: 0, missing: 5 });
    expect(rolled.get('b')).toEqual({ due: 0, submitted: 0, approved: 0, missing: 0 });
    expect(rolled.get('ceo')).toEqual({ due: 7, submitted: 1, approved: 1, missing: 5 });
    expect(totalCompletion([row('ceo', 1, 0, 1, 0), row('a', 2, 1, 0, 1)])).toEqual({ due: 3, submitted: 1, approved: 1, missing: 1 });
  });

  it('starts on the last quarter that has ended', () => {
    const now = new Date(2026, 10, 26);
    expect(defaultCompletionPeriod(2026, now)).toBe('q3');
    expect(defaultCompletionPeriod(2026, new Date(2026, 1, 3))).toBe('q1');
    expect(defaultCompletionPeriod(2025, now)).toBe('q4');
    expect(defaultCompletionPeriod(2027, now)).toBe('q1');
  });
});
