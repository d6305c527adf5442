import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyWorkAnswer, MyWorkItem } from '../../lib/shared';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { MyWorkPage } from './MyWorkPage';

// a busy machine may take a while to render and settle; the waits allow for it
const LOADED = { timeout: 5000 };

const item = (overrides: Partial<MyWorkItem>): MyWorkItem => ({
  kpiAssignmentId: 'ka-1',
  kpiId: 'kpi-1',
  kpiName: 'Net revenue retention',
  functionId: 'f-1',
  functionName: 'Commercial',
  period: 'q1',
  year: '2026',
  reportingPeriodKey: '2026-q1',
  periodName: 'Q1 2026',
  dueDate: '2026-04-10',
  target: 110,
  actual: null,
  unit: '%',
  state: 'missing',
  comment: null,
  ownerName: 'Alan Turing',
  locked: false,
  ...overrides,
});

const DUE = item({});
const RETURNED = item({ kpiAssignmentId: 'ka-2', kpiName: 'Churned accounts', unit: 'accounts', state: 'returned', actual: 12, comment: 'This is the Q4 figure' });
const TO_REVIEW = item({ kpiAssignmentId: 'ka-3', kpiName: 'Gross margin', state: 'submitted', actual: 41.5, ownerName: 'Grace Hopper' });

function setup(work: MyWorkAnswer | Promise<MyWorkAnswer>, overrides: Record<string, unknown> = {}) {
  const dataProvider = {
    getMyWork: vi.fn(async () => work),
    getOrganizationSettings: vi.fn(async () => ({ requireApproval: true, timeZone: 'UTC' })),
    update: vi.fn(async (_resource: string, params: { id: string }) => ({ data: { id: params.id } })),
    reviewResult: vi.fn(async () => ({})),
    ...overrides,
  };
  renderWithAdmin(<MyWorkPage />, { dataProvider, route: '/my-work' });
  return { dataProvider, user: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.clearAllMocks();
  removeToast();
});

describe('MyWorkPage', () => {
  it('shows progress while loading, then the three lists with their counts', async () => {
    let answer!: (work: MyWorkAnswer) => void;
    setup(new Promise<MyWorkAnswer>((resolve) => (answer = resolve)));
    expect(screen.getByRole('progressbar', { name: 'Loading due from me' })).toBeInTheDocument();
    answer({ due: [DUE], returned: [RETURNED], toReview: [TO_REVIEW] });
    expect(await within(await screen.findByRole('region', { name: 'Due from me' }, LOADED)).findByText('Net revenue retention', {}, LOADED)).toBeInTheDocument();
    expect(within(section('Due from me')).getByText('Commercial · Q1 2026')).toBeInTheDocument();
    expect(within(section('Due from me')).getByText('Target 110%')).toBeInTheDocument();
    expect(within(section('Returned to me')).getByText('This is the Q4 figure')).toBeInTheDocument();
    expect(within(section('Returned to me')).getByLabelText('Q1 2026 actual (accounts)')).toHaveValue(12);
    expect(within(section('Awaiting my review')).getByText('Grace Hopper · Commercial · Q1 2026')).toBeInTheDocument();
    expect(within(section('Awaiting my review')).getByText('41.5%')).toBeInTheDocument();
    expect(screen.getByTestId('due-count')).toHaveTextContent('1');
  });

  it('says so when a list is empty', async () => {
    setup({ due: [], returned: [], toReview: [] });
    expect(await screen.findByText('Nothing is due from you. You are up to date.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Nothing has been returned to you.')).toBeInTheDocument();
    expect(screen.getByText('Nothing is waiting for your review.')).toBeInTheDocument();
  });

  it('records a due value inline through the results call, after checking it is there', async () => {
    const { dataProvider, user } = setup({ due: [DUE], returned: [], toReview: [] });
    const due = await screen.findByRole('region', { name: 'Due from me' }, LOADED);
    const save = await within(due).findByRole('button', { name: 'Save Net revenue retention, Q1 2026' }, LOADED);
    await user.click(save);
    expect(within(due).getByText('Actual result is required')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
    await user.type(within(due).getByLabelText('Q1 2026 actual (%)'), '104.5');
    await user.click(save);
    await waitFor(
      () => expect(dataProvider.update).toHaveBeenCalledWith('kpi-assignments', expect.objectContaining({ id: 'ka-1', data: { actualResults: { q1: 104.5 } } })),
      LOADED,
    );
    expect(await screen.findByText('Result saved', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Net revenue retention, Q1 2026: it now awaits approval.')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getMyWork).toHaveBeenCalledTimes(2), LOADED);
  });

  it("shows the server's refusal (a locked period) in the toast and under the field", async () => {
    const locked = Object.assign(new Error('Q1 2026 is locked'), { status: 409, body: { statusCode: 409, message: 'Q1 2026 is locked' } });
    const { user } = setup({ due: [DUE], returned: [], toReview: [] }, { update: vi.fn().mockRejectedValue(locked) });
    const due = await screen.findByRole('region', { name: 'Due from me' }, LOADED);
    await user.type(await within(due).findByLabelText('Q1 2026 actual (%)', {}, LOADED), '99');
    await user.click(within(due).getByRole('button', { name: 'Save Net revenue retention, Q1 2026' }));
    expect(await screen.findByText('Error', {}, LOADED)).toBeInTheDocument();
    expect(await screen.findAllByText('Q1 2026 is locked', {}, LOADED)).toHaveLength(2);
  });

  it('shows a value of a locked period read-only', async () => {
    const { user } = setup({ due: [item({ locked: true })], returned: [], toReview: [] });
    const due = await screen.findByRole('region', { name: 'Due from me' }, LOADED);
    const input = await within(due).findByLabelText('Q1 2026 actual (%)', {}, LOADED);
    expect(input).toHaveAttribute('readonly');
    expect(within(due).getByText('Q1 2026 is locked')).toBeInTheDocument();
    expect(within(due).getByRole('button', { name: 'Save Net revenue retention, Q1 2026' })).toBeDisabled();
    await user.type(input, '5');
    expect(input).toHaveValue(null);
  });

  it('approves in one click', async () => {
    const { dataProvider, user } = setup({ due: [], returned: [], toReview: [TO_REVIEW] });
    await user.click(await screen.findByRole('button', { name: 'Approve Gross margin, Q1 2026' }, LOADED));
    await waitFor(() => expect(dataProvider.reviewResult).toHaveBeenCalledWith('ka-3', 'q1', 'approve', undefined), LOADED);
    expect(await screen.findByText('Result approved', {}, LOADED)).toBeInTheDocument();
  });

  it('returns only with a comment, and tells the owner is notified', async () => {
    const { dataProvider, user } = setup({ due: [], returned: [], toReview: [TO_REVIEW] });
    await user.click(await screen.findByRole('button', { name: 'Return Gross margin, Q1 2026' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Return Gross margin' }, LOADED);
    await user.click(within(dialog).getByRole('button', { name: 'Return result' }));
    expect(within(dialog).getByText('A comment is required to return a result')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Comment/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Return result' }));
    expect(dataProvider.reviewResult).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Comment/), 'Use the audited figure');
    await user.click(within(dialog).getByRole('button', { name: 'Return result' }));
    await waitFor(() => expect(dataProvider.reviewResult).toHaveBeenCalledWith('ka-3', 'q1', 'return', 'Use the audited figure'), LOADED);
    expect(await screen.findByText('Result returned', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper has been notified.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
  });

  it("shows a failed load with the server's message and a retry", async () => {
    const { dataProvider, user } = setup({ due: [], returned: [], toReview: [] }, {
      getMyWork: vi.fn().mockRejectedValueOnce(Object.assign(new Error('x'), { status: 500, body: { message: 'Service unavailable' } })).mockResolvedValue({ due: [], returned: [], toReview: [] }),
    });
    expect(await screen.findByText('Service unavailable', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing is due from you. You are up to date.', {}, LOADED)).toBeInTheDocument();
    expect(dataProvider.getMyWork).toHaveBeenCalledTimes(2);
  });
});
