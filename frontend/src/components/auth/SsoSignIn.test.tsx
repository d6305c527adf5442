import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { removeToast } from '../../lib/toast/toastStore';
import { jsonResponse, renderWithTheme } from '../../test/renderWithTheme';
import { SignInDialog } from './SignInDialog';
import { SsoErrorNotice } from './SsoErrorNotice';
import { forgetSsoDiscoveries } from './useSsoDiscovery';

const fetchMock = vi.fn();
const urlOf = (call: unknown[]) => String(call[0]);

function setup() {
  renderWithTheme(<SignInDialog open onClose={vi.fn()} onSwitchToSignUp={vi.fn()} onSuccess={vi.fn()} />);
  return userEvent.setup();
}

/** Single sign-on in the sign-in dialog and on the landing page (DESIGN decision 27). */
describe('single sign-on in the sign-in dialog', () => {
  beforeEach(() => {
    forgetSsoDiscoveries();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeToast();
  });

  it('offers "Continue with single sign-on" once the typed e-mail\'s domain is claimed, pointing at the start of the flow', async () => {
    fetchMock.mockImplementation(async (url: string) => jsonResponse(200, { sso: url.includes('acme.com'), enforced: false }));
    const user = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@other.org');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('link', { name: 'Continue with single sign-on' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Ada@acme.com');
    const button = await screen.findByRole('link', { name: 'Continue with single sign-on' });
    expect(button).toHaveAttribute('href', '/api/auth/sso/start?email=Ada%40acme.com');
    // Debounced: one lookup per pause, not one per keystroke.
    expect(fetchMock.mock.calls.map(urlOf)).toEqual(['/api/auth/sso/discover?email=ada%40other.org', '/api/auth/sso/discover?email=ada%40acme.com']);
    expect(screen.queryByText('Your organization signs in with single sign-on.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('says so for an enforced domain, and the 403 of a password sign-in leads to the button', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? jsonResponse(403, { statusCode: 403, message: "Sign in with your organization's single sign-on" })
        : jsonResponse(200, { sso: true, enforced: true }),
    );
    const user = setup();
    // The password is typed at once: no lookup yet.
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.type(screen.getByLabelText('Email'), 'linus@acme.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText("Sign in with your organization's single sign-on")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Continue with single sign-on' })).toHaveAttribute('href', '/api/auth/sso/start?email=linus%40acme.com');
    expect(screen.getByText('Your organization signs in with single sign-on.')).toBeInTheDocument();
  });

  it('shows nothing when the lookup fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const user = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@acme.com');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: 'Continue with single sign-on' })).not.toBeInTheDocument();
  });
});

describe('the landing page after a refused single sign-on', () => {
  afterEach(() => removeToast());

  it('shows the sentence of a known code, the user-limit refusal with its limit, and a generic one otherwise', async () => {
    const onSignIn = vi.fn();
    const { unmount } = renderWithTheme(
      <MemoryRouter initialEntries={['/?sso_error=state']}>
        <SsoErrorNotice onSignIn={onSignIn} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Single sign-on failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Nobody was signed in.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    renderWithTheme(
      <MemoryRouter initialEntries={['/?sso_error=limit&limit=5']}>
        <SsoErrorNotice onSignIn={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your plan allows at most 5 users. Upgrade your plan to add more.');
  });

  it('never shows text from the address', () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/?sso_error=Call%20us%20at%20555']}>
        <SsoErrorNotice onSignIn={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Single sign-on failed. Please try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('555');
  });
});
