import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZATION_SETTINGS, type ScorecardAnswer, type ScorecardKpi } from '../../lib/shared';
import { listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import { KpiResultsPage } from './KpiResultsPage';

const kpi = (fields: Partial<ScorecardKpi> & Pick<ScorecardKpi, 'name' | 'status'>): ScorecardKpi => ({
  kpiAssignmentId: `ka-${fields.name}`,
  kpiId: `k-${fields.name}`,
  weight: 50,
  unit: '$',
  polarity: 'positive',
  isCumulative: false,
  frequency: 'quarterly',
  ownerId: null,
  ownerName: 'Olga Owner',
  target: 100,
  actual: 80,
  score: 80,
  reportedPeriods: 1,
  duePeriods: 1,
  ...fields,
});

const answer: ScorecardAnswer = {
  functionId: 'f-ceo',
  year: 2025,
  frequency: 'quarterly',
  period: 'q1',
  view: 'period',
  score: 88,
  coverage: { scored: 2, total: 3, weightPercent: 80 },
  perspectives: [
    {
      key: 'Financial',
      name: 'Money Matters',
      score: 80,
      coverage: { scored: 1, total: 1, weightPercent: 100 },
      objectives: [{ objectiveAssignmentId: 'oa1', objectiveId: 'o1', name: 'Grow revenue', weight: 60, score: 80, coverage: { scored: 1, total: 1, weightPercent: 100 }, kpis: [kpi({ name: 'Revenue', status: 'Near Target' })] }],
    },
    {
      key: 'Customer',
      name: 'Customer',
      score: 100,
      coverage: { scored: 1, total: 2, weightPercent: 50 },
      objectives: [
        {
          objectiveAssignmentId: 'oa2',
          objectiveId: 'o2',
          name: 'Delight customers',
          weight: 40,
          score: 100,
          coverage: { scored: 1, total: 2, weightPercent: 50 },
          kpis: [
            kpi({ name: 'NPS', unit: 'score', frequency: 'monthly', target: 20, actual: 20, score: 100, status: 'Exceeds Target', reportedPeriods: 2, duePeriods: 3, ownerName: null, calculated: true }),
            kpi({ name: 'Churn', isCumulative: true, target: 10, actual: null, score: null, status: 'No Data', reportedPeriods: 0, duePeriods: 0, awaitingApproval: true }),
          ],
        },
      ],
    },
  ],
};

function provider(getScorecard = vi.fn(async () => answer)) {
  return {
    getScorecard,
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1' })),
    getList: vi.fn(async () => listOf([{ id: 'f-ceo', name: 'CEO Office', level: 'ceo' }, { id: 'f-sales', name: 'Sales', level: 'division' }])),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('KpiResultsPage', () => {
  it("shows the server's level score, KPI count, table and legend for the view in the URL", async () => {
    const dataProvider = provider();
    renderWithAdmin(<KpiResultsPage />, { dataProvider, route: '/kpi-results?year=2025&frequency=quarterly&period=q1&view=period' });
    expect(await screen.findByText('88%')).toBeInTheDocument();
    expect(within(screen.getByTestId('level-score')).getByTestId('coverage-note')).toHaveTextContent('based on 2 of 3 KPIs, 80% of the weight');
    expect(screen.getByRole('button', { name: 'How the score of NPS is made' })).toBeInTheDocument();
    // the CEO function is the default, and the view is sent as the URL says
    expect(dataProvider.getScorecard).toHaveBeenCalledWith('f-ceo', { year: '2025', frequency: 'quarterly', period: 'q1', view: 'period' });
    expect(screen.getByTestId('kpi-count')).toHaveTextContent('3');
    const rows = screen.getAllByTestId('result-row');
    expect(rows.map((row) => row.dataset.kpi)).toEqual(['Revenue', 'NPS', 'Churn']);
    expect(within(rows[0]!).getByText('Near Target')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$100')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 of 3 reported')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unknown')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Cumulative')).toBeInTheDocument();
    // A calculated KPI's line carries the badge (DESIGN decision 25); the others do not.
    expect(within(rows[1]!).getByTestId('calculated-badge')).toHaveTextContent('Calculated');
    expect(within(rows[0]!).queryByTestId('calculated-badge')).toBeNull();
    expect(within(rows[2]!).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Awaiting approval')).not.toBeInTheDocument();
    expect(screen.getByTestId('legend-On Track')).toHaveTextContent('On Track: 1');
    expect(screen.getByTestId('legend-At Risk')).toHaveTextContent('At Risk: 1');
    expect(screen.getByTestId('legend-Behind')).toHaveTextContent('Behind: 0');
    expect(screen.getByText(/No Data:/)).toHaveTextContent('No Data: 1');
  });

  it("an unknown function or period in the URL says so instead of a blank screen", async () => {
    const notFound = Object.assign(new Error('Function not found'), { status: 404, body: { statusCode: 404, message: 'Function not found' } });
    const dataProvider = provider(vi.fn(async () => Promise.reject(notFound)));
    renderWithAdmin(<KpiResultsPage />, { dataProvider, route: '/kpi-results?function=nope&period=q9' });
    expect(await screen.findByText('Function not found')).toBeInTheDocument();
    expect(screen.getByText(/Unknown quarterly period 'q9'/)).toBeInTheDocument();
  });

  it('opens the results dialog of a line, where a locked period is read-only with its reason', async () => {
    const year = String(new Date().getFullYear());
    const dataProvider = {
      ...provider(),
      getOne: vi.fn(async (resource: string, { id }: { id: string }) =>
        resource === 'kpis'
          ? { data: { id, organizationId: 'org-1', name: 'Revenue', description: null, unit: '$', polarity: 'positive', frequency: 'quarterly', isCumulative: false } }
          : { data: { id, organizationId: 'org-1', kpiId: 'k-Revenue', objectiveAssignmentId: 'oa1', linkedObjectiveId: null, ownerId: null, ownerName: 'Olga Owner', weight: 50, targets: { q1: 100 }, actualResults: { q1: 80 }, period: year, score: 80, actualResult: 80, submissions: {}, createdAt: '', updatedAt: '' } },
      ),
      getReportingPeriods: vi.fn(async () => [
        { key: `${year}-q1`, name: `Q1 ${year}`, state: 'locked', dueDate: `${year}-04-10`, due: 1, submitted: 0, approved: 1, missing: 0, lockReason: 'Audited', lockedAt: null, lockedById: null },
      ]),
    };
    renderWithAdmin(<KpiResultsPage />, { dataProvider, route: '/kpi-results?year=2025&frequency=quarterly&period=q1&view=period' });
    const user = userEvent.setup();
    const loaded = { timeout: 5000 };
    await user.click(await screen.findByRole('button', { name: 'Update actual results of Revenue' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Update Actual Results - Revenue' }, loaded);
    expect(await within(dialog).findByText(`Q1 ${year} is locked: Audited`, {}, loaded)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Q1 actual')).toHaveAttribute('readonly');
    expect(dataProvider.getOne).toHaveBeenCalledWith('kpi-assignments', expect.objectContaining({ id: 'ka-Revenue' }));
  });
});
