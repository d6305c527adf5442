import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { getSession, setSessionUser } from '../../lib/session';
import { removeToast } from '../../lib/toast/toastStore';
import { jsonResponse, renderWithTheme } from '../../test/renderWithTheme';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const USER = { id: 'u-9', email: 'ida@example.com', firstName: 'Ida', lastName: 'Rhodes', profileImageUrl: null, role: 'user', organizationId: 'org-1', emailVerified: true };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(url: string) {
  renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  removeToast();
  setSessionUser(null);
});

describe('AcceptInvitationPage', () => {
  it('sets a password with sign-up rules, then lands signed in on the dashboard', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: 'Welcome! Your account is ready.', user: USER }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderAt('/accept-invitation?token=abc');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/Confirm password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/auth/accept-invitation');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc', password: 'long-enough-1' });
    expect(getSession().user).toMatchObject({ email: 'ida@example.com', emailVerified: true });
    expect(await screen.findByText('Welcome! Your account is ready.')).toBeInTheDocument();
  });

  it("says so when the link is no longer valid", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(410, { statusCode: 410, message: 'This invitation is no longer valid' })));
    const user = renderAt('/accept-invitation?token=used');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-1');
    await user.type(screen.getByLabelText(/Confirm password/), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is no longer valid');
    expect(getSession().user).toBeNull();
  });

  it('without a token, says the invitation is not valid and offers no form', () => {
    renderAt('/accept-invitation');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation is no longer valid');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });
});
