import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { NotificationRecord } from '@scorecard/contracts';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { NotificationBell, badgeText } from './NotificationBell';
import * as api from '../components/notifications/notificationsApi';

vi.mock('../components/notifications/notificationsApi', () => ({
  fetchUnreadCount: vi.fn(),
  fetchNotifications: vi.fn(),
  markNotificationRead: vi.fn(),
  markAllNotificationsRead: vi.fn(),
  deleteNotification: vi.fn(),
}));

const note = (id: string, patch: Partial<NotificationRecord> = {}): NotificationRecord => ({
  id,
  userId: 'user-1',
  type: 'request_status_change',
  title: `Revenue ${id}: In Progress`,
  message: 'Status changed from New to In Progress.',
  entityType: 'request',
  entityId: `req-${id}`,
  actionUrl: `/requests?open=req-${id}`,
  isRead: false,
  priority: 'normal',
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...patch,
});

function renderBell() {
  renderWithAdmin(
    <Routes>
      <Route path="/" element={<NotificationBell />} />
      <Route path="/requests" element={<p>Requests page</p>} />
    </Routes>,
    { dataProvider: {} },
  );
  return userEvent.setup();
}

afterEach(() => vi.clearAllMocks());

describe('NotificationBell', () => {
  it("caps the badge at '99+'", () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('names the bell with the visible count and lists notifications with priority and time', async () => {
    vi.mocked(api.fetchUnreadCount).mockResolvedValue(120);
    vi.mocked(api.fetchNotifications).mockResolvedValue([note('a'), note('b', { isRead: true, priority: 'high', type: 'mystery' })]);
    const user = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Unread:')).toBeInTheDocument();
    expect(within(list).getByText('High priority')).toBeInTheDocument();
    expect(within(list).getAllByText('5 minutes ago')).toHaveLength(2);
  });

  it('clicking a notification marks it read, opens its screen and closes the popover', async () => {
    vi.mocked(api.fetchUnreadCount).mockResolvedValue(1);
    vi.mocked(api.fetchNotifications).mockResolvedValue([note('a')]);
    vi.mocked(api.markNotificationRead).mockResolvedValue({} as never);
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByText('Revenue a: In Progress'));
    expect(api.markNotificationRead).toHaveBeenCalledWith('a');
    expect(await screen.findByText('Requests page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Latest notifications' })).not.toBeInTheDocument());
  });

  it('a failed delete is rolled back silently', async () => {
    vi.mocked(api.fetchUnreadCount).mockResolvedValue(1);
    vi.mocked(api.fetchNotifications).mockResolvedValue([note('a')]);
    let reject!: (e: Error) => void;
    vi.mocked(api.deleteNotification).mockReturnValue(new Promise((_r, j) => (reject = j)) as never);
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Delete notification: Revenue a: In Progress' }));
    await waitFor(() => expect(screen.queryByText('Revenue a: In Progress')).not.toBeInTheDocument());
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    reject(new Error('500: Server error'));
    expect(await screen.findByText('Revenue a: In Progress')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty texts', async () => {
    vi.mocked(api.fetchUnreadCount).mockResolvedValue(0);
    vi.mocked(api.fetchNotifications).mockResolvedValue([]);
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText("We'll notify you when something happens")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mark all read/ })).toBeDisabled();
  });

  it('opens a labelled popover from the keyboard and closes it with Escape, focus back on the bell', async () => {
    vi.mocked(api.fetchUnreadCount).mockResolvedValue(0);
    vi.mocked(api.fetchNotifications).mockResolvedValue([]);
    const user = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });
});
