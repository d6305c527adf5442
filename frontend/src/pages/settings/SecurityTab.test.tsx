import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api';
import type { AuthSession } from '../../lib/shared';
import * as api from '../../lib/security/securityApi';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { SecurityTab } from './SecurityTab';

vi.mock('../../lib/security/securityApi', async (original) => ({
  ...(await original<typeof import('../../lib/security/securityApi')>()),
  changePassword: vi.fn(),
  fetchSessions: vi.fn(),
  endSession: vi.fn(),
  fetchTwoFactorStatus: vi.fn(),
  startTwoFactorSetup: vi.fn(),
  enableTwoFactor: vi.fn(),
  disableTwoFactor: vi.fn(),
}));

const HERE: AuthSession = { id: 'h1', createdAt: new Date().toISOString(), lastSeenAt: new Date().toISOString(), userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/131.0', ipAddress: '10.0.0.1', current: true };
const PHONE: AuthSession = { id: 'h2', createdAt: new Date(Date.now() - 86_400_000).toISOString(), lastSeenAt: new Date(Date.now() - 3_600_000).toISOString(), userAgent: 'Mozilla/5.0 (iPhone) Safari/605.1.15', ipAddress: '10.0.0.2', current: false };

function setup(enabled = false) {
  vi.mocked(api.fetchSessions).mockResolvedValue([HERE, PHONE]);
  vi.mocked(api.fetchTwoFactorStatus).mockResolvedValue({ enabled, setupRequired: false });
  renderWithAdmin(<SecurityTab settings={{ requireTwoFactorForAdmins: false }} />, { dataProvider: {} });
  return userEvent.setup();
}

afterEach(() => {
  vi.clearAllMocks();
  removeToast();
});

describe('SecurityTab', () => {
  it('lists the sessions with this device marked, and ends another one', async () => {
    const user = setup();
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Firefox on Linux')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Safari on iOS')).toBeInTheDocument();
    vi.mocked(api.endSession).mockResolvedValue({ message: 'Session ended' });
    await user.click(within(rows[2]!).getByRole('button', { name: /End session/ }));
    await waitFor(() => expect(api.endSession).toHaveBeenCalledWith('h2'));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
  });

  it('changes the password, and says so when the current one is wrong', async () => {
    const user = setup();
    vi.mocked(api.changePassword).mockRejectedValueOnce(new ApiError(400, 'Current password is incorrect', { statusCode: 400, message: 'Current password is incorrect' }));
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password not changed')).toBeInTheDocument();
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(0);
    vi.mocked(api.changePassword).mockResolvedValueOnce({ message: 'Password changed. Your other sessions have been signed out.' });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions have been signed out.')).toBeInTheDocument();
    expect(api.changePassword).toHaveBeenLastCalledWith('wrong-one', 'brand-new-pass');
  });

  it('sets up two-factor authentication: QR code, first code, recovery codes shown once', async () => {
    const user = setup();
    vi.mocked(api.startTwoFactorSetup).mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Scorecard:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Scorecard' });
    vi.mocked(api.enableTwoFactor).mockResolvedValue({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`) });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
    // Saved: the status is read again and the section offers to turn it off.
    vi.mocked(api.fetchTwoFactorStatus).mockResolvedValue({ enabled: true, setupRequired: false });
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(api.enableTwoFactor).toHaveBeenCalledWith('123456');
  });
});
