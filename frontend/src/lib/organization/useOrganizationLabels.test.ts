import { describe, expect, it } from 'vitest';
import { labelsFrom } from './useOrganizationLabels';

describe('organization labels', () => {
  it('uses saved names and falls back to the default names when blank or missing', () => {
    const labels = labelsFrom({ perspectiveFinancialName: 'Money Matters', perspectiveCustomerName: '  ', levelCeoName: 'Board', termKpisLabel: 'Indicators', termThemesLabel: '' });
    expect(labels.perspective('Financial')).toBe('Money Matters');
    expect(labels.perspective('Customer')).toBe('Customer');
    expect(labels.perspective('Learning_Growth')).toBe('Learning & Growth');
    expect(labels.level('ceo')).toBe('Board');
    expect(labels.level('general-department')).toBe('General Department');
    expect(labels.terms).toMatchObject({ objectives: 'Objectives', kpis: 'Indicators', themes: 'Themes', actualResults: 'Actual Results' });
    expect(labelsFrom(undefined).perspective('Internal_Process')).toBe('Internal Process');
  });
});
