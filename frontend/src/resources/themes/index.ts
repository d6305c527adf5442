import { ThemeCreate } from './ThemeCreate';
import { ThemeEdit } from './ThemeEdit';
import { ThemeList } from './ThemeList';
import meta from './meta';

/** The Library's strategic themes as a react-admin resource. */
export default {
  list: ThemeList,
  create: ThemeCreate,
  edit: ThemeEdit,
  ...meta,
};
