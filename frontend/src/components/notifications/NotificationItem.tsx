import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import PriorityHighOutlined from '@mui/icons-material/PriorityHighOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import type { NotificationPriority, NotificationRecord } from '@scorecard/contracts';
import { timeAgo } from '../../lib/timeAgo';
import { VisuallyHidden } from '../VisuallyHidden';

const ICONS: Record<string, ReactElement> = {
  request_status_change: <SyncAltOutlined fontSize="small" />,
  new_comment: <ChatBubbleOutline fontSize="small" />,
  request_assigned: <AssignmentIndOutlined fontSize="small" />,
  request_created: <NoteAddOutlined fontSize="small" />,
  mention: <AlternateEmailOutlined fontSize="small" />,
  escalation: <PriorityHighOutlined fontSize="small" />,
  // the period close (DESIGN decision 21)
  result_returned: <AssignmentReturnOutlined fontSize="small" />,
  results_due: <PendingActionsOutlined fontSize="small" />,
  result_escalation: <PriorityHighOutlined fontSize="small" />,
  milestone_overdue: <EventBusyOutlined fontSize="small" />,
};

/** Types shown on the error colour: something overdue went up the line. */
const URGENT_TYPES: ReadonlySet<string> = new Set(['escalation', 'result_escalation']);

const PRIORITY: Record<NotificationPriority, { label: string; color: 'default' | 'info' | 'warning' | 'error' }> = {
  low: { label: 'Low', color: 'default' },
  normal: { label: 'Normal', color: 'info' },
  high: { label: 'High', color: 'warning' },
  urgent: { label: 'Urgent', color: 'error' },
};

export interface NotificationItemProps {
  notification: NotificationRecord;
  onOpen: (notification: NotificationRecord) => void;
  onDelete: (id: string) => void;
}

/** One row of the popover: icon by type, title, message, priority, 'x ago'; unread rows are marked in words too. */
export function NotificationItem({ notification: n, onOpen, onDelete }: NotificationItemProps) {
  const priority = PRIORITY[n.priority] ?? PRIORITY.normal;
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Tooltip title="Delete">
          <IconButton edge="end" size="small" aria-label={`Delete notification: ${n.title}`} onClick={() => onDelete(n.id)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      }
      sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <ListItemButton
        onClick={() => onOpen(n)}
        sx={(theme) => ({
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.5,
          pr: 6,
          bgcolor: n.isRead ? 'transparent' : theme.palette.mode === 'dark' ? 'rgba(144, 202, 249, 0.08)' : 'rgba(25, 118, 210, 0.05)',
        })}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.25,
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: URGENT_TYPES.has(n.type) ? 'error.main' : 'primary.main',
            color: URGENT_TYPES.has(n.type) ? 'error.contrastText' : 'primary.contrastText',
          }}
        >
          {ICONS[n.type] ?? <NotificationsOutlined fontSize="small" />}
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {!n.isRead && <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }} />}
            <Typography variant="body2" sx={{ fontWeight: n.isRead ? 500 : 700, overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
              {!n.isRead && <VisuallyHidden>Unread: </VisuallyHidden>}
              {n.title}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}>
            {n.message}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75 }}>
            <Chip size="small" variant="outlined" color={priority.color} label={`${priority.label} priority`} sx={{ height: 20, fontSize: '0.7rem' }} />
            <Typography variant="caption" component="time" dateTime={n.createdAt} sx={{ color: 'text.secondary' }}>
              {timeAgo(n.createdAt)}
            </Typography>
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
