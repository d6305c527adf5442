import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { RESULT_STEP, type Frequency, type PeriodKey } from '@scorecard/contracts';
import { parsePeriodValues, periodLabel, periodsOf, runningTotals, targetsTotal } from '@scorecard/scoring';

/** Form text per period key: '' is an empty period. */
export type PeriodTexts = Partial<Record<PeriodKey, string>>;

export interface PeriodValuesFieldsProps {
  frequency: Frequency;
  values: PeriodTexts;
  onChange: (period: PeriodKey, text: string) => void;
  /** accessible label of a period's input, e.g. (Q1) → 'Q1 target' */
  label: (period: string) => string;
  /** running total under each input and the year total (targets of period-based KPIs) */
  runningTotal?: boolean;
  errors?: Partial<Record<PeriodKey, string>>;
  disabled?: boolean;
  /** periods in a locked reporting period, with the note to show ('Q1 2026 is locked: …'): read-only */
  locked?: Partial<Record<PeriodKey, string>>;
  /** a word under a period's input, e.g. its submission state ('Awaiting approval') */
  notes?: Partial<Record<PeriodKey, string>>;
}

/** One number input per period of a frequency (step 0.01, empty allowed), with an optional running total. */
export function PeriodValuesFields({ frequency, values, onChange, label, runningTotal = false, errors = {}, disabled, locked = {}, notes = {} }: PeriodValuesFieldsProps) {
  const totals = runningTotal ? runningTotals(frequency, parsePeriodValues(values)) : [];
  const yearTotal = runningTotal ? targetsTotal(frequency, parsePeriodValues(values), false) : null;
  const columns = frequency === 'monthly' ? { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } : frequency === 'quarterly' ? { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } : '1fr';
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1.5 }}>
        {periodsOf(frequency).map((period, index) => {
          const lockedNote = locked[period];
          const helper = errors[period] ?? lockedNote ?? [notes[period], runningTotal ? `Running total: ${totals[index]!.total}` : undefined].filter(Boolean).join(' · ');
          return (
            <TextField
              key={period}
              label={label(periodLabel(period))}
              type="number"
              size="small"
              value={values[period] ?? ''}
              onChange={(event) => {
                if (!lockedNote) onChange(period, event.target.value);
              }}
              disabled={disabled}
              error={Boolean(errors[period])}
              helperText={helper || undefined}
              data-locked={lockedNote ? 'true' : undefined}
              slotProps={{
                htmlInput: { step: RESULT_STEP, inputMode: 'decimal', readOnly: Boolean(lockedNote) },
                input: lockedNote
                  ? {
                      startAdornment: (
                        <InputAdornment position="start">
                          <Tooltip title={lockedNote} describeChild>
                            <LockOutlined fontSize="small" titleAccess="Locked" />
                          </Tooltip>
                        </InputAdornment>
                      ),
                    }
                  : undefined,
              }}
            />
          );
        })}
      </Box>
      {runningTotal && (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="targets-total">
          Total for the year: <strong>{yearTotal ?? 0}</strong>
        </Typography>
      )}
    </Box>
  );
}

/** Form texts from a stored map: numbers as text, missing or null as ''. */
export function periodTexts(frequency: Frequency, stored: unknown): PeriodTexts {
  const values = parsePeriodValues(stored);
  const texts: PeriodTexts = {};
  for (const period of periodsOf(frequency)) {
    const value = values[period];
    texts[period] = typeof value === 'number' ? String(value) : '';
  }
  return texts;
}

/**
 * The map to send: every period of the frequency, empty as null. Answers the periods whose text is
 * not a number ('Please enter a valid number') instead, so nothing is sent.
 */
export function readPeriodTexts(frequency: Frequency, texts: PeriodTexts, invalidMessage: string) {
  const values: Partial<Record<PeriodKey, number | null>> = {};
  const errors: Partial<Record<PeriodKey, string>> = {};
  for (const period of periodsOf(frequency)) {
    const text = (texts[period] ?? '').trim();
    if (text === '') values[period] = null;
    else if (Number.isFinite(Number(text))) values[period] = Number(text);
    else errors[period] = invalidMessage;
  }
  return { values, errors, valid: Object.keys(errors).length === 0 };
}
