import { ObjectiveCreate } from './ObjectiveCreate';
import { ObjectiveEdit } from './ObjectiveEdit';
import { ObjectiveList } from './ObjectiveList';
import meta from './meta';

/** The Library's template objectives as a react-admin resource. */
export default {
  list: ObjectiveList,
  create: ObjectiveCreate,
  edit: ObjectiveEdit,
  ...meta,
};
