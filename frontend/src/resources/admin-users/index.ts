import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { AdminUser } from '@scorecard/contracts';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** `<Resource name="admin/users" {...adminUsers} />`: every user of the platform. */
export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleOutlined,
  recordRepresentation: (record: AdminUser) => [record.firstName, record.lastName].filter(Boolean).join(' ') || record.email,
};
