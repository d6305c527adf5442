import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOf, renderWithAdmin, TEST_USER } from '../../test/renderWithAdmin';
import { UserList } from './UserList';

const ROOT = { ...TEST_USER, role: 'super_admin' as const, organizationId: null };
const user = (id: string, firstName: string, lastName: string) => ({
  id, email: `${firstName.toLowerCase()}@example.com`, firstName, lastName, role: 'user', organizationId: 'o1', organizationName: 'Acme',
  displayStatus: 'Active', lastLoginAt: null, createdAt: '2026-01-01T00:00:00.000Z',
});

describe('UserList', () => {
  it('names every row checkbox after its person, and selecting rows offers the bulk delete', { timeout: 40_000 }, async () => {
    const getList = vi.fn().mockImplementation((resource: string) =>
      Promise.resolve(resource === 'admin/users' ? listOf([user('u1', 'Grace', 'Hopper'), user('u2', 'Alan', 'Turing')]) : listOf([])),
    );
    renderWithAdmin(<UserList embedded />, { dataProvider: { getList, getMany: vi.fn().mockResolvedValue({ data: [] }) }, user: ROOT, route: '/admin?tab=users' });
    const grace = await screen.findByRole('checkbox', { name: 'Select Grace Hopper' });
    expect(screen.getByRole('checkbox', { name: 'Select Alan Turing' })).not.toBeChecked();
    await userEvent.click(grace);
    expect(grace).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Alan Turing' })).toBeChecked();
  });
});
