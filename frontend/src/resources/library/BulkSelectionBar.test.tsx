import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/renderWithTheme';
import { BulkSelectionBar } from './BulkSelectionBar';

describe('BulkSelectionBar', () => {
  it("shows '{n} selected' with a clear button and 'Delete Selected'", async () => {
    const onClear = vi.fn();
    const onDelete = vi.fn();
    renderWithTheme(<BulkSelectionBar count={3} onClear={onClear} onDelete={onDelete} />);
    const user = userEvent.setup();
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables both actions when nothing is selected or a delete is running', () => {
    const { rerender } = renderWithTheme(<BulkSelectionBar count={0} onClear={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeDisabled();
    rerender(<BulkSelectionBar count={2} onClear={vi.fn()} onDelete={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Delete Selected' })).toBeDisabled();
  });
});
