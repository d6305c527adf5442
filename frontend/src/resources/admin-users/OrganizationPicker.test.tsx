import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOf, renderWithAdmin, TEST_USER } from '../../test/renderWithAdmin';
import { UserCreate } from './UserCreate';

const ROOT = { ...TEST_USER, role: 'super_admin' as const, organizationId: null };
const ORGANIZATIONS = [
  { id: 'o1', name: 'Acme' },
  { id: 'o2', name: 'Acorn Labs' },
  { id: 'o3', name: 'Globex' },
];

describe('OrganizationPicker', () => {
  it('keeps what the person types while the matching organizations load and the screen renders again', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    // Every search answers late, as the server does: the answer arrives while the person types on.
    const getList = vi.fn().mockImplementation(
      (_: string, { filter }: { filter: { q?: string } }) =>
        new Promise((resolve) => {
          const q = (filter.q ?? '').toLowerCase();
          setTimeout(() => resolve(listOf(ORGANIZATIONS.filter((o) => o.name.toLowerCase().includes(q)))), 150);
        }),
    );
    const dataProvider = { getList, getMany: vi.fn().mockResolvedValue({ data: [] }), create: vi.fn() };
    const { rerender } = renderWithAdmin(<UserCreate />, { dataProvider, user: ROOT, route: '/admin/users/create' });
    const picker = await screen.findByRole('combobox', { name: /^Organization/ });
    await waitFor(() => expect(getList).toHaveBeenCalled());

    await user.type(picker, 'Ac');
    expect(picker).toHaveValue('Ac');
    // the search for 'Ac' goes out after the debounce and its answer arrives later
    await waitFor(() => expect(getList).toHaveBeenCalledWith('admin/organizations', expect.objectContaining({ filter: { q: 'Ac' } })));
    expect(await screen.findByRole('option', { name: 'Acorn Labs' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(picker).toHaveValue('Ac');

    await user.type(picker, 'o');
    // the screen around the form renders again (a toast, the bell's count, the session) while the
    // answer for 'Aco' is on its way: the picker keeps the text
    rerender(<UserCreate />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(picker).toHaveValue('Aco');
    expect(screen.getByRole('option', { name: 'Acorn Labs' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Globex' })).not.toBeInTheDocument();
  });
});

