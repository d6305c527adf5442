import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Business from '@mui/icons-material/Business';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import type { AdminOrganization, AdminUser } from '@scorecard/contracts';
import { lazyPage } from './lazyPage';

/**
 * The react-admin resources as AdminApp registers them, each screen loaded the first time it is
 * shown: the dashboard's first load then carries none of their lists and forms (react-admin's
 * inputs are the heaviest part of the bundle). The Library page imports the same screens itself.
 */
export const RESOURCES = {
  objectives: {
    list: lazyPage(() => import('../resources/objectives/ObjectiveList'), 'ObjectiveList'),
    create: lazyPage(() => import('../resources/objectives/ObjectiveCreate'), 'ObjectiveCreate'),
    edit: lazyPage(() => import('../resources/objectives/ObjectiveEdit'), 'ObjectiveEdit'),
    icon: FlagOutlined,
    recordRepresentation: 'name',
  },
  kpis: {
    list: lazyPage(() => import('../resources/kpis/KpiList'), 'KpiList'),
    create: lazyPage(() => import('../resources/kpis/KpiCreate'), 'KpiCreate'),
    edit: lazyPage(() => import('../resources/kpis/KpiEdit'), 'KpiEdit'),
    icon: SpeedOutlined,
    recordRepresentation: 'name',
  },
  themes: {
    list: lazyPage(() => import('../resources/themes/ThemeList'), 'ThemeList'),
    create: lazyPage(() => import('../resources/themes/ThemeCreate'), 'ThemeCreate'),
    edit: lazyPage(() => import('../resources/themes/ThemeEdit'), 'ThemeEdit'),
    icon: PaletteOutlined,
    recordRepresentation: 'name',
  },
  employees: {
    list: lazyPage(() => import('../resources/employees/EmployeeList'), 'EmployeeList'),
    create: lazyPage(() => import('../resources/employees/EmployeeCreate'), 'EmployeeCreate'),
    edit: lazyPage(() => import('../resources/employees/EmployeeEdit'), 'EmployeeEdit'),
    icon: BadgeOutlined,
    recordRepresentation: 'name',
  },
  'admin/organizations': {
    list: lazyPage(() => import('../resources/admin-organizations/OrganizationList'), 'OrganizationList'),
    create: lazyPage(() => import('../resources/admin-organizations/OrganizationCreate'), 'OrganizationCreate'),
    edit: lazyPage(() => import('../resources/admin-organizations/OrganizationEdit'), 'OrganizationEdit'),
    icon: Business,
    recordRepresentation: (record: AdminOrganization) => record.name,
  },
  'admin/users': {
    list: lazyPage(() => import('../resources/admin-users/UserList'), 'UserList'),
    create: lazyPage(() => import('../resources/admin-users/UserCreate'), 'UserCreate'),
    edit: lazyPage(() => import('../resources/admin-users/UserEdit'), 'UserEdit'),
    icon: PeopleOutlined,
    recordRepresentation: (record: AdminUser) => [record.firstName, record.lastName].filter(Boolean).join(' ') || record.email,
  },
} as const;
