import { useState } from 'react';
import { useLogout } from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { deriveErrorMessage } from '../lib/api';
import { useSession } from '../lib/session';
import { USER_ROLE_LABELS } from '../lib/shared';
import { toast } from '../lib/toast/toastStore';
import { fullNameOf } from '../lib/types';
import { ThemeToggleButton } from '../components/ThemeToggleButton';

const initialsOf = (name: string) =>
  name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || 'U';

/** Name (else e-mail, else 'User'), role (+ Organization Member), theme toggle and logout. */
export function SidebarUserFooter() {
  const { user } = useSession();
  const logout = useLogout();
  const [pending, setPending] = useState(false);

  const name = fullNameOf(user);
  const roleLabel = user ? USER_ROLE_LABELS[user.role] ?? user.role : '';
  const roleText = user?.organizationId ? `${roleLabel} · Organization Member` : roleLabel;

  const handleLogout = async () => {
    if (pending) return;
    setPending(true);
    try {
      await logout({}, '/', false);
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Logout failed', description: deriveErrorMessage(error, 'Failed to logout'), variant: 'destructive' });
      setPending(false);
    }
  };

  return (
    <Box sx={{ px: 2, pt: 1.75, pb: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Avatar sx={{ width: 36, height: 36, fontSize: '0.85rem', fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initialsOf(name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography data-testid="sidebar-user-name" variant="body2" noWrap sx={{ fontWeight: 700 }} title={name}>
            {name}
          </Typography>
          <Typography data-testid="sidebar-user-role" variant="caption" component="p" sx={{ color: 'text.secondary', lineHeight: 1.35 }}>
            {roleText}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, mt: 0.75 }}>
        <ThemeToggleButton />
        <Tooltip title="Logout">
          <span>
            <IconButton aria-label="Logout" onClick={() => void handleLogout()} disabled={pending} sx={{ color: 'text.secondary' }}>
              <LogoutOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
