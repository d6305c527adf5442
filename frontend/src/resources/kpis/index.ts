import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { KpiCreate } from './KpiCreate';
import { KpiEdit } from './KpiEdit';
import { KpiList } from './KpiList';

/** The Library's KPI templates as a react-admin resource. */
export default {
  list: KpiList,
  create: KpiCreate,
  edit: KpiEdit,
  icon: SpeedOutlined,
  recordRepresentation: 'name',
};
