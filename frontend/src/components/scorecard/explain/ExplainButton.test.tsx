import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZATION_SETTINGS, type KpiExplainAnswer, type RollupExplainAnswer } from '../../../lib/shared';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { ExplainButton } from './ExplainButton';
import { ExplainScope } from './ExplainScope';

const thresholds = { exceedsTargetThreshold: 100, onTargetThreshold: 90, nearTargetThreshold: 70, atRiskThreshold: 50 };

// Revenue YTD through Q4: Q1 and Q2 reported, Q3 and Q4 skipped (decision 14)
const revenue: KpiExplainAnswer = {
  kind: 'kpi', kpiAssignmentId: 'ka1', objectiveAssignmentId: 'oa1', name: 'Revenue', unit: '$', frequency: 'quarterly',
  periodsUsed: [{ period: 'q1', target: 100, actual: 90 }, { period: 'q2', target: 200, actual: 210 }], periodsSkipped: ['q3', 'q4'],
  targetSum: 300, actualSum: 300, polarity: 'positive', isCumulative: false, rawScore: 100, cap: 150, score: 100, status: 'Exceeds Target',
  thresholds, weight: 60, weightInForce: 60, contribution: 60,
};

const cost: KpiExplainAnswer = {
  ...revenue, kpiAssignmentId: 'ka2', name: 'Cost', unit: '%', periodsUsed: [{ period: 'q1', target: 50, actual: 40 }], periodsSkipped: [],
  targetSum: 50, actualSum: 40, polarity: 'negative', rawScore: 125, cap: 120, score: 120, weight: 40, weightInForce: 100, contribution: 120,
};

const objective: RollupExplainAnswer = {
  kind: 'objective', id: 'oa2', name: 'Delight customers',
  items: [
    { kind: 'kpi', id: 'ka3', name: 'NPS', weight: 50, score: 95, included: true, weightInForce: 100, contribution: 95 },
    { kind: 'kpi', id: 'ka4', name: 'Churn', weight: 50, score: null, included: false, weightInForce: null, contribution: null },
  ],
  coverage: { scored: 1, total: 2, weightPercent: 50 }, method: 'weighted', rawScore: 95, score: 95, status: 'On Target', thresholds,
};

function renderButton(answer: KpiExplainAnswer | RollupExplainAnswer, props: Parameters<typeof ExplainButton>[0]) {
  const dataProvider = {
    explainScore: vi.fn(async () => answer),
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1' })),
  };
  renderWithAdmin(
    <ExplainScope value={{ functionId: 'f-ceo', params: { year: '2025', frequency: 'quarterly', period: 'q4', view: 'ytd' } }}>
      <ExplainButton {...props} />
    </ExplainScope>,
    { dataProvider },
  );
  return dataProvider;
}

afterEach(() => vi.restoreAllMocks());

describe('ExplainButton (DESIGN decision 22)', () => {
  it('opens by keyboard, asks the explain call with the view and the line, and shows periods, sums, ratio, band and contribution', async () => {
    const user = userEvent.setup();
    const dataProvider = renderButton(revenue, { name: 'Revenue', kpiAssignmentId: 'ka1' });
    const button = screen.getByRole('button', { name: 'How the score of Revenue is made' });
    expect(dataProvider.explainScore).not.toHaveBeenCalled(); // loaded only when opened
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Revenue: 100% · Exceeds Target' });
    expect(dataProvider.explainScore).toHaveBeenCalledWith('f-ceo', { year: '2025', frequency: 'quarterly', period: 'q4', view: 'ytd', kpiAssignmentId: 'ka1' });
    expect(within(dialog).getByText('Q1, Q2 have results: their targets and actuals are summed.')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Periods used' })).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['PeriodTargetsActual Results', 'Q1$100$90', 'Q2$200$210', 'Sum$300$300']);
    expect(within(dialog).getByText('Skipped, no result: Q3, Q4 (their targets do not count).')).toBeInTheDocument();
    expect(within(dialog).getByText('Higher is better: actual ÷ target × 100 = 300 ÷ 300 × 100 = 100.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rounded: 100% (scores are capped at 150%).')).toBeInTheDocument();
    expect(within(dialog).getByText('Exceeds Target: 100 is at least 100.')).toBeInTheDocument();
    expect(within(dialog).getByText("Weight 60%: contributes 60 points to its objective's score.")).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('says lower is better, the cap and the weight in force', async () => {
    const user = userEvent.setup();
    renderButton(cost, { name: 'Cost', kpiAssignmentId: 'ka2' });
    await user.click(screen.getByRole('button', { name: 'How the score of Cost is made' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Q1 counts.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lower is better: target ÷ actual × 100 = 50 ÷ 40 × 100 = 125.')).toBeInTheDocument();
    expect(within(dialog).getByText('125 is above the cap of 120%: the score is 120%.')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Weight 40% \(100% in force/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains a roll-up: each item, what is left out, the coverage and the band', async () => {
    const user = userEvent.setup();
    const dataProvider = renderButton(objective, { name: 'Delight customers', objectiveAssignmentId: 'oa2' });
    await user.click(screen.getByRole('button', { name: 'How the score of Delight customers is made' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delight customers: 95% · On Target' });
    expect(dataProvider.explainScore).toHaveBeenCalledWith('f-ceo', expect.objectContaining({ objectiveAssignmentId: 'oa2' }));
    const rows = within(dialog).getAllByTestId('explain-item').map((r) => r.textContent);
    expect(rows).toEqual(['NPS50%100%95%95', 'Churn50%left out—No data']);
    expect(within(dialog).getByText('Left out without data; their weight is shared by the others. Score × weight in force ÷ 100, summed: 95 = 95.')).toBeInTheDocument();
    expect(within(dialog).getByText('Based on 1 of 2 KPIs, 50% of the weight.')).toBeInTheDocument();
    expect(within(dialog).getByText('On Target: 95 is at least 90 and under 100.')).toBeInTheDocument();
  });

  it('explains a perspective: the plain average of its KPI lines, rounded', async () => {
    const user = userEvent.setup();
    const perspective: RollupExplainAnswer = {
      kind: 'perspective', id: 'Financial', name: 'Financial',
      items: [
        { kind: 'kpi', id: 'ka1', name: 'Revenue', weight: 60, score: 105, included: true, weightInForce: 50, contribution: 52.5 },
        { kind: 'kpi', id: 'ka2', name: 'Cost', weight: 40, score: 84, included: true, weightInForce: 50, contribution: 42 },
      ],
      coverage: { scored: 2, total: 2, weightPercent: 100 }, method: 'average', rawScore: 94.5, score: 95, status: 'On Target', thresholds,
    };
    const dataProvider = renderButton(perspective, { name: 'Financial', perspective: 'Financial' });
    await user.click(screen.getByRole('button', { name: 'How the score of Financial is made' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial: 95% · On Target' });
    expect(dataProvider.explainScore).toHaveBeenCalledWith('f-ceo', expect.objectContaining({ perspective: 'Financial' }));
    expect(within(dialog).getByText('The plain average of its KPIs with a score, each weighing the same: 52.5 + 42 = 94.5, rounded to 95%.')).toBeInTheDocument();
    expect(within(dialog).getByText('Based on 2 of 2 KPIs, all of the weight.')).toBeInTheDocument();
  });

  it('shows nothing without a function to ask', () => {
    renderWithAdmin(<ExplainButton name="Revenue" kpiAssignmentId="ka1" />, { dataProvider: {} });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
