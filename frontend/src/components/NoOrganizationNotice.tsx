import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import { EmptyState } from './EmptyState';

/** Tenant screens for a super admin who belongs to no organization (DESIGN decision 13). */
export function NoOrganizationNotice() {
  return (
    <EmptyState
      icon={<CorporateFareOutlined />}
      title="You are not a member of an organization"
      text="This screen shows an organization's data. Manage organizations and users from the Admin Panel."
      actions={
        <Button component={RouterLink} to="/admin" variant="contained">
          Open Admin Panel
        </Button>
      }
    />
  );
}
