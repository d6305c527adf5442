import { OrganizationCreate } from './OrganizationCreate';
import { OrganizationEdit } from './OrganizationEdit';
import { OrganizationList } from './OrganizationList';
import meta from './meta';

/** `<Resource name="admin/organizations" {...adminOrganizations} />`: the Admin Panel's organizations. */
export default {
  list: OrganizationList,
  create: OrganizationCreate,
  edit: OrganizationEdit,
  ...meta,
};
