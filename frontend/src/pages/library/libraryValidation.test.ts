import { describe, expect, it } from 'vitest';
import {
  NO_PARENT,
  NO_THEME,
  UNASSIGNED,
  kpiPayload,
  objectivePayload,
  themePayload,
  validateEditKpi,
  validateLibraryKpi,
  validateObjective,
  validateTheme,
  type LibraryKpiFormValues,
  type ObjectiveFormValues,
} from './libraryValidation';
import { matchesSearch } from './search';

const objective: ObjectiveFormValues = {
  name: ' Grow revenue ',
  description: '  ',
  bscPerspective: 'Financial',
  themeId: NO_THEME,
  status: 'Active',
  ownerId: UNASSIGNED,
  parentObjectiveId: NO_PARENT,
};

const kpi: LibraryKpiFormValues = { name: 'NPS', description: '', unit: '%', polarity: 'positive', frequency: 'quarterly', isCumulative: false };

describe('library form rules (scorecard.md section 5)', () => {
  it('objective: a name is required, blank or whitespace is refused', () => {
    expect(validateObjective({ ...objective, name: '' })).toEqual({ name: 'Name is required' });
    expect(validateObjective({ ...objective, name: '   ' })).toEqual({ name: 'Name is required' });
    expect(validateObjective(objective)).toEqual({});
  });

  it("objective: 'No theme', no owner and no parent are sent as null; text is trimmed", () => {
    expect(objectivePayload(objective)).toEqual({
      name: 'Grow revenue',
      description: null,
      bscPerspective: 'Financial',
      themeId: null,
      status: 'Active',
      ownerId: null,
      parentObjectiveId: null,
    });
  });

  it('library KPI: name and unit are required, and the unit must be one of the listed units', () => {
    expect(validateLibraryKpi({ ...kpi, name: ' ', unit: '' })).toEqual({ name: 'Name is required', unit: 'Unit is required' });
    expect(validateLibraryKpi({ ...kpi, unit: 'furlongs' })).toEqual({ unit: 'Unit is required' });
    for (const unit of ['%', '$', 'count', 'days', 'hours', 'score', 'ratio', 'index']) expect(validateLibraryKpi({ ...kpi, unit })).toEqual({});
  });

  it('edit KPI: only the name is required; the unit is optional free text', () => {
    expect(validateEditKpi({ ...kpi, name: '' })).toEqual({ name: 'Name is required' });
    expect(validateEditKpi({ ...kpi, unit: '' })).toEqual({});
    expect(kpiPayload({ ...kpi, unit: ' accounts ', description: ' kept ' })).toMatchObject({ unit: 'accounts', description: 'kept' });
  });

  it('theme: name required after trimming, colour a 6-digit hex, empty description omitted', () => {
    expect(validateTheme({ name: '  ', description: '', color: '#3B82F6' })).toEqual({ name: 'Name is required' });
    expect(validateTheme({ name: 'Growth', description: '', color: '#3B82F' })).toEqual({
      color: 'Color must be a 6-digit hex colour such as #3B82F6',
    });
    expect(validateTheme({ name: 'Growth', description: '', color: '#a1b2c3' })).toEqual({});
    expect(themePayload({ name: ' Growth ', description: '  ', color: '#a1b2c3' }, false)).toEqual({ name: 'Growth', color: '#A1B2C3' });
    expect(themePayload({ name: 'Growth', description: ' Big ', color: '#A1B2C3' }, true)).toEqual({ name: 'Growth', description: 'Big', color: '#A1B2C3' });
  });

  it('search matches name or description, case-insensitively', () => {
    const row = { name: 'Net Revenue Retention', description: 'Revenue kept from EXISTING customers' };
    expect(matchesSearch(row, 'revenue')).toBe(true);
    expect(matchesSearch(row, 'existing')).toBe(true);
    expect(matchesSearch(row, '  ')).toBe(true);
    expect(matchesSearch({ name: 'Churn', description: null }, 'revenue')).toBe(false);
  });
});
