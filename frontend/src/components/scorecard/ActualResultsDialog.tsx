import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, useUpdate } from 'react-admin';
import { FREQUENCY_DISPLAY_NAMES, SCORECARD_MESSAGES, type Kpi, type KpiAssignment, type PeriodKey } from '@scorecard/contracts';
import { periodLabel, periodsOf, valueAt } from '@scorecard/scoring';
import { FormDialog } from '../FormDialog';
import { lockedPeriodsOf, submissionLabel } from '../../lib/periods/periodClose';
import type { Submissions } from '../../lib/shared';
import { useReportingPeriods } from '../../lib/periods/useReportingPeriods';
import { errorText, notifyFailure, notifySuccess } from './feedback';
import { PeriodValuesFields, periodTexts, readPeriodTexts, type PeriodTexts } from './PeriodValuesFields';
import { ValueHistory } from './ValueHistory';

/** Texts of the dialog (scorecard.md sections 2.6 and 8). */
export const ACTUAL_RESULTS_MESSAGES = {
  title: (kpiName: string) => `Update Actual Results - ${kpiName}`,
  hint: 'Enter the actual result for each period. Fill only the periods you have data for.',
  noTargets: 'No targets set',
  noDescription: 'No description',
  notAvailable: 'N/A',
  saved: 'Actual results updated successfully',
  failed: (message: string) => `Failed to update actual results: ${message}`,
  calculated: 'Calculated KPI: these results are computed from its formula over other KPIs and follow them. They cannot be entered here.',
} as const;

/** Query keys that show KPI results: refetched after a save so every screen shows the new score. */
export const RESULT_QUERIES = [['kpi-assignments'], ['scorecards'], ['dashboard'], ['activities'], ['period-close'], ['kpi-overview']] as const;

export interface ActualResultsDialogProps {
  open: boolean;
  /** the KPI assignment, or its id (then it is read from the server) */
  assignment: KpiAssignment | string | null;
  /** the library KPI, when the caller already has it (else it is read by the assignment's kpiId) */
  kpi?: Kpi | null;
  onClose: () => void;
  /** called with the saved assignment, whose score the server has just computed */
  onSaved?: (assignment: KpiAssignment) => void;
}

/**
 * 'Update Actual Results - {kpi name}': the KPI's unit, frequency, owner and description, its
 * current targets, and one number input per period of its frequency (step 0.01, empty allowed).
 * Saves with PUT /api/kpi-assignments/:id {actualResults}; the server computes the score.
 */
export function ActualResultsDialog({ open, assignment, kpi: givenKpi, onClose, onSaved }: ActualResultsDialogProps) {
  const assignmentId = typeof assignment === 'string' ? assignment : assignment?.id;
  const fetchedAssignment = useGetOne<KpiAssignment>(
    'kpi-assignments',
    { id: assignmentId ?? '' },
    { enabled: open && typeof assignment === 'string' },
  );
  const record = typeof assignment === 'object' && assignment !== null ? assignment : fetchedAssignment.data;
  const fetchedKpi = useGetOne<Kpi>('kpis', { id: record?.kpiId ?? '' }, { enabled: open && !givenKpi && Boolean(record?.kpiId) });
  const kpi = givenKpi ?? fetchedKpi.data;

  const [texts, setTexts] = useState<PeriodTexts>({});
  const [errors, setErrors] = useState<PeriodTexts>({});
  const [update, { isPending }] = useUpdate<KpiAssignment>();
  const queryClient = useQueryClient();

  // Each opening starts from the stored results; a refetch of the same record while typing keeps the text.
  const latest = useRef({ record, kpi });
  latest.current = { record, kpi };
  useEffect(() => {
    const { record: current, kpi: currentKpi } = latest.current;
    if (open && current && currentKpi) {
      setTexts(periodTexts(currentKpi.frequency, current.actualResults));
      setErrors({});
    }
  }, [open, record?.id, kpi?.id]);

  const reportingPeriods = useReportingPeriods(record?.period, open);
  const locked = useMemo(
    () => (kpi && record ? lockedPeriodsOf(reportingPeriods.data, record.period, periodsOf(kpi.frequency)) : {}),
    [kpi, record, reportingPeriods.data],
  );
  const notes = useMemo(() => submissionNotes(record?.submissions), [record]);

  const targets = useMemo(
    () => (kpi && record ? periodsOf(kpi.frequency).map((period) => ({ period, value: valueAt(record.targets, period) })).filter((t) => t.value !== null) : []),
    [kpi, record],
  );

  const submit = () => {
    if (!record || !kpi) return;
    const read = readPeriodTexts(kpi.frequency, texts, SCORECARD_MESSAGES.invalidNumber);
    setErrors(read.errors);
    if (!read.valid) return;
    update(
      'kpi-assignments',
      { id: record.id, data: { actualResults: read.values }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: async (saved) => {
          notifySuccess(ACTUAL_RESULTS_MESSAGES.saved);
          onSaved?.(saved);
          onClose();
          await Promise.all(RESULT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        },
        onError: (error) => notifyFailure(ACTUAL_RESULTS_MESSAGES.failed(errorText(error))),
      },
    );
  };

  const ready = Boolean(record && kpi);
  // DESIGN decision 25: a calculated KPI's results are read-only (the server refuses them with 422).
  const calculated = Boolean(kpi?.formula);
  return (
    <FormDialog
      open={open}
      title={ACTUAL_RESULTS_MESSAGES.title(kpi?.name ?? '…')}
      subtitle={ACTUAL_RESULTS_MESSAGES.hint}
      submitLabel="Save Results"
      onClose={onClose}
      onSubmit={submit}
      pending={isPending}
      submitDisabled={!ready || calculated}
    >
      {!ready || !record || !kpi ? (
        <Box aria-busy>
          <Skeleton height={28} width="60%" />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : (
        <>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
            <Detail term="Unit" value={kpi.unit || ACTUAL_RESULTS_MESSAGES.notAvailable} />
            <Detail term="Frequency" value={FREQUENCY_DISPLAY_NAMES[kpi.frequency]} />
            <Detail term="Owner" value={record.ownerName || 'Unknown'} />
            {/* One div per dt/dd pair directly in the dl (a wrapper around it would break the list for screen readers). */}
            <Detail term="Description" value={kpi.description?.trim() || ACTUAL_RESULTS_MESSAGES.noDescription} wide />
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Current targets
            </Typography>
            {targets.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {ACTUAL_RESULTS_MESSAGES.noTargets}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label="Current targets">
                {targets.map((t) => (
                  <Chip key={t.period} size="small" variant="outlined" label={`${periodLabel(t.period)}: ${t.value}`} />
                ))}
              </Box>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
              Actual results{kpi.unit ? ` (${kpi.unit})` : ''}
            </Typography>
            {calculated && (
              <Alert severity="info" sx={{ mb: 1.5 }} data-testid="calculated-note">
                {ACTUAL_RESULTS_MESSAGES.calculated}
              </Alert>
            )}
            <PeriodValuesFields
              frequency={kpi.frequency}
              values={texts}
              onChange={(period, text) => setTexts((current) => ({ ...current, [period]: text }))}
              label={(period) => `${period} actual`}
              errors={errors}
              disabled={isPending || calculated}
              locked={locked}
              notes={notes}
            />
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              History
            </Typography>
            <ValueHistory kpiAssignmentId={record.id} field="actual" frequency={kpi.frequency} unit={kpi.unit} />
          </Box>
        </>
      )}
    </FormDialog>
  );
}

/** 'Awaiting approval' and 'Returned: <the reviewer's comment>' under the periods they concern. */
export function submissionNotes(submissions: Submissions | null | undefined): Partial<Record<PeriodKey, string>> {
  const notes: Partial<Record<PeriodKey, string>> = {};
  for (const [period, submission] of Object.entries(submissions ?? {}) as [PeriodKey, Submissions[PeriodKey]][]) {
    const label = submissionLabel(submission?.state);
    if (label) notes[period] = submission?.state === 'returned' && submission.comment ? `${label}: ${submission.comment}` : label;
  }
  return notes;
}

function Detail({ term, value, wide = false }: { term: string; value: string; wide?: boolean }) {
  return (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
