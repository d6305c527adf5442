import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { ADMIN_MESSAGES, CHANGE_PLAN_OPTIONS, type AdminOrganization, type DeletedOrganization, type Plan } from '@scorecard/contracts';
import { toast } from '../../lib/toast/toastStore';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { adminApi, PLAN_LABELS } from '../../components/admin/adminApi';

const failed = (title: string) => toast({ title, variant: 'destructive' });

/** Suspend / Activate, plan change and delete for one organization row (platform.md section 2). */
export function OrganizationRowActions() {
  const record = useRecordContext<AdminOrganization>();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [planAnchor, setPlanAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (!record) return null;

  const run = async (work: () => Promise<unknown>, failure: string) => {
    setPending(true);
    try {
      await work();
      refresh();
      return true;
    } catch {
      failed(failure);
      return false;
    } finally {
      setPending(false);
    }
  };

  const toggleStatus = () =>
    run(async () => {
      const next = record.status === 'suspended' ? 'active' : 'suspended';
      await adminApi.setStatus(record.id, next);
      toast({ title: next === 'suspended' ? `${record.name} suspended` : `${record.name} activated`, variant: 'success' });
    }, ADMIN_MESSAGES.statusFailed);

  const changePlan = (plan: Plan) => {
    setPlanAnchor(null);
    if (plan === record.subscriptionTier) return;
    void run(async () => {
      await adminApi.setPlan(record.id, plan);
      toast({ title: `${record.name} is now on the ${PLAN_LABELS[plan]} plan`, variant: 'success' });
    }, ADMIN_MESSAGES.planFailed);
  };

  const remove = async () => {
    const ok = await run(async () => {
      const { data } = await dataProvider.delete('admin/organizations', { id: record.id, previousData: record });
      toast({ title: ADMIN_MESSAGES.organizationDeleted((data as unknown as DeletedOrganization).deletedUsers ?? 0), variant: 'success' });
    }, ADMIN_MESSAGES.deleteOrganizationFailed);
    if (ok) setConfirming(false);
  };

  const suspended = record.status === 'suspended';
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      <Button size="small" variant="outlined" color={suspended ? 'success' : 'warning'} disabled={pending} onClick={() => void toggleStatus()} aria-label={`${suspended ? 'Activate' : 'Suspend'} ${record.name}`}>
        {suspended ? 'Activate' : 'Suspend'}
      </Button>
      <Tooltip title="Change plan">
        <IconButton size="small" aria-label={`Change plan of ${record.name}`} aria-haspopup="menu" disabled={pending} onClick={(e) => setPlanAnchor(e.currentTarget)}>
          <WorkspacePremiumOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={planAnchor} open={Boolean(planAnchor)} onClose={() => setPlanAnchor(null)}>
        <MenuItem disabled dense>
          <ListItemText primary="Change plan" />
        </MenuItem>
        <Divider />
        {CHANGE_PLAN_OPTIONS.map((plan) => (
          <MenuItem key={plan} selected={plan === record.subscriptionTier} onClick={() => changePlan(plan)}>
            {PLAN_LABELS[plan]}
          </MenuItem>
        ))}
      </Menu>
      <Tooltip title="Delete organization">
        <IconButton size="small" color="error" aria-label={`Delete ${record.name}`} disabled={pending} onClick={() => setConfirming(true)}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title="Delete organization"
        message={ADMIN_MESSAGES.deleteOrganizationConfirm(record.name)}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
