import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ORGANIZATION_SETTINGS, type KpiOverviewRow } from '../../lib/shared';
import { listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import { KpiOverviewPage } from './KpiOverviewPage';

const row: KpiOverviewRow = {
  id: 'ka1', kpiAssignmentId: 'ka1', kpiId: 'k1', name: 'Revenue', description: 'Invoiced revenue', weight: 100, unit: '$', polarity: 'positive',
  isCumulative: false, frequency: 'quarterly', ownerId: 'e1', ownerName: 'Olga Owner', target: 100, actual: 80, score: 80, status: 'Near Target',
  reportedPeriods: 1, duePeriods: 1, functionId: 'f1', functionName: 'CEO Office', functionLevel: 'ceo', objectiveAssignmentId: 'oa1',
  objectiveId: 'o1', objectiveName: 'Grow revenue', perspective: 'Financial', perspectiveName: 'Money Matters', year: '2025',
};

function provider(rows: KpiOverviewRow[]) {
  return {
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1' })),
    getList: vi.fn(async (resource: string, _params: { filter: Record<string, unknown> }) => (resource === 'kpi-overview' ? { data: rows, total: rows.length } : listOf([]))),
  };
}
const overviewCalls = (dataProvider: ReturnType<typeof provider>) => dataProvider.getList.mock.calls.filter(([resource]) => resource === 'kpi-overview').map(([, params]) => params);

afterEach(() => vi.restoreAllMocks());

describe('KpiOverviewPage', () => {
  it('asks the server for one sorted, filtered page of the view in the URL and shows its rows', async () => {
    const dataProvider = provider([row]);
    renderWithAdmin(<KpiOverviewPage />, { dataProvider, route: '/kpi-overview?year=2025&frequency=quarterly&period=q1&view=ytd&functionId=f1' });
    const shown = await screen.findByTestId('overview-row');
    expect(within(shown).getByText('Invoiced revenue')).toBeInTheDocument();
    expect(within(shown).getByText('Money Matters')).toBeInTheDocument();
    expect(within(shown).getByText('80% Near Target')).toBeInTheDocument();
    expect(within(shown).getByText('$80')).toBeInTheDocument();
    expect(overviewCalls(dataProvider)[0]).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { functionId: 'f1', year: '2025', frequency: 'quarterly', period: 'q1', view: 'ytd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(overviewCalls(dataProvider).at(-1)).toMatchObject({ sort: { field: 'score', order: 'ASC' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(overviewCalls(dataProvider).at(-1)!.filter).not.toHaveProperty('functionId'));
  });

  it('marks a calculated KPI with the Calculated badge (DESIGN decision 25)', async () => {
    const margin: KpiOverviewRow = { ...row, id: 'ka2', kpiAssignmentId: 'ka2', kpiId: 'k2', name: 'Margin', description: null, unit: '%', calculated: true };
    renderWithAdmin(<KpiOverviewPage />, { dataProvider: provider([row, margin]), route: '/kpi-overview?year=2025' });
    const rows = await screen.findAllByTestId('overview-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByTestId('calculated-badge')).toBeNull();
    expect(within(rows[1]!).getByTestId('calculated-badge')).toHaveTextContent('Calculated');
  });

  it("says 'No KPIs found matching your criteria' when nothing matches", async () => {
    renderWithAdmin(<KpiOverviewPage />, { dataProvider: provider([]), route: '/kpi-overview?q=nothing' });
    expect(await screen.findByText('No KPIs found matching your criteria')).toBeInTheDocument();
  });
});
