import { KpiCreate } from './KpiCreate';
import { KpiEdit } from './KpiEdit';
import { KpiList } from './KpiList';
import meta from './meta';

/** The Library's KPI templates as a react-admin resource. */
export default {
  list: KpiList,
  create: KpiCreate,
  edit: KpiEdit,
  ...meta,
};
