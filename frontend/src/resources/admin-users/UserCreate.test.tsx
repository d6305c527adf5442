import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOf, renderWithAdmin, TEST_USER } from '../../test/renderWithAdmin';
import { UserCreate } from './UserCreate';

const ROOT = { ...TEST_USER, role: 'super_admin' as const, organizationId: null };

describe('UserCreate', () => {
  it('asks for email, first and last name in the specification\'s words, then creates without an organization', async () => {
    const dataProvider = {
      getList: vi.fn().mockResolvedValue(listOf([{ id: 'o1', name: 'Acme' }])),
      getMany: vi.fn().mockResolvedValue({ data: [] }),
      create: vi.fn().mockImplementation((_: string, { data }: { data: object }) => Promise.resolve({ data: { id: 'u1', ...data } })),
    };
    renderWithAdmin(<UserCreate />, { dataProvider, user: ROOT, route: '/admin/users/create' });
    await userEvent.type(await screen.findByLabelText(/^First name/), '  ');
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Grace');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Hopper');
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith('admin/users', expect.objectContaining({
        data: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', role: 'user', organizationId: null },
      })),
    );
    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
  });
});
