import { EmployeeCreate } from './EmployeeCreate';
import { EmployeeEdit } from './EmployeeEdit';
import { EmployeeList } from './EmployeeList';
import meta from './meta';

/** The organization's employees (owners, requesters, supervisors); adding and editing is for admins. */
export default {
  list: EmployeeList,
  create: EmployeeCreate,
  edit: EmployeeEdit,
  ...meta,
};
