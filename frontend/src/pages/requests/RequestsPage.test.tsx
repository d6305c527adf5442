import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ORGANIZATION_SETTINGS, type Employee } from '../../lib/shared';
import { removeToast } from '../../lib/toast/toastStore';
import { TEST_USER, listOf, renderWithAdmin } from '../../test/renderWithAdmin';
import { RequestsPage } from './RequestsPage';
import type { RequestView } from './requestTypes';

const employee = (id: string, userId: string, name: string): Employee => ({
  id,
  organizationId: 'org-1',
  userId,
  name,
  role: 'Employee',
  department: 'Sales',
  position: null,
  level: null,
  employmentType: 'Full_Time',
  status: 'Active',
  hireDate: null,
  supervisorId: null,
  supervisorName: null,
  email: null,
});

const request: RequestView = {
  id: 'req-1',
  organizationId: 'org-1',
  type: 'Data_Collection',
  title: 'Quarterly churn',
  description: 'Churn by region',
  impactAnalysis: null,
  requesterId: 'emp-2',
  requesterName: 'Bo Owner',
  ownerId: null,
  ownerName: null,
  status: 'New',
  priority: 'High',
  department: 'Sales',
  linkedObjectiveAssignmentId: null,
  linkedKpiAssignmentId: null,
  attachments: [],
  commentCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function fakeProvider(requests: RequestView[]) {
  const lists: Record<string, object[]> = {
    requests,
    employees: [employee('emp-1', 'user-1', 'Ada Lovelace'), employee('emp-2', 'user-2', 'Bo Owner')],
    comments: [],
    'request-status-history': [],
  };
  return {
    getList: vi.fn(async (resource: string) => listOf((lists[resource] ?? []) as { id: string }[])),
    getOne: vi.fn(),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'new-1' } })),
    update: vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({ data: { ...request, ...data, id } })),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    getOrganizationSettings: vi.fn(async () => ({ ...DEFAULT_ORGANIZATION_SETTINGS, organizationId: 'org-1' })),
  };
}

afterEach(() => {
  removeToast();
  vi.restoreAllMocks();
});

// MUI menus and dialogs are slow in jsdom on a busy machine; the default 15 s is too tight for a whole flow.
describe('RequestsPage', { timeout: 30_000 }, () => {
  it("says 'No requests found' when there are none", async () => {
    renderWithAdmin(<RequestsPage />, { dataProvider: fakeProvider([]) });
    expect(await screen.findByText('No requests found')).toBeInTheDocument();
    expect(screen.getByText('Manage KPI-related requests and approvals')).toBeInTheDocument();
  });

  it('opens the request a notification links to, expanded and first, even when it is not on the page', async () => {
    const linked: RequestView = { ...request, id: 'req-9', title: 'Linked from a notification' };
    const provider = fakeProvider([request]);
    provider.getOne.mockImplementation(async (_resource: string, { id }: { id: string }) => ({ data: { ...linked, id } }));
    renderWithAdmin(<RequestsPage />, { dataProvider: provider, route: '/requests?open=req-9' });
    const card = await screen.findByRole('article', { name: 'Linked from a notification' });
    expect(within(card).getByRole('button', { name: 'Hide details of Linked from a notification' })).toHaveAttribute('aria-expanded', 'true');
    const titles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label') ?? article.textContent);
    expect(titles[0]).toContain('Linked from a notification');
    expect(await screen.findByRole('button', { name: 'Show details of Quarterly churn' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers no status change to a member who is neither owner nor requester', async () => {
    renderWithAdmin(<RequestsPage />, { dataProvider: fakeProvider([request]), user: { ...TEST_USER, role: 'user' } });
    const card = await screen.findByRole('article', { name: 'Quarterly churn' });
    await waitFor(() => expect(within(card).queryByText('Requested by Bo Owner')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: /Change status/i })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Edit Quarterly churn' })).not.toBeInTheDocument();
  });

  it('changes a status with the specification’s call pair and says so', async () => {
    const dataProvider = fakeProvider([request]);
    renderWithAdmin(<RequestsPage />, { dataProvider });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change status of Quarterly churn' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /New status/ }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));
    await user.click(within(dialog).getByLabelText('Reason (optional)'));
    await user.paste('Numbers sent');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    expect(screen.getByText('Request status changed to Completed')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith('requests', expect.objectContaining({ id: 'req-1', data: { status: 'Completed', updatedAt: expect.any(String) } }));
    expect(dataProvider.create).toHaveBeenCalledWith('request-status-history', {
      data: { requestId: 'req-1', changedById: TEST_USER.id, previousStatus: 'New', newStatus: 'Completed', reason: 'Numbers sent' },
    });
  });

  it('filters on the server', async () => {
    const dataProvider = fakeProvider([request]);
    renderWithAdmin(<RequestsPage />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Quarterly churn' });
    await user.click(screen.getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('requests', expect.objectContaining({ filter: { priority: 'High' }, pagination: { page: 1, perPage: 10 } })),
    );
  });

  it('refuses a blank request on the field, then creates one with no owner and no links', async () => {
    const dataProvider = fakeProvider([]);
    renderWithAdmin(<RequestsPage />, { dataProvider });
    const user = userEvent.setup();
    await screen.findByText('No requests found');
    await user.click(screen.getAllByRole('button', { name: 'New Request' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Request' });
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Request' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('Churn by region');
    await user.click(within(dialog).getByLabelText(/^Description/));
    await user.paste('Monthly');
    await user.click(within(dialog).getByRole('button', { name: 'Create Request' }));
    expect(await screen.findByText('Request created successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith('requests', {
      data: expect.objectContaining({
        type: 'Data_Collection',
        title: 'Churn by region',
        description: 'Monthly',
        status: 'New',
        priority: 'Medium',
        department: 'Sales',
        ownerId: null,
        linkedObjectiveAssignmentId: null,
        linkedKpiAssignmentId: null,
      }),
    });
  });

  it('marks owners who can sign in in the open list and shows the chosen one by name alone', async () => {
    renderWithAdmin(<RequestsPage />, { dataProvider: fakeProvider([]) });
    const user = userEvent.setup();
    await screen.findByText('No requests found');
    await user.click(screen.getAllByRole('button', { name: 'New Request' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Request' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace · can sign in' }));
    expect(within(dialog).getByRole('combobox', { name: 'Owner' })).toHaveTextContent(/^Ada Lovelace$/);
  });

  it('opens the comment thread with its empty text and refuses a blank comment', async () => {
    renderWithAdmin(<RequestsPage />, { dataProvider: fakeProvider([request]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show details of Quarterly churn' }));
    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Add a comment'));
    await user.paste('   ');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });
});
