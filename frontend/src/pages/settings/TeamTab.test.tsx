import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { Invitation, Member } from '../../lib/shared';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import * as session from '../../lib/session';
import * as api from './teamApi';
import { TeamTab } from './TeamTab';

vi.mock('../../lib/session', async (original) => ({ ...(await original<typeof import('../../lib/session')>()), refreshSession: vi.fn() }));
vi.mock('./teamApi', () => ({
  fetchMembers: vi.fn(),
  fetchInvitations: vi.fn(),
  fetchEmployeesWithoutAccount: vi.fn(),
  inviteMember: vi.fn(),
  resendInvitation: vi.fn(),
  revokeInvitation: vi.fn(),
  changeMemberRole: vi.fn(),
  deactivateMember: vi.fn(),
  reactivateMember: vi.fn(),
}));

const ADA: Member = { userId: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'admin', status: 'active', employeeId: 'e1', lastSignInAt: new Date(Date.now() - 3 * 86_400_000).toISOString() };
const ALAN: Member = { userId: 'user-2', email: 'alan@example.com', firstName: 'Alan', lastName: 'Turing', role: 'user', status: 'active', employeeId: 'e2', lastSignInAt: null };
const GRACE: Member = { userId: 'user-3', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'user', status: 'deactivated', employeeId: 'e3', lastSignInAt: null };
const PENDING: Invitation = {
  id: 'inv-1',
  email: 'ida@example.com',
  firstName: 'Ida',
  lastName: 'Rhodes',
  role: 'user',
  employeeId: null,
  status: 'pending',
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  createdAt: new Date().toISOString(),
};
const ACCEPTED: Invitation = { ...PENDING, id: 'inv-2', email: 'done@example.com', status: 'accepted' };

function setup() {
  vi.mocked(api.fetchMembers).mockResolvedValue([ADA, ALAN, GRACE]);
  vi.mocked(api.fetchInvitations).mockResolvedValue([PENDING, ACCEPTED]);
  vi.mocked(api.fetchEmployeesWithoutAccount).mockResolvedValue([{ id: 'e9', name: 'Kathleen Booth', email: 'kb@example.com' }]);
  renderWithAdmin(<TeamTab />, { dataProvider: {} });
  return userEvent.setup();
}

afterEach(() => {
  vi.clearAllMocks();
  removeToast();
});

describe('TeamTab', () => {
  it('lists members with role, status and last sign-in, and only the open invitations', async () => {
    setup();
    const members = await screen.findByRole('table', { name: 'Members' });
    const ada = within(members).getByTestId('member-ada@example.com');
    expect(ada).toHaveTextContent('Ada Lovelace (you)');
    expect(ada).toHaveTextContent('Admin');
    expect(ada).toHaveTextContent('Active');
    expect(ada).toHaveTextContent('3 days ago');
    expect(within(members).getByTestId('member-alan@example.com')).toHaveTextContent('Never');
    expect(within(members).getByTestId('member-grace@example.com')).toHaveTextContent('Deactivated');
    expect(within(members).getByRole('button', { name: 'Reactivate Grace Hopper' })).toBeInTheDocument();
    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(invitations).getByText('ida@example.com')).toBeInTheDocument();
    expect(within(invitations).queryByText('done@example.com')).not.toBeInTheDocument();
  });

  it('invites with the optional employee and toasts the result', async () => {
    vi.mocked(api.inviteMember).mockResolvedValue({ ...PENDING, id: 'inv-3', email: 'kb@example.com' });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(api.inviteMember).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/Email/), 'kb@example.com');
    await user.type(within(dialog).getByLabelText(/First name/), 'Kathleen');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Booth');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Employee record (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Kathleen Booth (kb@example.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.inviteMember).toHaveBeenCalledWith({ email: 'kb@example.com', firstName: 'Kathleen', lastName: 'Booth', role: 'admin', employeeId: 'e9' }),
    );
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a member' })).not.toBeInTheDocument());
  });

  it("shows the server's refusal of an invitation", async () => {
    vi.mocked(api.inviteMember).mockRejectedValue(new HttpError('Unprocessable', 422, { statusCode: 422, message: 'Your plan allows at most 10 users. Upgrade your plan to add more.' }));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByLabelText(/Email/), 'kb@example.com');
    await user.type(within(dialog).getByLabelText(/First name/), 'Kathleen');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Booth');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Your plan allows at most 10 users. Upgrade your plan to add more.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite a member' })).toBeInTheDocument();
  });

  it('changes a role and deactivates after a confirmation, each with a toast', async () => {
    vi.mocked(api.changeMemberRole).mockResolvedValue({ ...ALAN, role: 'admin' });
    vi.mocked(api.deactivateMember).mockResolvedValue({ ...ALAN, status: 'deactivated' });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Make admin: Alan Turing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make admin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(api.changeMemberRole).toHaveBeenCalledWith('user-2', 'admin'));
    expect(await screen.findByText('Role updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate Alan Turing' }));
    const second = await screen.findByRole('alertdialog', { name: 'Deactivate member?' });
    await user.click(within(second).getByRole('button', { name: 'Cancel' }));
    expect(api.deactivateMember).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Deactivate Alan Turing' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Deactivate member?' })).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.deactivateMember).toHaveBeenCalledWith('user-2'));
    expect(await screen.findByText('Member deactivated')).toBeInTheDocument();
  });

  it('reads the session again when admins make themselves a user, and only then', async () => {
    vi.mocked(api.changeMemberRole).mockResolvedValue({ ...ALAN, role: 'admin' });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Make admin: Alan Turing' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make admin?' })).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(session.refreshSession).not.toHaveBeenCalled();
    vi.mocked(api.changeMemberRole).mockResolvedValue({ ...ADA, role: 'user' });
    await user.click(screen.getByRole('button', { name: 'Make user: Ada Lovelace' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make user?' })).getByRole('button', { name: 'Make user' }));
    await waitFor(() => expect(session.refreshSession).toHaveBeenCalledTimes(1));
  });

  it('says why the last admin cannot be demoted', async () => {
    vi.mocked(api.changeMemberRole).mockRejectedValue(new HttpError('Unprocessable', 422, { statusCode: 422, message: 'An organization needs at least one active admin' }));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Make user: Ada Lovelace' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Make user?' })).getByRole('button', { name: 'Make user' }));
    expect(await screen.findByText('An organization needs at least one active admin')).toBeInTheDocument();
  });

  it('reactivates, resends and revokes', async () => {
    vi.mocked(api.reactivateMember).mockResolvedValue({ ...GRACE, status: 'active' });
    vi.mocked(api.resendInvitation).mockResolvedValue(PENDING);
    vi.mocked(api.revokeInvitation).mockResolvedValue({ ...PENDING, status: 'revoked' });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Reactivate Grace Hopper' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Reactivate member?' })).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(api.reactivateMember).toHaveBeenCalledWith('user-3'));
    expect(await screen.findByText('Member reactivated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend the invitation to ida@example.com' }));
    await waitFor(() => expect(api.resendInvitation).toHaveBeenCalledWith('inv-1'));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to ida@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Revoke invitation?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.revokeInvitation).toHaveBeenCalledWith('inv-1'));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
  });
});
