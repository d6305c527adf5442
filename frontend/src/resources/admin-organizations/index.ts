import Business from '@mui/icons-material/Business';
import type { AdminOrganization } from '@scorecard/contracts';
import { OrganizationCreate } from './OrganizationCreate';
import { OrganizationEdit } from './OrganizationEdit';
import { OrganizationList } from './OrganizationList';

/** `<Resource name="admin/organizations" {...adminOrganizations} />`: the Admin Panel's organizations. */
export default {
  list: OrganizationList,
  create: OrganizationCreate,
  edit: OrganizationEdit,
  icon: Business,
  recordRepresentation: (record: AdminOrganization) => record.name,
};
