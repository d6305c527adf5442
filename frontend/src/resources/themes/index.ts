import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { ThemeCreate } from './ThemeCreate';
import { ThemeEdit } from './ThemeEdit';
import { ThemeList } from './ThemeList';

/** The Library's strategic themes as a react-admin resource. */
export default {
  list: ThemeList,
  create: ThemeCreate,
  edit: ThemeEdit,
  icon: PaletteOutlined,
  recordRepresentation: 'name',
};
