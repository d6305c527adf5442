import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../providers/apiTypes';
import { activityDetail, activitySentence, categoryStyle } from './activityText';

const base: ActivityEntry = {
  id: 'a',
  action: 'created',
  entityType: 'objective',
  entityId: 'o',
  entityName: 'Grow revenue',
  performedBy: 'u',
  performedByName: 'Edith Clarke',
  category: 'Library',
  details: {},
  metadata: {},
  createdAt: '2026-01-01T00:00:00Z',
};

describe('activity wording', () => {
  it('says who did what to which record', () => {
    expect(activitySentence(base)).toBe('Edith Clarke created objective "Grow revenue"');
    expect(activitySentence({ ...base, action: 'deleted', entityType: 'kpi', entityName: 'NPS', performedByName: null })).toBe('Someone deleted KPI "NPS"');
    expect(activitySentence({ ...base, action: 'assigned', entityType: 'objective_assignment', details: { functionName: 'Sales' } })).toBe(
      'Edith Clarke assigned objective "Grow revenue" to Sales',
    );
    expect(activitySentence({ ...base, entityType: 'something_else' })).toBe('Edith Clarke created system item "Grow revenue"');
    expect(activitySentence({ ...base, action: 'updated', entityType: 'organization_settings', entityName: 'Acme' })).toBe('Edith Clarke updated the organization settings');
  });

  it('adds a line for result changes and for the fields an update changed', () => {
    expect(activityDetail({ ...base, action: 'actual_result_update', details: { kpiName: 'Grow revenue', period: 'q3', oldValue: null, newValue: 42 } })).toBe('Q3: empty → 42');
    expect(activityDetail({ ...base, action: 'updated', details: { changes: { name: {}, themeId: {}, isCumulative: {} } } })).toBe('Changed name, theme, type');
    expect(activityDetail(base)).toBeNull();
  });

  it('styles unknown categories as System', () => {
    expect(categoryStyle('Library').color).toBe('indigo');
    expect(categoryStyle('Targets and Results').color).toBe(categoryStyle('Actual Result Update').color);
    expect(categoryStyle('Whatever')).toEqual(categoryStyle('System'));
  });
});
