import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useDataProvider, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { ADMIN_MESSAGES, type AdminUser } from '@scorecard/contracts';
import { toast } from '../../lib/toast/toastStore';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { messageOf } from '../../components/admin/useAdminSave';

/** View, edit and delete for one user row. */
export function UserRowActions({ onView }: { onView: (id: string) => void }) {
  const record = useRecordContext<AdminUser>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const who = [record.firstName, record.lastName].filter(Boolean).join(' ') || record.email;

  const remove = async () => {
    setPending(true);
    try {
      await dataProvider.delete('admin/users', { id: record.id, previousData: record });
      toast({ title: ADMIN_MESSAGES.userDeleted, variant: 'success' });
      setConfirming(false);
      refresh();
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.deleteUserFailed, description: messageOf(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      <Tooltip title="View">
        <IconButton size="small" aria-label={`View ${who}`} onClick={() => onView(record.id)}>
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${who}`} onClick={() => redirect('edit', 'admin/users', record.id)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete">
        <IconButton size="small" color="error" aria-label={`Delete ${who}`} onClick={() => setConfirming(true)}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title="Delete user"
        message={`Are you sure you want to delete ${who}? This action cannot be undone.`}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
