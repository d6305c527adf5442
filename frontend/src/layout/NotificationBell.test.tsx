import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/renderWithTheme';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('is named "Notifications" and shows no badge text while nothing is unread', () => {
    renderWithTheme(<NotificationBell />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it("names itself with the badge's visible text (WCAG 2.5.3), '99+' above 99", () => {
    const { unmount } = renderWithTheme(<NotificationBell unreadCount={3} />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
    unmount();
    renderWithTheme(<NotificationBell unreadCount={250} />);
    const capped = screen.getByRole('button', { name: 'Notifications, 99+ unread' });
    expect(capped.textContent).toBe('99+');
  });

  it('opens a labelled popover from the keyboard and closes it with Escape, focus back on the bell', async () => {
    const user = userEvent.setup();
    renderWithTheme(<NotificationBell />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.tab();
    expect(bell).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});
