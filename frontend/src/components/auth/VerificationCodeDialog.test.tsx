import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeToast } from '../../lib/toast/toastStore';
import { jsonResponse, renderWithTheme } from '../../test/renderWithTheme';
import { VerificationCodeDialog } from './VerificationCodeDialog';

const fetchMock = vi.fn();
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

function setup() {
  const onVerified = vi.fn();
  renderWithTheme(<VerificationCodeDialog open onClose={vi.fn()} email="ada@example.com" onVerified={onVerified} />);
  return { user: userEvent.setup(), onVerified };
}

describe('VerificationCodeDialog', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeToast();
  });

  it('says where the code went and that it expires in 24 hours', () => {
    setup();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/expires in 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('submits the code by itself at six digits and reports success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Email verified', user: {} }));
    const { user, onVerified } = setup();
    await user.click(boxes()[0]);
    await user.paste('123456');

    expect(await screen.findByText('Email Verified!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been successfully verified. Redirecting...')).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/verify-otp');
    expect(JSON.parse(init.body)).toEqual({ otpCode: '123456' });
  });

  it('clears the boxes and shows the server message when the code is refused', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, message: 'Invalid or expired code' }));
    const { user, onVerified } = setup();
    await user.click(boxes()[0]);
    await user.keyboard('654321');

    expect(await screen.findByText('Verification Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired code')).toBeInTheDocument();
    await waitFor(() => expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']));
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('uses the default failure text when the server gives none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 400 }));
    const { user } = setup();
    await user.click(boxes()[0]);
    await user.paste('111111');
    expect(await screen.findByText('Invalid or expired OTP code. Please try again.')).toBeInTheDocument();
  });

  it('resends the code', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'sent' }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Code Resent')).toBeInTheDocument();
    expect(screen.getByText('A new verification code has been sent to your email.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/resend-verification');
    expect(JSON.parse(init.body)).toEqual({ email: 'ada@example.com' });
  });

  it('reports a failed resend', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { statusCode: 429, message: 'Too many requests. Please try again later' }));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Resend Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Please try again later')).toBeInTheDocument();
  });
});
