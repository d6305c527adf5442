import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { AdminUser } from '@scorecard/contracts';

/** Every user of the platform: how the resource shows in menus and references (no screens: the lazy registration imports this too). */
export default {
  icon: PeopleOutlined,
  recordRepresentation: (record: AdminUser) => [record.firstName, record.lastName].filter(Boolean).join(' ') || record.email,
};
