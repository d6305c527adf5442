import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Kpi, KpiAssignment, KpiValueChange, ReportingPeriod } from '@scorecard/contracts';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { ActualResultsDialog } from './ActualResultsDialog';

const kpi: Kpi = {
  id: 'kpi-1',
  organizationId: 'org-1',
  name: 'Net revenue retention',
  description: null,
  unit: '%',
  polarity: 'positive',
  frequency: 'quarterly',
  isCumulative: false,
  formula: null,
  ytdAggregation: 'sum',
};

const assignment: KpiAssignment = {
  id: 'ka-1',
  organizationId: 'org-1',
  kpiId: 'kpi-1',
  objectiveAssignmentId: 'oa-1',
  linkedObjectiveId: 'obj-1',
  ownerId: 'emp-1',
  ownerName: 'Ada Lovelace',
  weight: 100,
  targets: { q1: 200, q2: 210 },
  actualResults: { q2: 190 },
  period: '2026',
  score: 90,
  actualResult: 190,
  submissions: {},
  baselineTargets: { q1: 200, q2: 210 },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => removeToast());

const period = (key: string, name: string, locked = false, lockReason: string | null = null): ReportingPeriod => ({
  key,
  name,
  state: locked ? 'locked' : 'open',
  dueDate: '2026-04-10',
  due: 1,
  submitted: 0,
  approved: 0,
  missing: 1,
  lockReason,
  lockedAt: locked ? '2026-04-11T00:00:00.000Z' : null,
  lockedById: locked ? 'user-1' : null,
});

const HISTORY: KpiValueChange[] = [
  { period: 'q2', field: 'actual', oldValue: 180, newValue: 190, userId: 'user-1', userName: 'Ada Lovelace', at: '2026-07-03T09:30:00.000Z', reason: 'Corrected invoice' },
  { period: 'q2', field: 'target', oldValue: 200, newValue: 210, userId: 'user-2', userName: 'Grace Hopper', at: '2026-07-02T09:00:00.000Z', reason: 'Plan revised' },
  { period: 'q1', field: 'actual', oldValue: null, newValue: 150, userId: null, userName: 'System', at: '2026-04-02T08:00:00.000Z', reason: 'Value when history began' },
];

function setup(overrides: Partial<KpiAssignment> = {}, update = vi.fn(), periods: ReportingPeriod[] = [], kpiOverrides: Partial<Kpi> = {}) {
  const record = { ...assignment, ...overrides };
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const getReportingPeriods = vi.fn().mockResolvedValue(periods);
  const getKpiValueHistory = vi.fn().mockResolvedValue(HISTORY);
  renderWithAdmin(<ActualResultsDialog open assignment={record} kpi={{ ...kpi, ...kpiOverrides }} onClose={onClose} onSaved={onSaved} />, {
    dataProvider: { update, getOne: vi.fn(), getList: vi.fn(), getReportingPeriods, getKpiValueHistory },
  });
  return { onSaved, onClose, update, getKpiValueHistory, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('ActualResultsDialog', () => {
  it("shows a calculated KPI's results read-only with a note, and cannot save them (DESIGN decision 25)", () => {
    const { dialog, update } = setup({}, vi.fn(), [], { formula: '{KPI:a} / {KPI:b}', ytdAggregation: 'formula' });
    expect(within(dialog).getByTestId('calculated-note')).toHaveTextContent('Calculated KPI: these results are computed from its formula');
    expect(within(dialog).getByLabelText('Q2 actual')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save Results' })).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the KPI, its owner, its targets and one input per quarter filled with the stored results', () => {
    const { dialog } = setup();
    expect(within(dialog).getByText('Update Actual Results - Net revenue retention')).toBeInTheDocument();
    expect(within(dialog).getByText('Quarterly')).toBeInTheDocument();
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByText('No description')).toBeInTheDocument();
    expect(within(dialog).getByText('Q1: 200')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('spinbutton')).toHaveLength(4);
    expect(within(dialog).getByLabelText('Q2 actual')).toHaveValue(190);
    expect(within(dialog).getByLabelText('Q1 actual')).toHaveAttribute('step', '0.01');
  });

  it("says 'No targets set' when the assignment has none", () => {
    const { dialog } = setup({ targets: {} });
    expect(within(dialog).getByText('No targets set')).toBeInTheDocument();
  });

  it('sends every period (empty as null), toasts and hands back the record the server scored', async () => {
    const saved = { ...assignment, actualResults: { q1: 150, q2: null }, score: 75, actualResult: 150 };
    const update = vi.fn().mockResolvedValue({ data: saved });
    const { user, dialog, onSaved, onClose } = setup({}, update);
    await user.type(within(dialog).getByLabelText('Q1 actual'), '150');
    await user.clear(within(dialog).getByLabelText('Q2 actual'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByText('Actual results updated successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith('kpi-assignments', expect.objectContaining({ id: 'ka-1', data: { actualResults: { q1: 150, q2: null, q3: null, q4: null } } }));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ score: 75 }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal in the failure toast", async () => {
    const update = vi.fn().mockRejectedValue(Object.assign(new Error('x'), { status: 400, body: { statusCode: 400, message: "actualResults: 'june' is not a quarterly period" } }));
    const { user, dialog, onClose } = setup({}, update);
    await user.click(within(dialog).getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByText("Failed to update actual results: actualResults: 'june' is not a quarterly period")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a value of a locked period read-only, with a lock icon and the reason', async () => {
    const { dialog, user } = setup({}, vi.fn(), [period('2026-q1', 'Q1 2026', true, 'Books closed'), period('2026-q2', 'Q2 2026'), period('2026-annual', '2026')]);
    expect(await within(dialog).findByText('Q1 2026 is locked: Books closed', {}, { timeout: 5000 })).toBeInTheDocument();
    const q1 = within(dialog).getByLabelText('Q1 actual');
    expect(q1).toHaveAttribute('readonly');
    expect(within(dialog).getByTitle('Locked')).toBeInTheDocument();
    await user.type(q1, '5');
    expect(q1).toHaveValue(null);
    expect(within(dialog).getByLabelText('Q2 actual')).not.toHaveAttribute('readonly');
  });

  it('locks every quarter when the year is locked', async () => {
    const { dialog } = setup({}, vi.fn(), [period('2026-annual', '2026', true)]);
    expect(await within(dialog).findAllByText('2026 is locked', {}, { timeout: 5000 })).toHaveLength(4);
  });

  it("says which values await approval and which were returned, with the reviewer's comment", () => {
    const { dialog } = setup({
      actualResults: { q1: 180, q2: 190 },
      submissions: {
        q1: { state: 'returned', by: 'user-2', at: '2026-04-12T00:00:00.000Z', comment: 'Check the source' },
        q2: { state: 'submitted', by: 'user-1', at: '2026-07-02T00:00:00.000Z', comment: null },
      },
    });
    expect(within(dialog).getByText('Returned: Check the source')).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it("shows the results' history on demand: each change with who, when and why, and one value's alone by its period (DESIGN decision 22)", async () => {
    const { dialog, user, getKpiValueHistory } = setup();
    expect(getKpiValueHistory).not.toHaveBeenCalled();
    const show = within(dialog).getByRole('button', { name: 'Show history' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const table = await within(dialog).findByRole('table', { name: 'History of the actual results' });
    expect(getKpiValueHistory).toHaveBeenCalledWith('ka-1');
    const rows = within(table).getAllByRole('row').slice(1);
    // only results (the target change is the targets dialog's), newest first
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Q2');
    expect(rows[0]).toHaveTextContent('180% → 190%');
    expect(rows[0]).toHaveTextContent('Ada Lovelace');
    expect(rows[0]).toHaveTextContent('Corrected invoice');
    expect(rows[1]).toHaveTextContent('— → 150%');
    expect(rows[1]).toHaveTextContent('System');
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Q1' }));
    expect(within(within(dialog).getByRole('table', { name: 'History of the actual results' })).getAllByRole('row').slice(1)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Hide history' }));
    expect(within(dialog).queryByRole('table', { name: 'History of the actual results' })).not.toBeInTheDocument();
  });
});
