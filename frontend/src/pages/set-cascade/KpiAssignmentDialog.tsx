import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_ASSIGNMENT_WEIGHT,
  DEFAULT_ORGANIZATION_SETTINGS,
  HISTORY_MESSAGES,
  FREQUENCY_DISPLAY_NAMES,
  KPI_TYPE_DISPLAY_NAMES,
  type Employee,
  type Kpi,
  type KpiAssignment,
  type Objective,
  type ObjectiveAssignment,
  type PeriodValues,
  type ReportingPeriod,
} from '@scorecard/contracts';
import { checkAssignmentWeight, periodHasStarted, periodsOf, valueAt } from '@scorecard/scoring';
import { ValueHistory } from '../../components/scorecard/ValueHistory';
import { lockedPeriodsOf } from '../../lib/periods/periodClose';
import { FormDialog } from '../../components/FormDialog';
import { PeriodValuesFields, periodTexts, readPeriodTexts, type PeriodTexts } from '../../components/scorecard/PeriodValuesFields';
import { OwnerSelect, WeightField } from './AssignmentFields';
import { CASCADE_MESSAGES, SCORECARD_MESSAGES } from './cascadeMessages';

export type KpiDialogState = { mode: 'create'; objectiveAssignmentId: string | null } | { mode: 'edit'; assignment: KpiAssignment };

export interface KpiAssignmentPayload {
  kpiId: string;
  objectiveAssignmentId: string;
  linkedObjectiveId: string | null;
  ownerId: string | null;
  weight: number;
  targets: PeriodValues;
  /** why targets change (DESIGN decision 22): required for a set target of a period that has started */
  reason?: string;
}

export interface KpiAssignmentDialogProps {
  state: KpiDialogState | null;
  functionName: string;
  year: string;
  kpis: readonly Kpi[];
  kpisById: ReadonlyMap<string, Kpi>;
  /** the function's objective assignments of the year */
  objectiveAssignments: readonly ObjectiveAssignment[];
  objectivesById: ReadonlyMap<string, Objective>;
  employees: readonly Employee[];
  pending: boolean;
  serverError: string | null;
  onClose: () => void;
  onSubmit: (payload: KpiAssignmentPayload) => void;
  /** the year's reporting periods: targets of a locked one are read-only (DESIGN decision 21) */
  reportingPeriods?: readonly ReportingPeriod[];
  /** the organization's time zone: it decides which periods have started (DESIGN decision 22) */
  timeZone?: string;
}

/**
 * 'Assign KPI' (KPI and objective required, owner, weight, one target per period of the KPI's
 * frequency with a running total except for cumulative KPIs) and 'Edit KPI Assignment'.
 */
export function KpiAssignmentDialog(props: KpiAssignmentDialogProps) {
  const { state, functionName, year, kpis, kpisById, objectiveAssignments, objectivesById, employees, pending, serverError, onClose, onSubmit, reportingPeriods } = props;
  const timeZone = props.timeZone ?? DEFAULT_ORGANIZATION_SETTINGS.timeZone;
  const [kpiId, setKpiId] = useState('');
  const [objectiveAssignmentId, setObjectiveAssignmentId] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [weight, setWeight] = useState(String(DEFAULT_ASSIGNMENT_WEIGHT));
  const [targets, setTargets] = useState<PeriodTexts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [targetErrors, setTargetErrors] = useState<PeriodTexts>({});
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(state);

  const objectiveAssignmentsById = useMemo(() => new Map(objectiveAssignments.map((a) => [a.id, a])), [objectiveAssignments]);

  useEffect(() => {
    if (!state) return;
    setShown(state);
    setErrors({});
    setTargetErrors({});
    setReason('');
    if (state.mode === 'edit') {
      const a = state.assignment;
      const kpi = kpisById.get(a.kpiId);
      setKpiId(a.kpiId);
      setObjectiveAssignmentId(a.objectiveAssignmentId);
      setOwnerId(a.ownerId ?? '');
      setWeight(String(a.weight));
      setTargets(kpi ? periodTexts(kpi.frequency, a.targets) : {});
    } else {
      setKpiId('');
      setObjectiveAssignmentId(state.objectiveAssignmentId ?? '');
      setOwnerId(objectiveAssignmentsById.get(state.objectiveAssignmentId ?? '')?.ownerId ?? '');
      setWeight(String(DEFAULT_ASSIGNMENT_WEIGHT));
      setTargets({});
    }
    // Opening the dialog resets it; later list refreshes must not wipe what is being typed.
  }, [state]);

  const editing = shown?.mode === 'edit';
  const kpi = kpisById.get(kpiId);
  const locked = useMemo(() => (kpi ? lockedPeriodsOf(reportingPeriods, year, periodsOf(kpi.frequency)) : {}), [kpi, reportingPeriods, year]);
  const objectiveLabel = (a: ObjectiveAssignment) => objectivesById.get(a.objectiveId)?.name ?? CASCADE_MESSAGES.unknown;

  const submit = () => {
    const found: Record<string, string> = {};
    if (!kpiId) found.kpiId = SCORECARD_MESSAGES.kpiSelectionRequired;
    if (!objectiveAssignmentId) found.objectiveAssignmentId = SCORECARD_MESSAGES.objectiveSelectionRequired;
    const weightProblem = checkAssignmentWeight(weight);
    if (weightProblem) found.weight = weightProblem;
    const read = kpi ? readPeriodTexts(kpi.frequency, targets, SCORECARD_MESSAGES.invalidNumber) : null;
    // The server's rule, checked first here: changing a set target of a period that has started needs a reason.
    if (shown?.mode === 'edit' && kpi && read?.valid && !reason.trim()) {
      const stored = shown.assignment.targets;
      const now = new Date();
      const changedStarted = periodsOf(kpi.frequency).some((p) => {
        const before = valueAt(stored, p);
        return before !== null && before !== valueAt(read.values, p) && periodHasStarted(year, p, now, timeZone);
      });
      if (changedStarted) found.reason = HISTORY_MESSAGES.reasonRequired;
    }
    setErrors(found);
    setTargetErrors(read?.errors ?? {});
    if (Object.keys(found).length || (read && !read.valid) || !kpi) return;
    onSubmit({
      kpiId,
      objectiveAssignmentId,
      linkedObjectiveId: objectiveAssignmentsById.get(objectiveAssignmentId)?.objectiveId ?? null,
      ownerId: ownerId || null,
      weight: Number(weight),
      targets: read!.values,
      ...(editing && reason.trim() ? { reason: reason.trim() } : {}),
    });
  };

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: '' }));

  return (
    <FormDialog
      open={Boolean(state)}
      title={editing ? `Edit KPI Assignment - ${kpi?.name ?? CASCADE_MESSAGES.unknown}` : 'Assign KPI'}
      subtitle={`${functionName} · ${year}`}
      submitLabel={editing ? 'Save Changes' : 'Assign KPI'}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      maxWidth="md"
    >
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label="KPI"
          required
          value={kpiId}
          disabled={editing}
          onChange={(event) => {
            setKpiId(event.target.value);
            setTargets({});
            setTargetErrors({});
            clear('kpiId');
          }}
          error={Boolean(errors.kpiId)}
          helperText={errors.kpiId || (kpis.length === 0 ? 'The Library has no KPIs yet: create them there first.' : ' ')}
        >
          {kpis.map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Objective"
          required
          value={objectiveAssignmentId}
          disabled={editing}
          onChange={(event) => {
            setObjectiveAssignmentId(event.target.value);
            const owner = objectiveAssignmentsById.get(event.target.value)?.ownerId;
            if (!ownerId && owner) setOwnerId(owner);
            clear('objectiveAssignmentId');
          }}
          error={Boolean(errors.objectiveAssignmentId)}
          helperText={errors.objectiveAssignmentId || (objectiveAssignments.length === 0 ? 'Assign an objective to this function first.' : ' ')}
        >
          {objectiveAssignments.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {objectiveLabel(a)}
            </MenuItem>
          ))}
        </TextField>
        <OwnerSelect value={ownerId} employees={employees} onChange={setOwnerId} />
        <WeightField
          value={weight}
          error={errors.weight}
          hint="From 1 to 100; an objective's KPIs total 100."
          onChange={(text) => {
            setWeight(text);
            clear('weight');
          }}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Targets
        </Typography>
        {kpi ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {FREQUENCY_DISPLAY_NAMES[kpi.frequency]} · {kpi.isCumulative ? KPI_TYPE_DISPLAY_NAMES.cumulative : KPI_TYPE_DISPLAY_NAMES.periodBased}
              {kpi.unit ? ` · ${kpi.unit}` : ''}
              {kpi.isCumulative ? ' — each period holds the year-to-date figure, so targets are not added up.' : ''}
            </Typography>
            <PeriodValuesFields
              frequency={kpi.frequency}
              values={targets}
              onChange={(period, text) => setTargets((current) => ({ ...current, [period]: text }))}
              label={(period) => `${period} target`}
              runningTotal={!kpi.isCumulative}
              errors={targetErrors}
              disabled={pending}
              locked={locked}
            />
            {editing && shown?.mode === 'edit' && (
              <>
                <TextField
                  label="Reason for the change"
                  value={reason}
                  onChange={(event) => {
                    setReason(event.target.value);
                    clear('reason');
                  }}
                  fullWidth
                  size="small"
                  sx={{ mt: 2 }}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  error={Boolean(errors.reason)}
                  helperText={errors.reason || 'Kept in the history; required to change a target of a period that has started.'}
                />
                <Box sx={{ mt: 1 }}>
                  <ValueHistory kpiAssignmentId={shown.assignment.id} field="target" frequency={kpi.frequency} unit={kpi.unit} />
                </Box>
              </>
            )}
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Choose a KPI to enter one target per period of its frequency.
          </Typography>
        )}
      </Box>
    </FormDialog>
  );
}
