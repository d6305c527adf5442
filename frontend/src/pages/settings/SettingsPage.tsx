import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { useSession } from '../../lib/session';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ApiTab } from './ApiTab';
import { CustomizationTab } from './CustomizationTab';
import { NotificationsTab } from './NotificationsTab';
import { ReportingPeriodsTab } from './ReportingPeriodsTab';
import { RequestSettingsTab } from './RequestSettingsTab';
import { ScoringTab } from './ScoringTab';
import { SecurityTab } from './SecurityTab';
import { SsoTab } from './SsoTab';
import { TeamTab } from './TeamTab';

const TABS = [
  { value: 'customization', label: 'Customization' },
  { value: 'scoring', label: 'KPI Scoring' },
  { value: 'requests', label: 'Requests' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'periods', label: 'Reporting periods' },
  { value: 'team', label: 'Team' },
  { value: 'security', label: 'Security' },
  { value: 'sso', label: 'SSO' },
  { value: 'api', label: 'API' },
] as const;
type SettingsTab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is SettingsTab => TABS.some((tab) => tab.value === value);

/** Team, SSO and API are admins' tabs (DESIGN decisions 20, 27, 26): their calls answer 403 to anyone else. */
const ADMIN_TABS: ReadonlySet<SettingsTab> = new Set(['team', 'sso', 'api']);

/** Organization settings (/settings): Customization (default), KPI Scoring, Requests, Notifications, Reporting periods, Team and SSO for admins, and Security (everyone's own account). */
export function SettingsPage() {
  const { user } = useSession();
  const hasOrganization = Boolean(user?.organizationId);
  const [params, setParams] = useSearchParams();
  const isAdmin = user?.role === 'admin' || user?.role === 'super_admin';
  const tabs = TABS.filter((t) => isAdmin || !ADMIN_TABS.has(t.value));
  const requested = params.get('tab');
  const tab: SettingsTab = isTab(requested) && tabs.some((t) => t.value === requested) ? requested : 'customization';
  const { data: settings, isPending, isError, refetch } = useOrganizationSettings();

  const header = <PageHeader title="Organization Settings" subtitle="Customize names, scoring and requests for your organization." />;

  if (!hasOrganization) {
    return (
      <>
        {header}
        <NoOrganizationNotice />
      </>
    );
  }

  return (
    <>
      {header}
      {isPending ? (
        <Box role="progressbar" aria-label="Loading settings" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
          <CircularProgress size={30} />
          <Typography sx={{ color: 'text.secondary' }}>Loading settings...</Typography>
        </Box>
      ) : isError || !settings ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          The settings could not be loaded.
        </Alert>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, next: SettingsTab) => setParams(next === 'customization' ? {} : { tab: next }, { replace: true })}
            aria-label="Settings sections"
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 600 } }}
          >
            {tabs.map(({ value, label }) => (
              <Tab key={value} value={value} label={label} id={`settings-tab-${value}`} aria-controls={`settings-panel-${value}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
            {/* Keyed by the settings' version: a save or a refetch starts the form from the stored values. */}
            {tab === 'customization' && <CustomizationTab key={settings.updatedAt ?? 'defaults'} settings={settings} />}
            {tab === 'scoring' && <ScoringTab key={settings.updatedAt ?? 'defaults'} settings={settings} />}
            {tab === 'requests' && <RequestSettingsTab key={settings.updatedAt ?? 'defaults'} settings={settings} />}
            {tab === 'notifications' && <NotificationsTab />}
            {tab === 'periods' && <ReportingPeriodsTab key={settings.updatedAt ?? 'defaults'} settings={settings} />}
            {tab === 'team' && <TeamTab />}
            {tab === 'security' && <SecurityTab key={settings.updatedAt ?? 'defaults'} settings={settings} />}
            {tab === 'sso' && <SsoTab />}
            {tab === 'api' && <ApiTab />}
          </Box>
        </>
      )}
    </>
  );
}
