import Chip from '@mui/material/Chip';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import type { OrganizationStatus } from '@scorecard/contracts';

const LOOK: Record<OrganizationStatus, { label: string; color: 'success' | 'warning' | 'default'; icon: React.ReactElement }> = {
  active: { label: 'Active', color: 'success', icon: <CheckCircleOutlined /> },
  suspended: { label: 'Suspended', color: 'warning', icon: <PauseCircleOutlined /> },
  cancelled: { label: 'Cancelled', color: 'default', icon: <CancelOutlined /> },
};

/** Status in words with an icon, never by colour alone. */
export function OrganizationStatusChip({ status }: { status: OrganizationStatus }) {
  const look = LOOK[status] ?? LOOK.cancelled;
  return <Chip size="small" variant="outlined" color={look.color} icon={look.icon} label={look.label} />;
}
