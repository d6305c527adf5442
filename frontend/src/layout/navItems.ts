import type SvgIcon from '@mui/material/SvgIcon';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import SchemaOutlined from '@mui/icons-material/SchemaOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';

export interface NavItem {
  path: string;
  label: string;
  icon: typeof SvgIcon;
  /** Shows the number of requests when above 0. */
  badge?: 'requests';
  superAdminOnly?: boolean;
}

/** Sidebar entries, in the order of platform.md section 2 (My Work after Dashboard: DESIGN decision 21). */
export const NAV_ITEMS: NavItem[] = [
  { path: '/', label: 'Dashboard', icon: DashboardOutlined },
  { path: '/my-work', label: 'My Work', icon: TaskAltOutlined },
  { path: '/corporate-bsc', label: 'Corporate BSC', icon: DomainOutlined },
  { path: '/strategy-map', label: 'Strategy Map', icon: SchemaOutlined },
  { path: '/reports', label: 'Reports', icon: SummarizeOutlined },
  { path: '/library', label: 'Library', icon: LibraryBooksOutlined },
  { path: '/kpi-overview', label: 'KPI Overview', icon: InsightsOutlined },
  { path: '/set-cascade', label: 'Set and Cascade', icon: AccountTreeOutlined },
  { path: '/kpi-results', label: 'KPI Results', icon: ShowChartOutlined },
  { path: '/initiatives', label: 'Initiatives', icon: RocketLaunchOutlined },
  { path: '/requests', label: 'Requests', icon: AssignmentOutlined, badge: 'requests' },
  { path: '/activities', label: 'Activities', icon: HistoryOutlined },
  { path: '/settings', label: 'Settings', icon: SettingsOutlined },
  { path: '/admin', label: 'Admin Panel', icon: AdminPanelSettingsOutlined, superAdminOnly: true },
];

export const isActivePath = (itemPath: string, pathname: string): boolean =>
  itemPath === '/' ? pathname === '/' : pathname === itemPath || pathname.startsWith(`${itemPath}/`);
