import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { TEAM_MESSAGES as M } from '@scorecard/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { TintedPill } from '../../components/TintedPill';
import { refreshSession, useSession } from '../../lib/session';
import type { Invitation, Member, MemberRole } from '../../lib/shared';
import { timeAgo } from '../../lib/timeAgo';
import { toast } from '../../lib/toast/toastStore';
import { TABLE_SCROLL } from '../../components/scorecard/tableParts';
import { SettingsSection } from './SettingsSection';
import {
  changeMemberRole,
  deactivateMember,
  fetchEmployeesWithoutAccount,
  fetchInvitations,
  fetchMembers,
  inviteMember,
  reactivateMember,
  resendInvitation,
  revokeInvitation,
  type NewInvitation,
} from './teamApi';

export const TEAM_KEYS = {
  members: ['team', 'members'] as const,
  invitations: ['team', 'invitations'] as const,
  employees: ['team', 'employees-without-account'] as const,
};

const ROLE_LABELS: Record<MemberRole, string> = { admin: 'Admin', user: 'User' };

const nameOf = (m: { firstName: string | null; lastName: string | null; email: string }) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

/** The server's message of a failed call, when it sent one. */
function messageOf(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  return typeof body?.message === 'string' ? body.message : undefined;
}

/** A member action waiting for its confirmation. */
type Pending =
  | { kind: 'role'; member: Member; role: MemberRole }
  | { kind: 'deactivate'; member: Member }
  | { kind: 'reactivate'; member: Member }
  | { kind: 'revoke'; invitation: Invitation };

/**
 * Settings → Team (DESIGN decision 20): the organization's members with role, status and last
 * sign-in, the open invitations with resend and revoke, and the Invite dialog. Every action is
 * confirmed (resend excepted) and toasts its result.
 */
export function TeamTab() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const members = useQuery({ queryKey: TEAM_KEYS.members, queryFn: fetchMembers });
  const invitations = useQuery({ queryKey: TEAM_KEYS.invitations, queryFn: fetchInvitations });
  const [pending, setPending] = useState<Pending | null>(null);
  const [inviting, setInviting] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['team'] });
    void queryClient.invalidateQueries({ queryKey: ['employees'] });
  };

  const action = useMutation({
    mutationFn: async (next: Pending) => {
      switch (next.kind) {
        case 'role':
          await changeMemberRole(next.member.userId, next.role);
          return `${nameOf(next.member)} is now ${next.role === 'admin' ? 'an admin' : 'a user'}.`;
        case 'deactivate':
          await deactivateMember(next.member.userId);
          return `${nameOf(next.member)} can no longer sign in.`;
        case 'reactivate':
          await reactivateMember(next.member.userId);
          return `${nameOf(next.member)} can sign in again.`;
        case 'revoke':
          await revokeInvitation(next.invitation.id);
          return `The invitation to ${next.invitation.email} no longer works.`;
      }
    },
    onSuccess: (description, next) => {
      const title = { role: M.roleChanged, deactivate: M.deactivatedDone, reactivate: M.reactivated, revoke: M.revoked }[next.kind];
      toast({ title, description, variant: 'success' });
      setPending(null);
      refresh();
      // An admin who made themselves a user loses this tab: read the session again so the page
      // drops it at once instead of answering 403 until a reload.
      if (next.kind === 'role' && next.member.userId === user?.id) void refreshSession();
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error) ?? 'The change could not be saved.', variant: 'destructive' }),
  });

  const resend = useMutation({
    mutationFn: (invitation: Invitation) => resendInvitation(invitation.id),
    onSuccess: (invitation) => {
      toast({ title: M.resent, description: `A new link went to ${invitation.email}; the old one no longer works.`, variant: 'success' });
      refresh();
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error) ?? 'The invitation could not be sent.', variant: 'destructive' }),
  });

  const open = (invitations.data ?? []).filter((i) => i.status === 'pending' || i.status === 'expired');

  return (
    <Stack spacing={3}>
      <SettingsSection
        title="Members"
        description="Everyone who can sign in to your organization, their role and when they last signed in."
        action={
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setInviting(true)}>
            Invite
          </Button>
        }
      >
        {members.isPending ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading members" />
        ) : members.isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void members.refetch()}>Retry</Button>}>
            The members could not be loaded.
          </Alert>
        ) : (
          <TableContainer sx={TABLE_SCROLL}>
            <Table size="small" aria-label="Members">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Last sign-in</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {members.data.map((member) => {
                  const name = nameOf(member);
                  const other: MemberRole = member.role === 'admin' ? 'user' : 'admin';
                  return (
                    <TableRow key={member.userId} data-testid={`member-${member.email}`}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {name}
                          {member.userId === user?.id ? ' (you)' : ''}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                          {member.email}
                        </Typography>
                      </TableCell>
                      <TableCell>{ROLE_LABELS[member.role]}</TableCell>
                      <TableCell>
                        <TintedPill tone={member.status === 'active' ? 'green' : 'grey'} label={member.status === 'active' ? 'Active' : 'Deactivated'} />
                      </TableCell>
                      <TableCell>{member.lastSignInAt ? timeAgo(member.lastSignInAt) : 'Never'}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Button size="small" onClick={() => setPending({ kind: 'role', member, role: other })} aria-label={`${other === 'admin' ? 'Make admin' : 'Make user'}: ${name}`}>
                          {other === 'admin' ? 'Make admin' : 'Make user'}
                        </Button>
                        {member.status === 'active' ? (
                          <Button size="small" color="error" onClick={() => setPending({ kind: 'deactivate', member })} aria-label={`Deactivate ${name}`}>
                            Deactivate
                          </Button>
                        ) : (
                          <Button size="small" onClick={() => setPending({ kind: 'reactivate', member })} aria-label={`Reactivate ${name}`}>
                            Reactivate
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SettingsSection>

      <SettingsSection title="Pending invitations" description="Invitations whose link has not been used yet. A link is valid for 7 days; resending makes a new one.">
        {invitations.isPending ? (
          <Skeleton variant="rounded" height={80} aria-label="Loading invitations" />
        ) : invitations.isError ? (
          <Alert severity="error">The invitations could not be loaded.</Alert>
        ) : open.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No pending invitations.
          </Typography>
        ) : (
          <TableContainer sx={TABLE_SCROLL}>
            <Table size="small" aria-label="Pending invitations">
              <TableHead>
                <TableRow>
                  <TableCell>Invited</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {open.map((invitation) => (
                  <TableRow key={invitation.id} data-testid={`invitation-${invitation.email}`}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {nameOf(invitation)}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        {invitation.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{ROLE_LABELS[invitation.role]}</TableCell>
                    <TableCell>
                      {invitation.status === 'expired' ? (
                        <TintedPill tone="orange" label="Expired" />
                      ) : (
                        <TintedPill tone="blue" label={`Expires ${new Date(invitation.expiresAt).toLocaleDateString()}`} />
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate(invitation)} aria-label={`Resend the invitation to ${invitation.email}`}>
                        Resend
                      </Button>
                      <Button size="small" color="error" onClick={() => setPending({ kind: 'revoke', invitation })} aria-label={`Revoke the invitation to ${invitation.email}`}>
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SettingsSection>

      {pending && (
        <ConfirmDialog
          open
          {...confirmation(pending)}
          pending={action.isPending}
          onConfirm={() => action.mutate(pending)}
          onClose={() => setPending(null)}
        />
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={refresh} />}
    </Stack>
  );
}

function confirmation(pending: Pending): { title: string; message: string; confirmLabel: string } {
  switch (pending.kind) {
    case 'role': {
      const name = nameOf(pending.member);
      return pending.role === 'admin'
        ? { title: 'Make admin?', message: `${name} will be able to change settings and manage the team.`, confirmLabel: 'Make admin' }
        : { title: 'Make user?', message: `${name} will no longer be able to change settings or manage the team.`, confirmLabel: 'Make user' };
    }
    case 'deactivate':
      return {
        title: 'Deactivate member?',
        message: `${nameOf(pending.member)} will be signed out at once and cannot sign in until reactivated. Nothing they own is removed.`,
        confirmLabel: 'Deactivate',
      };
    case 'reactivate':
      return { title: 'Reactivate member?', message: `${nameOf(pending.member)} will be able to sign in again.`, confirmLabel: 'Reactivate' };
    case 'revoke':
      return { title: 'Revoke invitation?', message: `The link sent to ${pending.invitation.email} will stop working.`, confirmLabel: 'Revoke' };
  }
}

const EMPTY: NewInvitation = { email: '', firstName: '', lastName: '', role: 'user', employeeId: null };
const NO_EMPLOYEE = 'none';

/** Invite: e-mail, name, role and, optionally, the employee record the account will be linked to. */
function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const [form, setForm] = useState<NewInvitation>(EMPTY);
  const [touched, setTouched] = useState(false);
  const employees = useQuery({ queryKey: TEAM_KEYS.employees, queryFn: fetchEmployeesWithoutAccount });
  const invite = useMutation({
    mutationFn: (body: NewInvitation) => inviteMember(body),
    onSuccess: (invitation) => {
      toast({ title: M.invited, description: `An invitation went to ${invitation.email}.`, variant: 'success' });
      onInvited();
      onClose();
    },
    onError: (error) => toast({ title: 'Error', description: messageOf(error) ?? 'The invitation could not be sent.', variant: 'destructive' }),
  });

  const errors = {
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()) ? undefined : 'Please enter a valid email',
    firstName: form.firstName.trim() ? undefined : 'First name is required',
    lastName: form.lastName.trim().length >= 2 ? undefined : 'Last name must be at least 2 characters',
  };
  const shown = (field: keyof typeof errors) => (touched ? errors[field] : undefined);
  const set = (patch: Partial<NewInvitation>) => setForm((current) => ({ ...current, ...patch }));

  const submit = () => {
    setTouched(true);
    if (errors.email || errors.firstName || errors.lastName) return;
    invite.mutate({ ...form, email: form.email.trim(), firstName: form.firstName.trim(), lastName: form.lastName.trim(), employeeId: form.employeeId || null });
  };

  return (
    <FormDialog open title="Invite a member" subtitle="They get an e-mail with a link to choose a password (valid for 7 days)." submitLabel="Send invitation" onClose={onClose} onSubmit={submit} pending={invite.isPending}>
      <TextField label="Email" type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} error={Boolean(shown('email'))} helperText={shown('email')} required fullWidth autoFocus />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="First name" value={form.firstName} onChange={(e) => set({ firstName: e.target.value })} error={Boolean(shown('firstName'))} helperText={shown('firstName')} required />
        <TextField label="Last name" value={form.lastName} onChange={(e) => set({ lastName: e.target.value })} error={Boolean(shown('lastName'))} helperText={shown('lastName')} required />
      </Box>
      <TextField select label="Role" value={form.role} onChange={(e) => set({ role: e.target.value as MemberRole })} fullWidth>
        <MenuItem value="user">User</MenuItem>
        <MenuItem value="admin">Admin</MenuItem>
      </TextField>
      <TextField
        select
        label="Employee record (optional)"
        value={form.employeeId ?? NO_EMPLOYEE}
        onChange={(e) => set({ employeeId: e.target.value === NO_EMPLOYEE ? null : e.target.value })}
        helperText="Link the account to an existing employee; otherwise a new employee record is made."
        fullWidth
      >
        <MenuItem value={NO_EMPLOYEE}>New employee record</MenuItem>
        {(employees.data ?? []).map((employee) => (
          <MenuItem key={employee.id} value={employee.id}>
            {employee.name}
            {employee.email ? ` (${employee.email})` : ''}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
