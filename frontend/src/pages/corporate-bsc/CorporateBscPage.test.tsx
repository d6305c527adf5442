import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ORGANIZATION_SETTINGS, type ScorecardAnswer } from '../../lib/shared';
import { listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import { CorporateBscPage } from './CorporateBscPage';

const line = { weight: 100, unit: '$', polarity: 'positive' as const, isCumulative: false, frequency: 'quarterly' as const, ownerId: null, ownerName: null, reportedPeriods: 1, duePeriods: 1 };
const answer: ScorecardAnswer = {
  functionId: 'f-ceo',
  year: 2025,
  frequency: 'quarterly',
  period: 'q1',
  view: 'period',
  score: 88,
  coverage: { scored: 1, total: 2, weightPercent: 60 },
  perspectives: [
    { key: 'Financial', name: 'Money Matters', score: 80, coverage: { scored: 1, total: 1, weightPercent: 100 }, objectives: [{ objectiveAssignmentId: 'oa1', objectiveId: 'o1', name: 'Grow revenue', weight: 60, score: 80, coverage: { scored: 1, total: 1, weightPercent: 100 }, kpis: [{ ...line, kpiAssignmentId: 'ka1', kpiId: 'k1', name: 'Revenue', target: 100, actual: 80, score: 80, status: 'Near Target' }] }] },
    { key: 'Customer', name: 'Customer', score: 100, coverage: { scored: 0, total: 0, weightPercent: 0 }, objectives: [{ objectiveAssignmentId: 'oa2', objectiveId: 'o2', name: 'Delight customers', weight: 40, score: 100, coverage: { scored: 0, total: 0, weightPercent: 0 }, kpis: [] }] },
    { key: 'Internal_Process', name: 'Internal Process', score: null, coverage: { scored: 0, total: 0, weightPercent: 0 }, objectives: [] },
    { key: 'Learning_Growth', name: 'Learning & Growth', score: null, coverage: { scored: 0, total: 0, weightPercent: 0 }, objectives: [] },
  ],
};

const initiative = {
  id: 'i1',
  organizationId: 'org-1',
  name: 'CRM rollout',
  description: null,
  ownerId: 'e1',
  ownerName: 'Ada Lovelace',
  objectiveAssignmentIds: ['oa1'],
  startDate: '2025-01-01',
  dueDate: '2025-06-30',
  status: 'At Risk',
  percentComplete: 40,
  budget: '1000.00',
  spent: '0.00',
  milestones: [],
  hasOverdueMilestone: true,
};

const libraryThemes = [
  { id: 't1', name: 'Growth', color: '#16A34A', description: null },
  { id: 't2', name: 'Unused here', color: '#DC2626', description: null },
];
const libraryObjectives = [
  { id: 'o1', name: 'Grow revenue', themeId: 't1' },
  { id: 'o2', name: 'Delight customers', themeId: null },
  { id: 'o3', name: 'Not on this scorecard', themeId: 't2' },
];

function provider() {
  let settings = { ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1', organizationName: 'Clarke Calculators', vision: '', mission: 'Count right', values: '' };
  return {
    getScorecard: vi.fn(async () => answer),
    getOrganizationSettings: vi.fn(async () => settings),
    updateOrganizationSettings: vi.fn(async (patch: object) => (settings = { ...settings, ...patch })),
    getList: vi.fn(async (resource: string) => (resource === 'initiatives' ? listOf([initiative]) : listOf([]))),
    // The library's records by id, as GET /api/<resource>?filter={"id":[…]} answers them.
    getMany: vi.fn(async (resource: string, { ids }: { ids: string[] }) => ({
      data: (resource === 'themes' ? libraryThemes : libraryObjectives).filter((record) => ids.includes(record.id)),
    })),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('CorporateBscPage', () => {
  it("shows the corporate scorecard as the server computed it, with the specification's placeholders", async () => {
    const dataProvider = provider();
    renderWithAdmin(<CorporateBscPage />, { dataProvider, route: '/corporate-bsc?year=2025&frequency=quarterly&period=q1&view=period' });
    expect(await screen.findByRole('heading', { name: 'Money Matters' })).toBeInTheDocument();
    expect(dataProvider.getScorecard).toHaveBeenCalledWith('corporate', { year: '2025', frequency: 'quarterly', period: 'q1', view: 'period' });
    expect(within(screen.getByTestId('overall-score')).getByText('88%')).toBeInTheDocument();
    // DESIGN decision 19: a level score taken from part of its KPIs says so; full roll-ups say nothing
    expect(within(screen.getByTestId('overall-score')).getByTestId('coverage-note')).toHaveTextContent('based on 1 of 2 KPIs, 60% of the weight');
    expect(screen.getAllByTestId('coverage-note')).toHaveLength(1);
    // every score explains itself: the level, each objective, each KPI line
    expect(screen.getByRole('button', { name: 'How the score of the CEO level is made' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How the score of Grow revenue is made' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How the score of Revenue is made' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Grow revenue' })).getByText('80% Near Target')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Delight customers' })).getByText('No KPIs assigned')).toBeInTheDocument();
    expect(screen.getAllByText('No objectives in this perspective yet')).toHaveLength(2);
    expect(await screen.findByText('No vision statement defined')).toBeInTheDocument();
    expect(screen.getByText('Count right')).toBeInTheDocument();
    expect(screen.getByText('No core values defined')).toBeInTheDocument();
  });

  it('shows the initiatives of each objective under it, fetched in one call for every objective', async () => {
    const dataProvider = provider();
    renderWithAdmin(<CorporateBscPage />, { dataProvider, route: '/corporate-bsc?period=q1' });
    const card = await screen.findByRole('article', { name: 'Grow revenue' });
    const list = await within(card).findByRole('region', { name: 'Initiatives of Grow revenue' });
    expect(within(list).getByRole('link', { name: 'CRM rollout' }).getAttribute('href')).toMatch(/\/initiatives\/i1$/);
    expect(within(list).getByText('At Risk')).toBeInTheDocument();
    expect(within(list).getByText('Overdue milestone')).toBeInTheDocument();
    expect(within(list).getByText(/Ada Lovelace · Due Jun 30, 2025/)).toBeInTheDocument();
    expect(within(list).getByRole('progressbar', { name: 'CRM rollout: 40% complete' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Delight customers' })).queryByRole('region')).toBeNull();
    const calls = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'initiatives') as unknown as [string, { filter: unknown }][];
    expect(calls).toHaveLength(1);
    expect(calls[0]![1].filter).toEqual({ objectiveAssignmentId: ['oa1', 'oa2'] });
  });

  it('a theme highlights its objectives and dims the others; All Themes clears it', async () => {
    const dataProvider = provider();
    renderWithAdmin(<CorporateBscPage />, { dataProvider, route: '/corporate-bsc?period=q1' });
    // the chip follows three answers in turn (the scorecard, its objectives, their themes): a loaded machine needs more than findBy's second
    fireEvent.click(await screen.findByRole('button', { name: 'Growth' }, { timeout: 20_000 }));
    // a theme none of this scorecard's objectives carries is not offered
    expect(screen.queryByRole('button', { name: 'Unused here' })).not.toBeInTheDocument();
    // only this scorecard's objectives and their themes are read, by id, never the whole library
    expect(dataProvider.getMany).toHaveBeenCalledWith('objectives', expect.objectContaining({ ids: ['o1', 'o2'] }));
    expect(dataProvider.getMany).toHaveBeenCalledWith('themes', expect.objectContaining({ ids: ['t1'] }));
    expect(dataProvider.getList.mock.calls.map(([resource]) => resource)).not.toContain('themes');
    expect(dataProvider.getList.mock.calls.map(([resource]) => resource)).not.toContain('objectives');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Grow revenue' })).toHaveAttribute('data-highlighted', 'true'));
    expect(screen.getByRole('article', { name: 'Delight customers' })).toHaveAttribute('data-highlighted', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'All Themes' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Grow revenue' })).not.toHaveAttribute('data-highlighted'));
  });

  it('the foundation block edits, cancels and saves with the specification toast', async () => {
    const dataProvider = provider();
    renderWithAdmin(<CorporateBscPage />, { dataProvider, route: '/corporate-bsc?period=q1' });
    await screen.findByText('Clarke Calculators');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Vision'), { target: { value: 'Thrown away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No vision statement defined')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Vision'), { target: { value: 'Every calculation right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Organization settings updated successfully')).toBeInTheDocument();
    expect(dataProvider.updateOrganizationSettings).toHaveBeenCalledWith({ organizationName: 'Clarke Calculators', vision: 'Every calculation right', mission: 'Count right', values: '' });
    expect(await screen.findByText('Every calculation right')).toBeInTheDocument();
  });

  it("reads the scorecard as of the date in the URL, changes with the 'As of' picker and goes back to today (DESIGN decision 22)", async () => {
    const dataProvider = provider();
    const tz = DEFAULT_ORGANIZATION_SETTINGS.timeZone;
    const view = { year: '2025', frequency: 'quarterly', period: 'q1', view: 'period' };
    renderWithAdmin(<CorporateBscPage />, { dataProvider, route: '/corporate-bsc?year=2025&frequency=quarterly&period=q1&view=period&asOf=2025-03-31' });
    expect(await screen.findByRole('heading', { name: 'Money Matters' })).toBeInTheDocument();
    expect(tz).toBe('UTC');
    expect(dataProvider.getScorecard).toHaveBeenCalledWith('corporate', { ...view, asOf: '2025-03-31T23:59:59.999Z' });
    const picker = screen.getByLabelText('As of');
    expect(picker).toHaveValue('2025-03-31');
    expect(picker).toHaveAccessibleDescription(/as they stood at the end of the chosen day/);
    expect(screen.getByText(/as of 31 Mar 2025/)).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: '2025-02-28' } });
    await waitFor(() => expect(dataProvider.getScorecard).toHaveBeenLastCalledWith('corporate', { ...view, asOf: '2025-02-28T23:59:59.999Z' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    await waitFor(() => expect(dataProvider.getScorecard).toHaveBeenLastCalledWith('corporate', view));
    expect(screen.getByLabelText('As of')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Back to today' })).not.toBeInTheDocument();
  });
});
