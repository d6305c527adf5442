import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { NotificationPopover } from '../components/notifications/NotificationPopover';
import { useUnreadCount } from '../components/notifications/useNotifications';

/** What the badge shows: the unread count, '99+' above 99 (platform.md section 9). */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/** The header's bell: unread count polled every 60 s, and the popover of the latest notifications. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useUnreadCount();
  const text = badgeText(unread);
  // The name holds the badge's visible text ('3', '99+'), so speech input can use it (WCAG 2.5.3).
  const label = unread > 0 ? `Notifications, ${text} unread` : 'Notifications';

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton aria-label={label} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)} sx={{ color: 'text.secondary' }}>
          <Badge badgeContent={unread > 0 ? text : undefined} color="error" data-testid="notification-badge">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationPopover anchor={anchor} onClose={() => setAnchor(null)} unreadCount={unread} />
    </>
  );
}
