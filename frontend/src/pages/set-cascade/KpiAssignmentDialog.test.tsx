import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Kpi, KpiAssignment, ObjectiveAssignment, ReportingPeriod } from '@scorecard/contracts';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithTheme } from '../../test/renderWithTheme';
import { KpiAssignmentDialog } from './KpiAssignmentDialog';

const kpi = (id: string, name: string, isCumulative: boolean): Kpi => ({
  id,
  organizationId: 'org',
  name,
  description: null,
  unit: '$',
  polarity: 'positive',
  frequency: 'quarterly',
  isCumulative,
  formula: null,
  ytdAggregation: 'sum',
});
const kpis = [kpi('rev', 'Quarterly revenue', false), kpi('ytd', 'Revenue to date', true)];
const objectiveAssignment = {
  id: 'oa-1',
  objectiveId: 'obj-1',
  ownerId: null,
  weight: 100,
} as ObjectiveAssignment;

afterEach(() => removeToast());

function setup(reportingPeriods?: ReportingPeriod[]) {
  const onSubmit = vi.fn();
  renderWithTheme(
    <KpiAssignmentDialog
      state={{ mode: 'create', objectiveAssignmentId: null }}
      functionName="Commercial"
      year="2026"
      kpis={kpis}
      kpisById={new Map(kpis.map((k) => [k.id, k]))}
      objectiveAssignments={[objectiveAssignment]}
      objectivesById={new Map([['obj-1', { id: 'obj-1', name: 'Win the home market' } as never]])}
      employees={[]}
      pending={false}
      serverError={null}
      onClose={vi.fn()}
      onSubmit={onSubmit}
      reportingPeriods={reportingPeriods}
    />,
  );
  return { onSubmit, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

const choose = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
};

describe('KpiAssignmentDialog', () => {
  it('requires a KPI and an objective before anything is sent', async () => {
    const { user, dialog, onSubmit } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Assign KPI' }));
    expect(within(dialog).getByText('KPI selection is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Objective selection is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a running total of the quarterly targets and sends them with empty periods as null', async () => {
    const { user, dialog, onSubmit } = setup();
    await choose(user, dialog, 'KPI', 'Quarterly revenue');
    await choose(user, dialog, 'Objective', 'Win the home market');
    await user.type(within(dialog).getByLabelText('Q1 target'), '200');
    await user.type(within(dialog).getByLabelText('Q3 target'), '250.5');
    expect(within(dialog).getAllByText('Running total: 450.5')).toHaveLength(2);
    expect(within(dialog).getByTestId('targets-total')).toHaveTextContent('Total for the year: 450.5');
    await user.clear(within(dialog).getByLabelText(/^Weight/));
    await user.type(within(dialog).getByLabelText(/^Weight/), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Assign KPI' }));
    expect(within(dialog).getByText('Weight must be between 1 and 100')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Weight/));
    await user.type(within(dialog).getByLabelText(/^Weight/), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Assign KPI' }));
    expect(onSubmit).toHaveBeenCalledWith({
      kpiId: 'rev',
      objectiveAssignmentId: 'oa-1',
      linkedObjectiveId: 'obj-1',
      ownerId: null,
      weight: 100,
      targets: { q1: 200, q2: null, q3: 250.5, q4: null },
    });
  });

  it('shows no running total for a cumulative KPI', async () => {
    const { user, dialog } = setup();
    await choose(user, dialog, 'KPI', 'Revenue to date');
    await user.type(within(dialog).getByLabelText('Q1 target'), '200');
    expect(within(dialog).queryByText(/Running total/)).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('targets-total')).not.toBeInTheDocument();
  });

  it('shows the targets of a locked quarter read-only with the reason', async () => {
    const q1: ReportingPeriod = {
      key: '2026-q1', name: 'Q1 2026', state: 'locked', dueDate: '2026-04-10', due: 0, submitted: 0, approved: 0, missing: 0,
      lockReason: 'Board pack sent', lockedAt: '2026-04-11T00:00:00.000Z', lockedById: 'u1',
    };
    const { user, dialog } = setup([q1, { ...q1, key: '2026-q2', name: 'Q2 2026', state: 'open', lockReason: null }]);
    await choose(user, dialog, 'KPI', 'Quarterly revenue');
    const target = within(dialog).getByLabelText('Q1 target');
    expect(target).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Q1 2026 is locked: Board pack sent')).toBeInTheDocument();
    await user.type(target, '9');
    expect(target).toHaveValue(null);
    expect(within(dialog).getByLabelText('Q2 target')).not.toHaveAttribute('readonly');
  });

  it('asks a reason to change a set target of a period that has started, sends it, and shows the targets\' history (DESIGN decision 22)', async () => {
    const onSubmit = vi.fn();
    const assignment = {
      id: 'ka-1', kpiId: 'rev', objectiveAssignmentId: 'oa-1', ownerId: null, weight: 100, period: '2025',
      targets: { q1: 100, q2: 100 }, actualResults: {}, baselineTargets: { q1: 100, q2: 100 },
    } as unknown as KpiAssignment;
    const getKpiValueHistory = vi.fn().mockResolvedValue([
      { period: 'q1', field: 'target', oldValue: null, newValue: 100, userId: 'u1', userName: 'Ada Lovelace', at: '2025-01-02T09:00:00.000Z', reason: null },
      { period: 'q1', field: 'actual', oldValue: null, newValue: 90, userId: 'u1', userName: 'Ada Lovelace', at: '2025-04-02T09:00:00.000Z', reason: null },
    ]);
    renderWithAdmin(
      <KpiAssignmentDialog
        state={{ mode: 'edit', assignment }}
        functionName="Commercial"
        year="2025"
        kpis={kpis}
        kpisById={new Map(kpis.map((k) => [k.id, k]))}
        objectiveAssignments={[objectiveAssignment]}
        objectivesById={new Map([['obj-1', { id: 'obj-1', name: 'Win the home market' } as never]])}
        employees={[]}
        pending={false}
        serverError={null}
        onClose={vi.fn()}
        onSubmit={onSubmit}
        timeZone="UTC"
      />,
      { dataProvider: { getKpiValueHistory } },
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    // A first target of Q3 needs no reason.
    await user.type(within(dialog).getByLabelText('Q3 target'), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.not.objectContaining({ reason: expect.anything() }));
    // Q1 of 2025 has started and had a target: a reason is required.
    await user.clear(within(dialog).getByLabelText('Q1 target'));
    await user.type(within(dialog).getByLabelText('Q1 target'), '90');
    onSubmit.mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('A reason is required to change the target of a period that has started')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Budget cut');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ targets: { q1: 90, q2: 100, q3: 120, q4: null }, reason: 'Budget cut' }));

    await user.click(within(dialog).getByRole('button', { name: 'Show history' }));
    const table = await within(dialog).findByRole('table', { name: 'History of the targets' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Q1');
    expect(rows[0]).toHaveTextContent('— → $100');
  });
});
