import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { ObjectiveCreate } from './ObjectiveCreate';
import { ObjectiveEdit } from './ObjectiveEdit';
import { ObjectiveList } from './ObjectiveList';

/** The Library's template objectives as a react-admin resource. */
export default {
  list: ObjectiveList,
  create: ObjectiveCreate,
  edit: ObjectiveEdit,
  icon: FlagOutlined,
  recordRepresentation: 'name',
};
