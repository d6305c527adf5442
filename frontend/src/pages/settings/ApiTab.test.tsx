import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, Webhook, WebhookDelivery } from '@scorecard/contracts';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import * as api from './connectApi';
import { ApiTab } from './ApiTab';

vi.mock('./connectApi', () => ({
  API_KEYS_KEY: ['api-keys'],
  WEBHOOKS_KEY: ['webhooks'],
  deliveriesKey: (id: string) => ['webhooks', id, 'deliveries'],
  fetchApiKeys: vi.fn(),
  createApiKey: vi.fn(),
  revokeApiKey: vi.fn(),
  fetchWebhooks: vi.fn(),
  createWebhook: vi.fn(),
  deleteWebhook: vi.fn(),
  fetchDeliveries: vi.fn(),
  resendDelivery: vi.fn(),
}));

const KEY: ApiKey = { id: 'k1', name: 'BI dashboard', scope: 'read', createdAt: '2026-11-26T00:00:00.000Z', lastUsedAt: null };
const HOOK: Webhook = { id: 'w1', url: 'https://erp.example.com/hook', events: ['result.recorded'], createdAt: '2026-11-26T00:00:00.000Z' };
const DELIVERY: WebhookDelivery = {
  id: 'd1', webhookId: 'w1', event: 'result.recorded', entityId: 'e1', status: 'failed', attempts: 6, statusCode: 500, error: 'The endpoint answered 500',
  occurredAt: '2026-11-26T00:00:00.000Z', lastAttemptAt: null, deliveredAt: null,
};

afterEach(() => {
  vi.clearAllMocks();
  removeToast();
});

describe('Settings → API', () => {
  it('creates a key and shows it once, lists keys without it, and revokes after a confirmation', async () => {
    vi.mocked(api.fetchApiKeys).mockResolvedValue([KEY]);
    vi.mocked(api.fetchWebhooks).mockResolvedValue([]);
    vi.mocked(api.createApiKey).mockResolvedValue({ id: 'k2', name: 'ERP', scope: 'write', createdAt: KEY.createdAt, key: 'sk_secretvalue' });
    vi.mocked(api.revokeApiKey).mockResolvedValue(KEY);
    renderWithAdmin(<ApiTab />, { dataProvider: {} });
    const user = userEvent.setup();
    expect(await screen.findByText('BI dashboard')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'ERP');
    await user.click(within(dialog).getByLabelText(/^Scope/));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.createApiKey).toHaveBeenCalledWith({ name: 'ERP', scope: 'write' }));
    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(shown).getByDisplayValue('sk_secretvalue')).toBeInTheDocument();
    expect(within(shown).getByText(/shown only once/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('sk_secretvalue')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Revoke BI dashboard' }));
    expect(api.revokeApiKey).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('alertdialog', { name: 'Revoke API key' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.revokeApiKey).toHaveBeenCalledWith('k1'));
  });

  it('adds a webhook with events and a secret, shows deliveries with status codes, and resends', async () => {
    vi.mocked(api.fetchApiKeys).mockResolvedValue([]);
    vi.mocked(api.fetchWebhooks).mockResolvedValue([HOOK]);
    vi.mocked(api.createWebhook).mockResolvedValue(HOOK);
    vi.mocked(api.fetchDeliveries).mockResolvedValue([DELIVERY]);
    vi.mocked(api.resendDelivery).mockResolvedValue({ ...DELIVERY, status: 'pending' });
    renderWithAdmin(<ApiTab />, { dataProvider: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://erp.example.com/hook');
    await user.type(within(dialog).getByLabelText(/^Secret/), 'a-long-secret');
    await user.click(within(dialog).getByLabelText(/A request is created/));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.createWebhook).toHaveBeenCalledWith({ url: 'https://erp.example.com/hook', events: ['result.recorded', 'request.created'], secret: 'a-long-secret' }),
    );
    await user.click(screen.getByRole('button', { name: 'Deliveries of https://erp.example.com/hook' }));
    const log = await screen.findByRole('dialog', { name: 'Deliveries' });
    expect(await within(log).findByText(/HTTP 500/)).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.resendDelivery).toHaveBeenCalledWith('w1', 'd1'));
  });
});
