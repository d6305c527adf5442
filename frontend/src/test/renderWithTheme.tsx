import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Toaster } from '../lib/toast/Toaster';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';

/** Renders inside the app's theme, with the app-level Toaster so toasts can be asserted. */
export function renderWithTheme(ui: ReactElement) {
  return render(
    <ThemeModeProvider>
      {ui}
      <Toaster />
    </ThemeModeProvider>,
  );
}

/** A fetch answer for vi.fn()-mocked fetch. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
