import { useEffect, useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import DialogActions from '@mui/material/DialogActions';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ADMIN_MESSAGES, USER_ROLE_DISPLAY_NAMES, type AdminUserDetails } from '@scorecard/contracts';
import { toast } from '../../lib/toast/toastStore';
import { adminApi } from '../../components/admin/adminApi';
import { UserStatusChip } from './UserStatusChip';

/** The View action: POST /api/admin/user-view answers the details (and the server logs the look). */
export function UserViewDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const titleId = useId();
  const [details, setDetails] = useState<AdminUserDetails | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    setDetails(null);
    adminApi.viewUser(userId).then(
      (d) => live && setDetails(d),
      () => {
        if (!live) return;
        toast({ title: ADMIN_MESSAGES.loadUserFailed, variant: 'destructive' });
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [userId, onClose]);

  const rows: [string, React.ReactNode][] = details
    ? [
        ['Email', details.email],
        ['Role', USER_ROLE_DISPLAY_NAMES[details.role]],
        ['Organization', details.organizationName ?? 'None'],
        ['Status', <UserStatusChip key="s" status={details.displayStatus} />],
        ['Email verified', details.emailVerified ? 'Yes' : 'No'],
        ['Department', details.department ?? '—'],
        ['Position', details.position ?? '—'],
        ['Last sign-in', details.lastLoginAt ? new Date(details.lastLoginAt).toLocaleString() : 'Never'],
        ['Created', new Date(details.createdAt).toLocaleString()],
      ]
    : [];

  return (
    <Dialog open={Boolean(userId)} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{details ? [details.firstName, details.lastName].filter(Boolean).join(' ') || details.email : 'User details'}</DialogTitle>
      <DialogContent aria-busy={!details}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.25, m: 0 }}>
          {details
            ? rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))
            : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} sx={{ gridColumn: '1 / -1' }} />)}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
