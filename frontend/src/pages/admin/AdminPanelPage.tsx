import { lazy, Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ACCESS_MESSAGES } from '@scorecard/contracts';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { OrganizationList } from '../../resources/admin-organizations/OrganizationList';
import { UserList } from '../../resources/admin-users/UserList';
import { AdminStatTiles } from './AdminStatTiles';
import { SubscriptionsTab } from './SubscriptionsTab';
import { SystemTab } from './SystemTab';

// The charts library is only needed on this tab: its own chunk.
const AnalyticsTab = lazy(() => import('./AnalyticsTab').then((m) => ({ default: m.AnalyticsTab })));

const TABS = [
  { key: 'organizations', label: 'Organizations' },
  { key: 'users', label: 'Users' },
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'system', label: 'System' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** The super admin's panel (platform.md section 2); anyone else sees Access Denied. The tab lives in the URL (?tab=). */
export function AdminPanelPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  if (user?.role !== 'super_admin') {
    return (
      <>
        <PageHeader title="Admin Panel" />
        <EmptyState icon={<LockOutlined />} title={ACCESS_MESSAGES.accessDeniedTitle} text={ACCESS_MESSAGES.adminPanelDenied} />
      </>
    );
  }
  const tab: TabKey = TABS.some((t) => t.key === params.get('tab')) ? (params.get('tab') as TabKey) : 'organizations';
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;
  return (
    <>
      <PageHeader title="Admin Panel" subtitle="Manage organizations, users and subscriptions across the platform" />
      <AdminStatTiles />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_, key: TabKey) => setParams({ tab: key }, { replace: true })} variant="scrollable" allowScrollButtonsMobile aria-label="Admin Panel sections">
          {TABS.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} id={tabId(t.key)} aria-controls={panelId(t.key)} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'organizations' && <OrganizationList embedded />}
        {tab === 'users' && <UserList embedded />}
        {tab === 'subscriptions' && <SubscriptionsTab />}
        {tab === 'analytics' && (
          <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
            <AnalyticsTab />
          </Suspense>
        )}
        {tab === 'system' && <SystemTab />}
      </Box>
    </>
  );
}
