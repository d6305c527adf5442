import type { Employee, Invitation, Member, MemberRole } from '../../lib/shared';
import { API_URL, httpClient } from '../../providers/dataProvider';

/** The Team tab's calls (DESIGN decision 20): members, invitations and the employees an invitation may name. */

const json = async <T,>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> =>
  (await httpClient(`${API_URL}${path}`, { method: init.method ?? 'GET', ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) })).json as T;

export interface NewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  role: MemberRole;
  employeeId?: string | null;
}

export const fetchMembers = () => json<Member[]>('/members');
export const fetchInvitations = () => json<Invitation[]>('/invitations');
export const inviteMember = (body: NewInvitation) => json<Invitation>('/invitations', { method: 'POST', body });
export const resendInvitation = (id: string) => json<Invitation>(`/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });
export const revokeInvitation = (id: string) => json<Invitation>(`/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const changeMemberRole = (userId: string, role: MemberRole) => json<Member>(`/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } });
export const deactivateMember = (userId: string) => json<Member>(`/members/${encodeURIComponent(userId)}/deactivate`, { method: 'POST' });
export const reactivateMember = (userId: string) => json<Member>(`/members/${encodeURIComponent(userId)}/reactivate`, { method: 'POST' });

/** Employees without an account, by name: whom an invitation may be linked to. */
export async function fetchEmployeesWithoutAccount(): Promise<Pick<Employee, 'id' | 'name' | 'email'>[]> {
  const rows = await json<Employee[]>(`/employees?sort=${encodeURIComponent('["name","ASC"]')}`);
  return rows.filter((e) => !e.userId);
}
