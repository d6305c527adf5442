import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { EmployeeCreate } from './EmployeeCreate';
import { EmployeeEdit } from './EmployeeEdit';
import { EmployeeList } from './EmployeeList';

/** The organization's employees (owners, requesters, supervisors); adding and editing is for admins. */
export default {
  list: EmployeeList,
  create: EmployeeCreate,
  edit: EmployeeEdit,
  icon: BadgeOutlined,
  recordRepresentation: 'name',
};
