import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import meta from './meta';

/** `<Resource name="admin/users" {...adminUsers} />`: every user of the platform. */
export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  ...meta,
};
