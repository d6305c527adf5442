import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { useNavigate } from 'react-router';
import type { NotificationRecord } from '@scorecard/contracts';
import { NOTIFICATION_MESSAGES } from '@scorecard/contracts';
import { NotificationItem } from './NotificationItem';
import { useNotificationActions, useNotificationList } from './useNotifications';

export interface NotificationPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  unreadCount: number;
}

/** The bell's popover (about 24 rem): newest notifications, mark all read, delete, click to open. */
export function NotificationPopover({ anchor, onClose, unreadCount }: NotificationPopoverProps) {
  const open = Boolean(anchor);
  const navigate = useNavigate();
  const { data, isPending } = useNotificationList(open);
  const actions = useNotificationActions();

  const openNotification = (n: NotificationRecord) => {
    if (!n.isRead) actions.markRead(n.id);
    onClose();
    if (n.actionUrl) navigate(n.actionUrl);
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: '24rem', maxWidth: 'calc(100vw - 24px)', mt: 1, borderRadius: 3, border: 1, borderColor: 'divider' } } }}
    >
      <Box sx={{ px: 2.5, py: 1.25, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          Notifications
        </Typography>
        <Button size="small" startIcon={<DoneAllOutlined />} onClick={actions.markAllRead} disabled={unreadCount === 0}>
          Mark all read
        </Button>
      </Box>
      <Divider />
      {isPending ? (
        <Box role="status" sx={{ px: 3, py: 5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={24} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {NOTIFICATION_MESSAGES.loading}
          </Typography>
        </Box>
      ) : !data?.length ? (
        <Box sx={{ px: 3, py: 5, textAlign: 'center' }}>
          <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{NOTIFICATION_MESSAGES.empty}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {NOTIFICATION_MESSAGES.emptyHint}
          </Typography>
        </Box>
      ) : (
        <List disablePadding sx={{ maxHeight: '26rem', overflowY: 'auto' }} aria-label="Latest notifications">
          {data.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={openNotification} onDelete={actions.remove} />
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ p: 1 }}>
        <Button fullWidth size="small" onClick={onClose}>
          View all notifications
        </Button>
      </Box>
    </Popover>
  );
}
