import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@scorecard/contracts';
import { SettingsSection } from './SettingsSection';

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
const onOff = (value: boolean) => (value ? 'On' : 'Off');

/**
 * The server has no notification-preferences call yet (GET/PUT /api/notification-preferences), so
 * this tab states the preferences every member currently has, read-only.
 */
export function NotificationsTab() {
  const p = DEFAULT_NOTIFICATION_PREFERENCES;
  const rows: [string, string][] = [
    ['In-app notifications', onOff(p.inAppNotifications)],
    ['Email notifications', onOff(p.emailNotifications)],
    ['Request status changes', onOff(p.requestStatusChanges)],
    ['New comments', onOff(p.newComments)],
    ['Request assignments', onOff(p.requestAssignments)],
    ['Mentions', onOff(p.mentions)],
    ['Escalations', onOff(p.escalations)],
    ['Email digest', p.digestFrequency === 'none' ? 'None' : p.digestFrequency === 'daily' ? 'Daily' : 'Weekly'],
    ['Quiet hours', `${hour(p.quietHoursStart)} – ${hour(p.quietHoursEnd)}`],
  ];
  return (
    <SettingsSection
      title="Notification Preferences"
      description="Every member receives these notifications. Unread notifications appear under the bell in the page header."
      icon={<NotificationsActiveOutlined />}
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4, rowGap: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Chip size="small" label={value} variant="outlined" color={value === 'Off' ? 'default' : 'primary'} />
            </Typography>
          </Box>
        ))}
      </Box>
    </SettingsSection>
  );
}
