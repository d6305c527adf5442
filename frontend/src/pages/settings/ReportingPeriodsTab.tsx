import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { defaultAssignmentPeriod } from '@scorecard/scoring';
import { errorText } from '../../components/scorecard/feedback';
import { TABLE_SCROLL } from '../../components/scorecard/tableParts';
import { TintedPill } from '../../components/TintedPill';
import { useUpdateOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { completionPercent, completionText, formatCalendarDate } from '../../lib/periods/periodClose';
import { PERIOD_CLOSE_KEYS } from '../../lib/periods/queryKeys';
import { useReportingPeriods } from '../../lib/periods/useReportingPeriods';
import { useSession } from '../../lib/session';
import { DEFAULT_PERIOD_CLOSE_SETTINGS, SETTINGS_MESSAGES, type ReportingPeriod } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import type { ScorecardDataProvider } from '../../providers/dataProvider';
import { LockPeriodDialog, type LockAction } from './LockPeriodDialog';
import {
  PERIOD_CLOSE_DAY_FIELDS,
  periodCloseErrors,
  periodCloseFormOf,
  periodCloseValues,
  type PeriodCloseDayField,
  type PeriodCloseForm,
  type PeriodCloseSettings,
} from './periodCloseForm';
import { SettingsActions } from './SettingsActions';
import { SettingsSection } from './SettingsSection';

const THIS_YEAR = Number(defaultAssignmentPeriod(new Date()));
const YEARS = [THIS_YEAR + 1, THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2, THIS_YEAR - 3].map(String);

const DAY_FIELDS: Record<PeriodCloseDayField, { label: string; help: string }> = {
  resultsDueDays: { label: 'Results due (days after a period ends)', help: 'Q1 results are due on 10 April with 10.' },
  reminderDaysBefore: { label: 'Reminder before the due date (days)', help: 'Owners with missing results get one mail this many days before.' },
  reminderDaysAfter: { label: 'Reminder after the due date (days)', help: 'And again this many days after the due date.' },
  escalationDaysAfter: { label: 'Escalation after the due date (days)', help: 'A result still missing then goes to the owner of the parent objective.' },
};

/**
 * Settings → Reporting periods (DESIGN decision 21): the collection settings, and the 17 periods of
 * a year with due date, state and completion; admins lock and unlock them with a reason.
 */
export function ReportingPeriodsTab({ settings }: { settings: Partial<PeriodCloseSettings> }) {
  const role = useSession().user?.role;
  const isAdmin = role === 'admin' || role === 'super_admin';
  const [year, setYear] = useState(String(THIS_YEAR));
  const periods = useReportingPeriods(year);
  const [action, setAction] = useState<LockAction | null>(null);
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const queryClient = useQueryClient();

  const lock = useMutation({
    mutationFn: ({ kind, period, reason }: LockAction & { reason: string }) =>
      kind === 'lock' ? dataProvider.lockReportingPeriod(period.key, reason || undefined) : dataProvider.unlockReportingPeriod(period.key, reason),
    onSuccess: async (_answer, { kind, period }) => {
      toast({
        title: kind === 'lock' ? 'Period locked' : 'Period unlocked',
        description: kind === 'lock' ? `Targets and results of ${period.name} can no longer change.` : `Targets and results of ${period.name} can be changed again.`,
        variant: 'success',
      });
      setAction(null);
      await Promise.all([queryClient.invalidateQueries({ queryKey: PERIOD_CLOSE_KEYS.all }), queryClient.invalidateQueries({ queryKey: ['kpi-assignments'] })]);
    },
    onError: (error) => toast({ title: 'Error', description: errorText(error), variant: 'destructive' }),
  });

  return (
    <Stack spacing={3}>
      <CollectionSettings settings={settings} />
      <SettingsSection
        title="Reporting periods"
        description="Each month, quarter and year: when its results are due, how many are in, and whether it is locked. A locked period refuses every change of a target or result in it."
        icon={<EventAvailableOutlined />}
        action={
          <TextField select size="small" label="Year" value={year} onChange={(event) => setYear(event.target.value)} sx={{ minWidth: 110 }}>
            {YEARS.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        }
      >
        {periods.isPending ? (
          <Box role="progressbar" aria-label="Loading reporting periods">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Box>
        ) : periods.isError ? (
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void periods.refetch()}>Retry</Button>}>
            {errorText(periods.error)}
          </Alert>
        ) : (
          <PeriodsTable periods={periods.data} isAdmin={isAdmin} onAction={setAction} />
        )}
      </SettingsSection>
      <LockPeriodDialog
        action={action}
        pending={lock.isPending}
        onClose={() => setAction(null)}
        onConfirm={(reason) => action && lock.mutate({ ...action, reason })}
      />
    </Stack>
  );
}

function PeriodsTable({ periods, isAdmin, onAction }: { periods: readonly ReportingPeriod[]; isAdmin: boolean; onAction: (action: LockAction) => void }) {
  return (
    <Box sx={TABLE_SCROLL}>
      <Table size="small" aria-label="Reporting periods">
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell>State</TableCell>
            <TableCell sx={{ minWidth: 220 }}>Completion</TableCell>
            {isAdmin && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {periods.map((period) => {
            const locked = period.state === 'locked';
            const percent = completionPercent(period);
            return (
              <TableRow key={period.key} data-testid={`period-${period.key}`} hover>
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{period.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(period.dueDate)}</TableCell>
                <TableCell>
                  <TintedPill
                    tone={locked ? 'grey' : 'green'}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        {locked ? <LockOutlined sx={{ fontSize: 14 }} aria-hidden /> : <LockOpenOutlined sx={{ fontSize: 14 }} aria-hidden />}
                        {locked ? 'Locked' : 'Open'}
                      </Box>
                    }
                    data-state={period.state}
                  />
                  {locked && (period.lockReason || period.lockedAt) && (
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 260, overflowWrap: 'anywhere' }}>
                      {[period.lockedAt ? `Since ${formatCalendarDate(period.lockedAt)}` : null, period.lockReason].filter(Boolean).join(': ')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {period.due > 0 && (
                    <LinearProgress
                      variant="determinate"
                      value={percent}
                      color={period.missing === 0 ? 'success' : 'primary'}
                      aria-label={`Completion of ${period.name}`}
                      sx={{ height: 6, borderRadius: 3, mb: 0.5 }}
                    />
                  )}
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {completionText(period)}
                  </Typography>
                  {period.due > 0 && (
                    <Typography variant="caption" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                      Due {period.due} · Submitted {period.submitted} · Approved {period.approved} · Missing {period.missing}
                    </Typography>
                  )}
                </TableCell>
                {isAdmin && (
                  <TableCell align="right">
                    <Button
                      size="small"
                      variant="outlined"
                      color={locked ? 'inherit' : 'primary'}
                      startIcon={locked ? <LockOpenOutlined /> : <LockOutlined />}
                      onClick={() => onAction({ kind: locked ? 'unlock' : 'lock', period })}
                      aria-label={`${locked ? 'Unlock' : 'Lock'} ${period.name}`}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {locked ? 'Unlock' : 'Lock'}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Due days, reminders, escalation and approval: part of the organization settings (same call). */
function CollectionSettings({ settings }: { settings: Partial<PeriodCloseSettings> }) {
  const [form, setForm] = useState<PeriodCloseForm>(() => periodCloseFormOf(settings));
  const [touched, setTouched] = useState(false);
  const update = useUpdateOrganizationSettings();
  const errors = periodCloseErrors(form);
  const shownErrors = touched ? errors : {};

  const setDay = (field: PeriodCloseDayField, text: string) => setForm((current) => ({ ...current, days: { ...current.days, [field]: text } }));

  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    const values = periodCloseValues(form);
    // mutateAsync, not mutate: a save re-keys the tab (new updatedAt), and mutate's callbacks die with it.
    void update.mutateAsync(values).then(
      () => toast({ title: SETTINGS_MESSAGES.savedTitle, description: SETTINGS_MESSAGES.saved, variant: 'success' }),
      (error: unknown) => toast({ title: SETTINGS_MESSAGES.saveFailedTitle, description: errorText(error) || SETTINGS_MESSAGES.saveFailed, variant: 'destructive' }),
    );
  };

  return (
    <SettingsSection
      title="Results collection"
      description="When results are due, when owners are reminded and when a missing result goes up the cascade."
      icon={<EventAvailableOutlined />}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        {PERIOD_CLOSE_DAY_FIELDS.map((field) => (
          <TextField
            key={field}
            label={DAY_FIELDS[field].label}
            type="number"
            value={form.days[field]}
            onChange={(event) => setDay(field, event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(shownErrors[field])}
            helperText={shownErrors[field] ?? DAY_FIELDS[field].help}
            slotProps={{ htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } }}
          />
        ))}
      </Box>
      <FormControlLabel
        sx={{ mt: 2, alignItems: 'flex-start' }}
        control={<Switch checked={form.requireApproval} onChange={(event) => setForm((current) => ({ ...current, requireApproval: event.target.checked }))} />}
        label={
          <Box sx={{ pt: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Require approval of results</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Scorecards then count approved results only and show the others as &apos;Awaiting approval&apos;. The owner of the parent objective (or an admin) approves.
            </Typography>
          </Box>
        }
      />
      <Box sx={{ mt: 2.5 }}>
        <SettingsActions
          secondaryLabel="Reset to Defaults"
          onSecondary={() => setForm(periodCloseFormOf(DEFAULT_PERIOD_CLOSE_SETTINGS))}
          saveLabel="Save Collection Settings"
          onSave={submit}
          saving={update.isPending}
        />
      </Box>
    </SettingsSection>
  );
}
