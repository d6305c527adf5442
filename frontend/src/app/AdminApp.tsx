import { useState } from 'react';
import { Admin, CustomRoutes, Resource, memoryStore, type DashboardComponent } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { NotificationBridge } from '../layout/NotificationBridge';
import { ShellLayout } from '../layout/ShellLayout';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { createQueryClient } from '../providers/queryClient';
import { useLiveUpdates } from '../providers/liveUpdates';
import { useThemeMode } from '../theme/themeMode';
import { themeOptionsFor } from '../theme/themes';
import { lazyPage } from './lazyPage';
import { RESOURCES } from './lazyResources';

const DashboardPage = lazyPage(() => import('../pages/dashboard/DashboardPage'), 'DashboardPage');
const MyWorkPage = lazyPage(() => import('../pages/my-work/MyWorkPage'), 'MyWorkPage');
const CorporateBscPage = lazyPage(() => import('../pages/corporate-bsc/CorporateBscPage'), 'CorporateBscPage');
const StrategyMapPage = lazyPage(() => import('../pages/strategy-map/StrategyMapPage'), 'StrategyMapPage');
const ReportsPage = lazyPage(() => import('../pages/reports/ReportsPage'), 'ReportsPage');
const LibraryPage = lazyPage(() => import('../pages/library/LibraryPage'), 'LibraryPage');
const KpiOverviewPage = lazyPage(() => import('../pages/kpi-overview/KpiOverviewPage'), 'KpiOverviewPage');
const SetCascadePage = lazyPage(() => import('../pages/set-cascade/SetCascadePage'), 'SetCascadePage');
const KpiResultsPage = lazyPage(() => import('../pages/kpi-results/KpiResultsPage'), 'KpiResultsPage');
const RequestsPage = lazyPage(() => import('../pages/requests/RequestsPage'), 'RequestsPage');
const ActivitiesPage = lazyPage(() => import('../pages/activities/ActivitiesPage'), 'ActivitiesPage');
const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage'), 'SettingsPage');
const AdminPanelPage = lazyPage(() => import('../pages/admin/AdminPanelPage'), 'AdminPanelPage');

/**
 * The signed-in application (verified users only), loaded as its own chunk. It runs inside the
 * root BrowserRouter, so react-admin uses that router instead of creating one.
 */
export default function AdminApp() {
  const { mode } = useThemeMode();
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(() => memoryStore());
  // Open screens refresh when something changes elsewhere (DESIGN decision 26).
  useLiveUpdates(queryClient);

  return (
    <Admin
      disableTelemetry
      title="Scorecard"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      store={store}
      theme={themeOptionsFor(mode)}
      layout={ShellLayout}
      dashboard={DashboardPage as DashboardComponent}
      catchAll={NotFoundPage}
      notification={NotificationBridge}
      loginPage={false}
      authCallbackPage={false}
    >
      {/* The Library's records and the employees; the Library page shows the first three as tabs. */}
      <Resource name="objectives" {...RESOURCES['objectives']} />
      <Resource name="kpis" {...RESOURCES['kpis']} />
      <Resource name="themes" {...RESOURCES['themes']} />
      <Resource name="employees" {...RESOURCES['employees']} />
      <Resource name="initiatives" {...RESOURCES['initiatives']} />
      <CustomRoutes>
        <Route path="/my-work" element={<MyWorkPage />} />
        <Route path="/corporate-bsc" element={<CorporateBscPage />} />
        <Route path="/strategy-map" element={<StrategyMapPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/library" element={<LibraryPage />} />
        <Route path="/kpi-overview" element={<KpiOverviewPage />} />
        <Route path="/set-cascade" element={<SetCascadePage />} />
        <Route path="/kpi-results" element={<KpiResultsPage />} />
        <Route path="/requests" element={<RequestsPage />} />
        <Route path="/activities" element={<ActivitiesPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/admin" element={<AdminPanelPage />} />
      </CustomRoutes>
      {/* The Admin Panel's resources (super admin only; the API answers 403 to anyone else). */}
      <Resource name="admin/organizations" {...RESOURCES['admin/organizations']} />
      <Resource name="admin/users" {...RESOURCES['admin/users']} />
      <CustomRoutes noLayout>
        {/* Public entry points have nothing to show a verified user: go to the dashboard. */}
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/verify-email" element={<Navigate to="/" replace />} />
      </CustomRoutes>
    </Admin>
  );
}
