import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

/**
 * Notification bell and its popover (about 24 rem wide). Placeholder until the notifications API
 * is wired in: the list is empty. The badge caps at '99+'.
 */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const shown = unreadCount > 99 ? '99+' : unreadCount > 0 ? String(unreadCount) : null;

  return (
    <>
      <Tooltip title="Notifications">
        {/* The name holds the badge's visible text ('3', '99+'), so speech input can use it (WCAG 2.5.3). */}
        <IconButton
          aria-label={shown ? `Notifications, ${shown} unread` : 'Notifications'}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ color: 'text.secondary' }}
        >
          {shown ? (
            <Badge badgeContent={shown} color="error">
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: '24rem', maxWidth: 'calc(100vw - 24px)', mt: 1, borderRadius: 3, border: 1, borderColor: 'divider' } } }}
      >
        <Box sx={{ px: 2.5, py: 1.75, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 700 }}>Notifications</Typography>
        </Box>
        <Divider />
        <Box sx={{ px: 3, py: 5, textAlign: 'center' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography sx={{ mt: 1, fontWeight: 600 }}>No notifications yet</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            We&apos;ll notify you when something happens
          </Typography>
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button fullWidth size="small" onClick={() => setAnchor(null)}>
            View all notifications
          </Button>
        </Box>
      </Popover>
    </>
  );
}
