import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings, type ReportingPeriod } from '../../lib/shared';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin, TEST_USER } from '../../test/renderWithAdmin';
import { SettingsPage } from './SettingsPage';

// a busy machine may take a while to render and settle; the waits allow for it
const LOADED = { timeout: 5000 };

const period = (key: string, name: string, overrides: Partial<ReportingPeriod> = {}): ReportingPeriod => ({
  key,
  name,
  state: 'open',
  dueDate: '2026-04-10',
  due: 4,
  submitted: 1,
  approved: 2,
  missing: 1,
  lockReason: null,
  lockedAt: null,
  lockedById: null,
  ...overrides,
});

const Q1 = period('2026-q1', 'Q1 2026');
const Q2 = period('2026-q2', 'Q2 2026', { state: 'locked', lockReason: 'Board pack sent', lockedAt: '2026-07-15T09:00:00.000Z', dueDate: '2026-07-10', due: 2, submitted: 0, approved: 2, missing: 0 });
const YEAR = period('2026-annual', '2026', { due: 0, submitted: 0, approved: 0, missing: 0, dueDate: '2027-01-10' });

function provider(overrides: Record<string, unknown> = {}) {
  let stored: OrganizationSettings & { organizationId: string; updatedAt: string } = { ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1', updatedAt: '2026-01-01T00:00:00.000Z' };
  return {
    getOrganizationSettings: vi.fn(async () => stored),
    updateOrganizationSettings: vi.fn(async (patch: Partial<OrganizationSettings>) => {
      stored = { ...stored, ...patch, updatedAt: '2026-01-02T00:00:00.000Z' };
      return stored;
    }),
    getReportingPeriods: vi.fn(async () => [Q1, Q2, YEAR]),
    lockReportingPeriod: vi.fn(async () => ({ ...Q1, state: 'locked' })),
    unlockReportingPeriod: vi.fn(async () => ({ ...Q2, state: 'open' })),
    ...overrides,
  };
}

function setup(overrides: Record<string, unknown> = {}, user = TEST_USER) {
  const dataProvider = provider(overrides);
  renderWithAdmin(<SettingsPage />, { dataProvider, route: '/settings?tab=periods', user });
  return { dataProvider, user: userEvent.setup() };
}

afterEach(() => {
  removeToast();
  vi.clearAllMocks();
});

describe('Settings → Reporting periods', () => {
  it('lists the periods with due date, state, the lock reason and completion in words', async () => {
    const { dataProvider } = setup();
    const table = await screen.findByRole('table', { name: 'Reporting periods' }, LOADED);
    expect(dataProvider.getReportingPeriods).toHaveBeenCalledWith(String(new Date().getFullYear()));
    const q1 = within(table).getByTestId('period-2026-q1');
    expect(q1).toHaveTextContent('10 April 2026');
    expect(q1).toHaveTextContent('Open');
    expect(q1).toHaveTextContent('3 of 4 in · 1 missing');
    expect(q1).toHaveTextContent('Due 4 · Submitted 1 · Approved 2 · Missing 1');
    expect(within(q1).getByRole('progressbar', { name: 'Completion of Q1 2026' })).toHaveAttribute('aria-valuenow', '75');
    const q2 = within(table).getByTestId('period-2026-q2');
    expect(q2).toHaveTextContent('Locked');
    expect(q2).toHaveTextContent('Since 15 July 2026: Board pack sent');
    const year = within(table).getByTestId('period-2026-annual');
    expect(year).toHaveTextContent('Nothing due');
    expect(within(year).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks the year it shows', async () => {
    const { dataProvider, user } = setup();
    await screen.findByRole('table', { name: 'Reporting periods' }, LOADED);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const last = String(new Date().getFullYear() - 1);
    await user.click(screen.getByRole('option', { name: last }));
    await waitFor(() => expect(dataProvider.getReportingPeriods).toHaveBeenCalledWith(last), LOADED);
  });

  it('locks with an optional reason and toasts it', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Lock Q1 2026' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Lock Q1 2026' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Lock period' }));
    await waitFor(() => expect(dataProvider.lockReportingPeriod).toHaveBeenCalledWith('2026-q1', undefined), LOADED);
    expect(await screen.findByText('Period locked', {}, LOADED)).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getReportingPeriods).toHaveBeenCalledTimes(2), LOADED);
  });

  it('unlocks only with a reason', async () => {
    const { dataProvider, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Unlock Q2 2026' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Q2 2026' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock period' }));
    expect(within(dialog).getByText('A reason is required to unlock a period')).toBeInTheDocument();
    expect(dataProvider.unlockReportingPeriod).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Restated revenue');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock period' }));
    await waitFor(() => expect(dataProvider.unlockReportingPeriod).toHaveBeenCalledWith('2026-q2', 'Restated revenue'), LOADED);
    expect(await screen.findByText('Period unlocked', {}, LOADED)).toBeInTheDocument();
  });

  it("shows the server's refusal of a lock", async () => {
    const { user } = setup({ lockReportingPeriod: vi.fn().mockRejectedValue(new HttpError('Q1 2026 is already locked', 409, { statusCode: 409, message: 'Q1 2026 is already locked' })) });
    await user.click(await screen.findByRole('button', { name: 'Lock Q1 2026' }, LOADED));
    await user.click(within(await screen.findByRole('dialog', {}, LOADED)).getByRole('button', { name: 'Lock period' }));
    expect(await screen.findByText('Q1 2026 is already locked', {}, LOADED)).toBeInTheDocument();
  });

  it('offers Lock and Unlock to admins only', async () => {
    setup({}, { ...TEST_USER, role: 'user' });
    await screen.findByRole('table', { name: 'Reporting periods' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Lock Q1 2026' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock Q2 2026' })).not.toBeInTheDocument();
  });

  it('validates and saves the collection settings through the settings call', async () => {
    const { dataProvider, user } = setup();
    const due = await screen.findByLabelText('Results due (days after a period ends)', {}, LOADED);
    expect(due).toHaveValue(10);
    expect(screen.getByLabelText('Escalation after the due date (days)')).toHaveValue(5);
    await user.clear(due);
    await user.type(due, '400');
    await user.clear(screen.getByLabelText('Reminder before the due date (days)'));
    await user.click(screen.getByRole('button', { name: 'Save Collection Settings' }));
    expect(screen.getAllByText('Enter a whole number of days from 0 to 365')).toHaveLength(2);
    expect(dataProvider.updateOrganizationSettings).not.toHaveBeenCalled();
    await user.clear(due);
    await user.type(due, '15');
    await user.type(screen.getByLabelText('Reminder before the due date (days)'), '4');
    await user.click(screen.getByRole('switch', { name: /Require approval of results/ }));
    await user.click(screen.getByRole('button', { name: 'Save Collection Settings' }));
    await waitFor(() =>
      expect(dataProvider.updateOrganizationSettings).toHaveBeenCalledWith({ resultsDueDays: 15, reminderDaysBefore: 4, reminderDaysAfter: 2, escalationDaysAfter: 5, requireApproval: true }),
      LOADED,
    );
    expect(await screen.findByText('Settings updated successfully', {}, LOADED)).toBeInTheDocument();
  });
});
