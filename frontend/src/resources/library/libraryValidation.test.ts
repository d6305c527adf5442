import { describe, expect, it } from 'vitest';
import { hexColor, kpiPayload, listedUnit, objectivePayload, requiredText, themePayload, validateName, type KpiFormValues, type ObjectiveFormValues } from './libraryValidation';

const objective: ObjectiveFormValues = {
  name: ' Grow revenue ',
  description: '  ',
  bscPerspective: 'Financial',
  themeId: '',
  status: 'Active',
  ownerId: null,
  parentObjectiveId: '',
};

const kpi: KpiFormValues = { name: 'NPS', description: '', unit: '%', polarity: 'positive', frequency: 'quarterly', isCumulative: false };

describe('library form rules (scorecard.md section 5)', () => {
  it('a name is required: blank or whitespace is refused, and the field is marked required', () => {
    const [name] = validateName;
    expect(name('')).toBe('Name is required');
    expect(name('   ')).toBe('Name is required');
    expect(name(undefined)).toBe('Name is required');
    expect(name('Grow')).toBeUndefined();
    expect(name.isRequired).toBe(true);
    expect(requiredText('Function name is required')(' ')).toBe('Function name is required');
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
    expect(objectivePayload({ ...objective, themeId: 'theme-1', ownerId: 'emp-1' })).toMatchObject({ themeId: 'theme-1', ownerId: 'emp-1' });
  });

  it('library KPI: the unit is required and must be one of the listed units', () => {
    expect(listedUnit('')).toBe('Unit is required');
    expect(listedUnit('furlongs')).toBe('Unit is required');
    for (const unit of ['%', '$', 'count', 'days', 'hours', 'score', 'ratio', 'index']) expect(listedUnit(unit)).toBeUndefined();
  });

  it('KPI body: text trimmed, empty description null, free-text unit kept', () => {
    expect(kpiPayload({ ...kpi, unit: ' accounts ', description: ' kept ' })).toMatchObject({ unit: 'accounts', description: 'kept' });
    expect(kpiPayload(kpi)).toEqual({ name: 'NPS', description: null, unit: '%', polarity: 'positive', frequency: 'quarterly', isCumulative: false, formula: null });
  });

  it('theme: colour a 6-digit hex, empty description omitted on create and cleared on edit', () => {
    expect(hexColor('#3B82F')).toBe('Color must be a 6-digit hex colour such as #3B82F6');
    expect(hexColor('blue')).toBe('Color must be a 6-digit hex colour such as #3B82F6');
    expect(hexColor('#a1b2c3')).toBeUndefined();
    expect(themePayload({ name: ' Growth ', description: '  ', color: '#a1b2c3' }, false)).toEqual({ name: 'Growth', color: '#A1B2C3' });
    expect(themePayload({ name: 'Growth', description: '', color: '#A1B2C3' }, true)).toEqual({ name: 'Growth', description: null, color: '#A1B2C3' });
    expect(themePayload({ name: 'Growth', description: ' Big ', color: '#A1B2C3' }, true)).toEqual({ name: 'Growth', description: 'Big', color: '#A1B2C3' });
  });
});
