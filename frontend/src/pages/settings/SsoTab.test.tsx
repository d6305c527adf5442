import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { SsoSettings } from '@scorecard/contracts';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import * as api from './ssoApi';
import { SsoTab } from './SsoTab';

vi.mock('./ssoApi', () => ({
  SSO_SETTINGS_KEY: ['sso-settings'],
  fetchSsoSettings: vi.fn(),
  saveSsoSettings: vi.fn(),
  testSsoConnection: vi.fn(),
  removeSsoSettings: vi.fn(),
}));

const NONE: SsoSettings = { configured: false, issuer: '', clientId: '', clientSecretSet: false, emailDomains: [], enforced: false, redirectUri: 'https://app.example.com/api/auth/sso/callback', updatedAt: null };
const SET: SsoSettings = { ...NONE, configured: true, issuer: 'https://login.acme.com', clientId: 'scorecard', clientSecretSet: true, emailDomains: ['acme.com'], updatedAt: '2026-11-26T00:00:00.000Z' };

afterEach(() => {
  vi.clearAllMocks();
  removeToast();
});

describe('Settings → SSO', () => {
  it('configures a provider: issuer, client id, a write-only secret, domains as chips, enforced; shows the redirect URI', async () => {
    vi.mocked(api.fetchSsoSettings).mockResolvedValue(NONE);
    vi.mocked(api.saveSsoSettings).mockResolvedValue({ ...SET, enforced: true, emailDomains: ['acme.com', 'acme.io'] });
    renderWithAdmin(<SsoTab />, { dataProvider: {} });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('https://app.example.com/api/auth/sso/callback')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Issuer/), 'https://login.acme.com');
    await user.type(screen.getByLabelText(/^Client ID/), 'scorecard');
    await user.type(screen.getByLabelText(/^Client secret/), 's3cret');
    await user.type(screen.getByLabelText('Add an e-mail domain'), 'not a domain{Enter}');
    expect(screen.getByText('not a domain is not a valid e-mail domain')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Add an e-mail domain'));
    await user.clear(screen.getByLabelText('Add an e-mail domain'));
    await user.type(screen.getByLabelText('Add an e-mail domain'), 'gmail.com{Enter}');
    expect(screen.getByText('gmail.com is a public e-mail domain and cannot be claimed')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Add an e-mail domain'));
    await user.type(screen.getByLabelText('Add an e-mail domain'), '@ACME.com{Enter}acme.io{Enter}old.net{Enter}');
    const chips = screen.getByRole('list', { name: 'E-mail domains' });
    expect(within(chips).getByText('acme.com')).toBeInTheDocument();
    (within(chips).getByText('old.net').closest('[role="button"]') as HTMLElement).focus();
    await user.keyboard('{Delete}');
    expect(within(chips).queryByText('old.net')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Enforce single sign-on/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.saveSsoSettings).toHaveBeenCalledWith({ issuer: 'https://login.acme.com', clientId: 'scorecard', clientSecret: 's3cret', emailDomains: ['acme.com', 'acme.io'], enforced: true }),
    );
    expect(await screen.findByText('Single sign-on saved')).toBeInTheDocument();
  });

  it('never shows the secret: says one is set, and saves without it when left blank; shows the server\'s refusal', async () => {
    vi.mocked(api.fetchSsoSettings).mockResolvedValue(SET);
    vi.mocked(api.saveSsoSettings).mockRejectedValue(new HttpError('The domain acme.com is already claimed by another organization', 409, { message: 'The domain acme.com is already claimed by another organization' }));
    renderWithAdmin(<SsoTab />, { dataProvider: {} });
    const user = userEvent.setup();
    expect(await screen.findByText('A secret is set. Leave blank to keep it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Client secret/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveSsoSettings).toHaveBeenCalledWith({ issuer: 'https://login.acme.com', clientId: 'scorecard', emailDomains: ['acme.com'], enforced: false }));
    expect(await screen.findAllByText('The domain acme.com is already claimed by another organization')).not.toHaveLength(0);
  });

  it('removes single sign-on after a confirmation', async () => {
    vi.mocked(api.fetchSsoSettings).mockResolvedValue(SET);
    vi.mocked(api.removeSsoSettings).mockResolvedValue(NONE);
    renderWithAdmin(<SsoTab />, { dataProvider: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove single sign-on' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove single sign-on?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.removeSsoSettings).toHaveBeenCalled());
    expect(await screen.findByText('Single sign-on removed')).toBeInTheDocument();
    expect(await screen.findByText('No domain yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove single sign-on' })).not.toBeInTheDocument();
  });

  it('tests the connection and shows what discovery found, or why not', async () => {
    vi.mocked(api.fetchSsoSettings).mockResolvedValue(SET);
    vi.mocked(api.testSsoConnection)
      .mockResolvedValueOnce({ ok: true, issuer: 'https://login.acme.com', message: 'Connected to https://login.acme.com', authorizationEndpoint: 'https://login.acme.com/auth', tokenEndpoint: 'https://login.acme.com/token', supportsPkceS256: true, supportsClientSecretBasic: true })
      .mockResolvedValueOnce({ ok: false, issuer: 'https://nowhere.test', message: 'The issuer could not be discovered: ENOTFOUND' });
    renderWithAdmin(<SsoTab />, { dataProvider: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connected to https://login.acme.com')).toBeInTheDocument();
    expect(screen.getByText(/Token endpoint: https:\/\/login.acme.com\/token/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Issuer/));
    await user.type(screen.getByLabelText(/^Issuer/), 'https://nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('The issuer could not be discovered: ENOTFOUND')).toBeInTheDocument();
    expect(api.testSsoConnection).toHaveBeenLastCalledWith('https://nowhere.test');
  });
});
