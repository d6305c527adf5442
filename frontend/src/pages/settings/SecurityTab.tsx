import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import { PasswordField } from '../../components/auth/PasswordField';
import { TwoFactorSetup } from '../../components/security/TwoFactorSetup';
import { TintedPill } from '../../components/TintedPill';
import { TABLE_SCROLL } from '../../components/scorecard/tableParts';
import { ApiError, deriveErrorMessage } from '../../lib/api';
import { describeUserAgent } from '../../lib/security/describeUserAgent';
import { checkTwoFactorRequirement } from '../../lib/security/twoFactorRequirement';
import { changePassword, disableTwoFactor, endSession, fetchSessions, fetchTwoFactorStatus, SECURITY_KEYS } from '../../lib/security/securityApi';
import { AUTH_MESSAGES, SECURITY_MESSAGES as M, type OrganizationSettings } from '../../lib/shared';
import { useSession } from '../../lib/session';
import { timeAgo } from '../../lib/timeAgo';
import { toast } from '../../lib/toast/toastStore';
import { SettingsSection } from './SettingsSection';
import { useSaveSettings } from './useSaveSettings';

/** Change password: the current one, and the new one twice (sign-up's rule). Other sessions end. */
function ChangePasswordSection() {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const errors = {
    current: currentError ?? (touched && !form.current ? AUTH_MESSAGES.passwordRequired : undefined),
    next: touched && form.next.length < 8 ? AUTH_MESSAGES.passwordMin : undefined,
    confirm: touched && form.confirm !== form.next ? 'Passwords do not match' : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setCurrentError(undefined);
    if (!form.current || form.next.length < 8 || form.confirm !== form.next) return;
    setPending(true);
    try {
      const result = await changePassword(form.current, form.next);
      toast({ title: 'Password changed', description: result.message, variant: 'success' });
      setForm({ current: '', next: '', confirm: '' });
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.sessions });
    } catch (error) {
      const message = deriveErrorMessage(error, 'Please try again.');
      if (message === M.currentPasswordIncorrect) setCurrentError(message);
      toast({ title: 'Password not changed', description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <SettingsSection title="Change password" description="Your other sessions are signed out when you change it." icon={<KeyOutlined />}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ maxWidth: 420 }}>
        <Stack spacing={2}>
          <PasswordField label="Current password" autoComplete="current-password" value={form.current} onChange={set('current')} error={Boolean(errors.current)} helperText={errors.current} fullWidth />
          <PasswordField label="New password" autoComplete="new-password" value={form.next} onChange={set('next')} error={Boolean(errors.next)} helperText={errors.next} fullWidth />
          <PasswordField label="Confirm new password" autoComplete="new-password" value={form.confirm} onChange={set('confirm')} error={Boolean(errors.confirm)} helperText={errors.confirm} fullWidth />
          <Box>
            <Button type="submit" variant="contained" disabled={pending} startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Change password
            </Button>
          </Box>
        </Stack>
      </Box>
    </SettingsSection>
  );
}

/** Two-factor authentication: set it up (QR code, first code, recovery codes), or turn it off with a code. */
function TwoFactorSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: SECURITY_KEYS.twoFactor, queryFn: fetchTwoFactorStatus });
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  // Just turned on: the recovery codes stay on screen until the person says they saved them.
  const [showingCodes, setShowingCodes] = useState(false);
  const disable = useMutation({
    mutationFn: (value: string) => disableTwoFactor(value),
    onSuccess: () => {
      toast({ title: M.twoFactorDisabled, variant: 'success' });
      setCode('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.twoFactor });
    },
    onError: (error) => toast({ title: 'Two-factor authentication is still on', description: deriveErrorMessage(error, M.invalidCode), variant: 'destructive' }),
  });
  const codeValid = /^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/.test(code.trim());
  const codeError = touched && !codeValid ? M.codeFormat : undefined;

  const enabled = status.data?.enabled || showingCodes;
  return (
    <SettingsSection
      title="Two-factor authentication"
      description="A code from an authenticator app on your phone, asked at every sign-in after your password."
      icon={<PhonelinkLockOutlined />}
      action={status.data ? <TintedPill tone={enabled ? 'green' : 'grey'} label={enabled ? 'On' : 'Off'} srPrefix="Two-factor authentication: " /> : undefined}
    >
      {status.isPending ? (
        <Skeleton variant="rounded" height={40} aria-label="Loading two-factor authentication" />
      ) : status.isError ? (
        <Alert severity="error">Two-factor authentication could not be loaded.</Alert>
      ) : enabled && !showingCodes ? (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (codeValid) disable.mutate(code.trim());
          }}
        >
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            To turn it off, enter a code from your authenticator app or a recovery code.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Code"
              name="disable-code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={Boolean(codeError)}
              helperText={codeError}
              sx={{ maxWidth: { sm: 260 } }}
            />
            <Button type="submit" variant="outlined" color="error" disabled={disable.isPending} sx={{ mt: { sm: 1 } }}>
              Turn off
            </Button>
          </Stack>
        </Box>
      ) : (
        <TwoFactorSetup
          onEnabled={() => setShowingCodes(true)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.twoFactor }).then(() => setShowingCodes(false))}
        />
      )}
    </SettingsSection>
  );
}

/** The caller's open sessions, this one marked; any other can be ended. */
function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SECURITY_KEYS.sessions, queryFn: fetchSessions });
  const end = useMutation({
    mutationFn: (id: string) => endSession(id),
    onSuccess: () => {
      toast({ title: M.sessionEnded, description: 'That device is signed out.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.sessions });
    },
    onError: (error) => {
      toast({ title: 'Session not ended', description: deriveErrorMessage(error, 'Please try again.'), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 404) void queryClient.invalidateQueries({ queryKey: SECURITY_KEYS.sessions });
    },
  });

  return (
    <SettingsSection title="Sessions" description="Where your account is signed in. End a session you do not recognise." icon={<DevicesOutlined />}>
      {sessions.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading sessions" />
      ) : sessions.isError ? (
        <Alert severity="error">The sessions could not be loaded.</Alert>
      ) : (
        // Focusable, so the table scrolls by keyboard on a phone even when no row has a button (only this session).
        <TableContainer sx={TABLE_SCROLL} tabIndex={0} role="region" aria-label="Your sessions">
          <Table size="small" aria-label="Sessions">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>IP address</TableCell>
                <TableCell>Signed in</TableCell>
                <TableCell>Last active</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <span title={s.userAgent ?? undefined}>{describeUserAgent(s.userAgent)}</span>
                      {s.current && <TintedPill tone="blue" label="This device" />}
                    </Stack>
                  </TableCell>
                  <TableCell>{s.ipAddress ?? '—'}</TableCell>
                  <TableCell>{new Date(s.createdAt).toLocaleString()}</TableCell>
                  <TableCell>{s.current ? 'Now' : timeAgo(s.lastSeenAt)}</TableCell>
                  <TableCell align="right">
                    {!s.current && (
                      <Button size="small" color="error" disabled={end.isPending} onClick={() => end.mutate(s.id)} aria-label={`End session: ${describeUserAgent(s.userAgent)}, signed in ${new Date(s.createdAt).toLocaleString()}`}>
                        End session
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SettingsSection>
  );
}

/** An organization admin's switch: admins must set up two-factor authentication (DESIGN decision 28). */
function AdminRequirementSection({ settings }: { settings: Pick<OrganizationSettings, 'requireTwoFactorForAdmins'> }) {
  const [checked, setChecked] = useState(Boolean(settings.requireTwoFactorForAdmins));
  const { save, saving } = useSaveSettings();
  return (
    <SettingsSection
      title="Organization"
      description="When on, every admin of your organization must set up two-factor authentication before anything else."
      icon={<AdminPanelSettingsOutlined />}
    >
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={saving}
            onChange={(_e, next) => {
              setChecked(next);
              void save({ requireTwoFactorForAdmins: next }).then((saved) => {
                if (!saved) setChecked(!next);
                // Turned on by an admin without two-factor authentication: the setup comes first now.
                else if (next) void checkTwoFactorRequirement();
              });
            }}
          />
        }
        label="Require two-factor authentication for admins"
      />
    </SettingsSection>
  );
}

/** Settings → Security: password, two-factor authentication, sessions, and (admins) the organization's requirement. */
export function SecurityTab({ settings }: { settings: Pick<OrganizationSettings, 'requireTwoFactorForAdmins'> }) {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin' || user?.role === 'super_admin';
  return (
    <Stack spacing={3}>
      <ChangePasswordSection />
      <TwoFactorSection />
      <SessionsSection />
      {isAdmin && <AdminRequirementSection settings={settings} />}
    </Stack>
  );
}
