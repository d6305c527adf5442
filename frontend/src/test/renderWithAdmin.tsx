import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AdminContext, defaultI18nProvider, type DataProvider } from 'react-admin';
import { setSessionUser } from '../lib/session';
import type { SessionUser } from '../lib/types';
import { Toaster } from '../lib/toast/Toaster';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { themeOptionsFor } from '../theme/themes';

export const TEST_USER: SessionUser = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  organizationId: 'org-1',
  profileImageUrl: null,
  emailVerified: true,
};

/**
 * Renders a signed-in screen inside react-admin's context with a fake data provider (no HTTP), a
 * fresh query client without retries, react-admin's English texts (as <Admin> has), a memory router
 * and the app-level Toaster.
 */
export function renderWithAdmin(ui: ReactElement, { dataProvider, route = '/', user = TEST_USER }: { dataProvider: object; route?: string; user?: SessionUser }) {
  setSessionUser(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A wrapper, so the result's rerender(ui) keeps the providers (and the query cache) around ui.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <ThemeModeProvider>
        <AdminContext dataProvider={dataProvider as unknown as DataProvider} queryClient={queryClient} i18nProvider={defaultI18nProvider} theme={themeOptionsFor('light')}>
          {children}
        </AdminContext>
        <Toaster />
      </ThemeModeProvider>
    </MemoryRouter>
  );
  const result = render(ui, { wrapper });
  return { ...result, queryClient };
}

/** A react-admin list answer for a fake data provider. */
export const listOf = <T extends { id: string }>(rows: T[]) => ({ data: rows, total: rows.length });
