import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employee } from '@scorecard/contracts';
import { renderWithTheme } from '../../test/renderWithTheme';
import { OwnerSelect } from './AssignmentFields';

const employee = (id: string, name: string, userId: string | null) => ({ id, name, userId, status: 'Active' }) as unknown as Employee;
const employees = [employee('e1', 'Ada Lovelace', 'u1'), employee('e2', 'Alan Turing', null)];

describe('OwnerSelect', () => {
  it('marks who can sign in in the list and shows the chosen owner by name alone', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(<OwnerSelect value="" employees={employees} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Owner' }));
    expect(screen.getByRole('option', { name: 'Ada Lovelace · can sign in' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alan Turing' })).toBeInTheDocument();
    rerender(<OwnerSelect value="e1" employees={employees} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveTextContent(/^Ada Lovelace$/);
  });
});
