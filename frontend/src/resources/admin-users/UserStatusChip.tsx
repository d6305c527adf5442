import Chip from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import type { AdminUserDisplayStatus } from '@scorecard/contracts';

const LOOK: Record<AdminUserDisplayStatus, { color: 'success' | 'warning' | 'default'; icon: React.ReactElement }> = {
  Active: { color: 'success', icon: <CheckCircleOutlined /> },
  Pending: { color: 'warning', icon: <HourglassEmptyOutlined /> },
  Unassigned: { color: 'default', icon: <HelpOutlineOutlined /> },
  Deactivated: { color: 'default', icon: <BlockOutlined /> },
};

export function UserStatusChip({ status }: { status: AdminUserDisplayStatus }) {
  const look = LOOK[status];
  return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={status} />;
}
