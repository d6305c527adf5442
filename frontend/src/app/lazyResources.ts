import objectivesMeta from '../resources/objectives/meta';
import kpisMeta from '../resources/kpis/meta';
import themesMeta from '../resources/themes/meta';
import employeesMeta from '../resources/employees/meta';
import initiativesMeta from '../resources/initiatives/meta';
import adminOrganizationsMeta from '../resources/admin-organizations/meta';
import adminUsersMeta from '../resources/admin-users/meta';
import { lazyPage } from './lazyPage';

/**
 * The react-admin resources as AdminApp registers them, each screen loaded the first time it is
 * shown: the dashboard's first load then carries none of their lists and forms (react-admin's
 * inputs are the heaviest part of the bundle). The Library page imports the same screens itself.
 */
export const RESOURCES = {
  objectives: {
    ...objectivesMeta,
    list: lazyPage(() => import('../resources/objectives/ObjectiveList'), 'ObjectiveList'),
    create: lazyPage(() => import('../resources/objectives/ObjectiveCreate'), 'ObjectiveCreate'),
    edit: lazyPage(() => import('../resources/objectives/ObjectiveEdit'), 'ObjectiveEdit'),
  },
  kpis: {
    ...kpisMeta,
    list: lazyPage(() => import('../resources/kpis/KpiList'), 'KpiList'),
    create: lazyPage(() => import('../resources/kpis/KpiCreate'), 'KpiCreate'),
    edit: lazyPage(() => import('../resources/kpis/KpiEdit'), 'KpiEdit'),
  },
  themes: {
    ...themesMeta,
    list: lazyPage(() => import('../resources/themes/ThemeList'), 'ThemeList'),
    create: lazyPage(() => import('../resources/themes/ThemeCreate'), 'ThemeCreate'),
    edit: lazyPage(() => import('../resources/themes/ThemeEdit'), 'ThemeEdit'),
  },
  employees: {
    ...employeesMeta,
    list: lazyPage(() => import('../resources/employees/EmployeeList'), 'EmployeeList'),
    create: lazyPage(() => import('../resources/employees/EmployeeCreate'), 'EmployeeCreate'),
    edit: lazyPage(() => import('../resources/employees/EmployeeEdit'), 'EmployeeEdit'),
  },
  initiatives: {
    ...initiativesMeta,
    list: lazyPage(() => import('../resources/initiatives/InitiativeList'), 'InitiativeList'),
    create: lazyPage(() => import('../resources/initiatives/InitiativeCreate'), 'InitiativeCreate'),
    edit: lazyPage(() => import('../resources/initiatives/InitiativeEdit'), 'InitiativeEdit'),
  },
  'admin/organizations': {
    ...adminOrganizationsMeta,
    list: lazyPage(() => import('../resources/admin-organizations/OrganizationList'), 'OrganizationList'),
    create: lazyPage(() => import('../resources/admin-organizations/OrganizationCreate'), 'OrganizationCreate'),
    edit: lazyPage(() => import('../resources/admin-organizations/OrganizationEdit'), 'OrganizationEdit'),
  },
  'admin/users': {
    ...adminUsersMeta,
    list: lazyPage(() => import('../resources/admin-users/UserList'), 'UserList'),
    create: lazyPage(() => import('../resources/admin-users/UserCreate'), 'UserCreate'),
    edit: lazyPage(() => import('../resources/admin-users/UserEdit'), 'UserEdit'),
  },
} as const;
