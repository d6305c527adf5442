import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToast } from '../../lib/toast/toastStore';
import { jsonResponse, renderWithTheme } from '../../test/renderWithTheme';
import { SignInDialog } from './SignInDialog';

const fetchMock = vi.fn();

function setup() {
  const onSuccess = vi.fn();
  const onSwitchToSignUp = vi.fn();
  renderWithTheme(<SignInDialog open onClose={vi.fn()} onSwitchToSignUp={onSwitchToSignUp} onSuccess={onSuccess} />);
  return { user: userEvent.setup(), onSuccess, onSwitchToSignUp };
}

describe('SignInDialog', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeToast();
  });

  it('shows both validation messages when submitted empty, and calls no API', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail and clears each message once the field is fixed', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('signs in and greets the user by first name', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { user: { id: '1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'admin', organizationId: 'o', emailVerified: true } }),
    );
    const { user, onSuccess } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ada' }));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body)).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it("shows the server's message when sign-in fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Invalid email or password' }));
    const { user, onSuccess } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("falls back to 'Invalid email or password' when the answer carries no message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: '' }));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('Login failed')).toBeInTheDocument());
    // No message, no status text: the error text is only the status, which is stripped.
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('offers a link to sign up', async () => {
    const { user, onSwitchToSignUp } = setup();
    await user.click(screen.getByRole('button', { name: 'Start your free trial' }));
    expect(onSwitchToSignUp).toHaveBeenCalled();
  });

  it('asks for the authenticator code when two-factor authentication is on, then signs in with it', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { twoFactorRequired: true }))
      .mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, message: 'Invalid code. Please try again.' }))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'Login successful', user: { id: '1', firstName: 'Ada', lastName: 'L', email: 'ada@example.com', role: 'admin', organizationId: 'o', emailVerified: true } }));
    const { user, onSuccess } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code. Please try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Ada' })));
    expect(fetchMock.mock.calls[2][0]).toBe('/api/auth/2fa/verify');
    expect(JSON.parse(fetchMock.mock.calls[2][1].body)).toEqual({ code: 'ABCDE-FGHJK' });
  });

  it('goes back to the password when five wrong codes ended the attempt', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { twoFactorRequired: true }))
      .mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, message: 'Too many wrong codes. Please sign in again.' }));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many wrong codes. Please sign in again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a reset link from "Forgot password?" and says so whether or not the account exists', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'If an account exists for that email, we have sent a link to reset your password.' }));
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that email, we have sent a link to reset your password/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/forgot-password');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'ada@example.com' });
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
