import Business from '@mui/icons-material/Business';
import type { AdminOrganization } from '@scorecard/contracts';

/** The Admin Panel's organizations: how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: Business,
  recordRepresentation: (record: AdminOrganization) => record.name,
};
