import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@scorecard/contracts';
import { removeToast } from '../../lib/toast/toastStore';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import * as api from '../../components/notifications/notificationsApi';
import { NotificationsTab } from './NotificationsTab';

vi.mock('../../components/notifications/notificationsApi', () => ({
  fetchNotificationPreferences: vi.fn(),
  saveNotificationPreferences: vi.fn(),
}));

afterEach(() => {
  vi.clearAllMocks();
  removeToast();
});

describe('NotificationsTab', () => {
  it('edits every preference and saves them with Preferences Updated', async () => {
    vi.mocked(api.fetchNotificationPreferences).mockResolvedValue({ ...DEFAULT_NOTIFICATION_PREFERENCES });
    vi.mocked(api.saveNotificationPreferences).mockImplementation(async (p) => p);
    renderWithAdmin(<NotificationsTab />, { dataProvider: {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Mentions/ }));
    await user.click(screen.getByRole('switch', { name: /Email notifications/ }));
    await user.click(screen.getByRole('combobox', { name: 'Digest frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Daily digest' }));
    const start = screen.getByRole('spinbutton', { name: 'Quiet hours start' });
    await user.clear(start);
    await user.type(start, '23');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() =>
      expect(api.saveNotificationPreferences).toHaveBeenCalledWith({ ...DEFAULT_NOTIFICATION_PREFERENCES, mentions: false, emailNotifications: false, digestFrequency: 'daily', quietHoursStart: 23 }),
    );
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
  });

  it('refuses hours outside 0-23 with the message, and says when saving fails', async () => {
    vi.mocked(api.fetchNotificationPreferences).mockResolvedValue({ ...DEFAULT_NOTIFICATION_PREFERENCES });
    vi.mocked(api.saveNotificationPreferences).mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithAdmin(<NotificationsTab />, { dataProvider: {} });
    const user = userEvent.setup();
    const end = await screen.findByRole('spinbutton', { name: 'Quiet hours end' });
    await user.clear(end);
    await user.type(end, '24');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Quiet hours end must be a whole number from 0 to 23')).toBeInTheDocument();
    expect(api.saveNotificationPreferences).not.toHaveBeenCalled();
    await user.clear(end);
    await user.type(end, '7');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Failed to update notification preferences. Please try again.')).toBeInTheDocument();
  });

  it('shows the load-failure screen with Retry', async () => {
    vi.mocked(api.fetchNotificationPreferences).mockRejectedValueOnce(new Error('500')).mockResolvedValue({ ...DEFAULT_NOTIFICATION_PREFERENCES });
    renderWithAdmin(<NotificationsTab />, { dataProvider: {} });
    expect(await screen.findByText('Error Loading Notification Preferences')).toBeInTheDocument();
    expect(screen.getByText('Unable to load notification settings. Please try refreshing the page.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
  });
});
