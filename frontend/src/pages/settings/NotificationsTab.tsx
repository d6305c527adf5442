import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { DEFAULT_NOTIFICATION_PREFERENCES, DIGEST_FREQUENCIES, NOTIFICATION_MESSAGES as M, type DigestFrequency, type NotificationPreferences } from '@scorecard/contracts';
import { toast } from '../../lib/toast/toastStore';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../../components/notifications/notificationsApi';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';
import { formOf, preferencesErrors, preferencesOf, type PreferencesForm } from './notificationPreferencesForm';

const PREFERENCES_KEY = ['notification-preferences'] as const;

type Toggle = keyof Pick<NotificationPreferences, 'emailNotifications' | 'inAppNotifications' | 'requestStatusChanges' | 'newComments' | 'requestAssignments' | 'mentions' | 'escalations'>;

const CHANNELS: [Toggle, string, string][] = [
  ['inAppNotifications', 'In-app notifications', 'Show notifications under the bell in the page header.'],
  ['emailNotifications', 'Email notifications', 'Send notifications to your e-mail address.'],
];
const TYPES: [Toggle, string, string][] = [
  ['requestStatusChanges', 'Request status changes', 'A request you filed or own changes status.'],
  ['newComments', 'New comments', 'Someone comments on your request or replies to you.'],
  ['requestAssignments', 'Request assignments', 'A request is created for you or assigned to you.'],
  ['mentions', 'Mentions', 'Someone mentions you in a comment.'],
  ['escalations', 'Escalations', 'A High-priority request you own has stalled, or a milestone of an initiative you own is overdue.'],
];
const DIGEST_LABELS: Record<DigestFrequency, string> = { none: 'None: send each e-mail at once', daily: 'Daily digest', weekly: 'Weekly digest' };

function Toggles({ items, form, onChange }: { items: [Toggle, string, string][]; form: PreferencesForm; onChange: (key: Toggle, value: boolean) => void }) {
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {items.map(([key, label, hint]) => (
        <FormControlLabel
          key={key}
          labelPlacement="start"
          control={<Switch checked={form[key]} onChange={(_e, checked) => onChange(key, checked)} />}
          label={
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {hint}
              </Typography>
            </Box>
          }
          sx={{ mx: 0, py: 1, justifyContent: 'space-between', gap: 2 }}
        />
      ))}
    </Stack>
  );
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{M.loadFailedTitle}</AlertTitle>
      {M.loadFailed}
    </Alert>
  );
}

function Loading(): ReactNode {
  return (
    <Stack spacing={3} role="progressbar" aria-label="Loading notification preferences">
      {[2, 5, 3].map((rows, i) => (
        <Skeleton key={i} variant="rounded" height={72 + rows * 48} />
      ))}
    </Stack>
  );
}

/** Settings → Notifications: the caller's own preferences (platform.md sections 2, 5 and 8). */
export function NotificationsTab() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: PREFERENCES_KEY, queryFn: fetchNotificationPreferences, retry: false });
  const [form, setForm] = useState<PreferencesForm | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (query.data) setForm(formOf(query.data));
  }, [query.data]);

  const mutation = useMutation({
    mutationFn: (preferences: NotificationPreferences) => saveNotificationPreferences(preferences),
    onSuccess: (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      toast({ title: M.updated, variant: 'success' });
    },
    onError: (error) => {
      console.error('Failed to update notification preferences', error);
      toast({ title: 'Error', description: M.updateFailed, variant: 'destructive' });
    },
  });

  if (query.isError) return <LoadFailure onRetry={() => void query.refetch()} />;
  if (!form) return <Loading />;

  const errors = preferencesErrors(form);
  const set = <K extends keyof PreferencesForm>(key: K, value: PreferencesForm[K]) => setForm((current) => (current ? { ...current, [key]: value } : current));
  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    mutation.mutate(preferencesOf(form));
  };
  const hourField = (key: 'quietHoursStart' | 'quietHoursEnd', label: string) => (
    <TextField
      label={label}
      type="number"
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      onBlur={() => setTouched(true)}
      error={touched && Boolean(errors[key])}
      helperText={(touched && errors[key]) || 'Hour of the day, 0 to 23'}
      slotProps={{ htmlInput: { min: 0, max: 23, step: 1, inputMode: 'numeric' } }}
      fullWidth
    />
  );

  return (
    <Stack spacing={3}>
      <SettingsSection title="Delivery channels" description="Where your notifications reach you." icon={<NotificationsActiveOutlined />}>
        <Toggles items={CHANNELS} form={form} onChange={set} />
      </SettingsSection>
      <SettingsSection title="Notification types" description="What you want to hear about. A type turned off creates no notification at all." icon={<CampaignOutlined />}>
        <Toggles items={TYPES} form={form} onChange={set} />
      </SettingsSection>
      <SettingsSection
        title="Email settings"
        description="High and urgent notifications are e-mailed at once; others wait for your digest. No e-mail is sent during your quiet hours (organization time)."
        icon={<EmailOutlined />}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: 2.5, alignItems: 'start' }}>
          <TextField select label="Digest frequency" value={form.digestFrequency} onChange={(e) => set('digestFrequency', e.target.value as DigestFrequency)} fullWidth>
            {DIGEST_FREQUENCIES.map((value) => (
              <MenuItem key={value} value={value}>
                {DIGEST_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {hourField('quietHoursStart', 'Quiet hours start')}
          {hourField('quietHoursEnd', 'Quiet hours end')}
        </Box>
      </SettingsSection>
      <SettingsActions
        secondaryLabel="Reset to Defaults"
        onSecondary={() => setForm(formOf(DEFAULT_NOTIFICATION_PREFERENCES))}
        saveLabel="Save Preferences"
        onSave={submit}
        saving={mutation.isPending}
      />
    </Stack>
  );
}
