import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Kpi, KpiAssignment } from '@scorecard/contracts';
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
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => removeToast());

function setup(overrides: Partial<KpiAssignment> = {}, update = vi.fn()) {
  const record = { ...assignment, ...overrides };
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithAdmin(<ActualResultsDialog open assignment={record} kpi={kpi} onClose={onClose} onSaved={onSaved} />, {
    dataProvider: { update, getOne: vi.fn(), getList: vi.fn() },
  });
  return { onSaved, onClose, update, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('ActualResultsDialog', () => {
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
});
