import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/renderWithTheme';
import { ErrorBoundary } from './ErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered</p>;
}

function Harness() {
  const [key] = useState(0);
  return (
    <ErrorBoundary resetKey={key}>
      <Fragile />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong' with Try Again and Reload Page, and Try Again re-renders", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(<Harness />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
    spy.mockRestore();
  });
});
