import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { TintedPill } from '../TintedPill';
import { initiativeStatusTone } from '../pillTones';

/** An initiative's status as a tinted pill (its words say it; the colour only repeats it). */
export function InitiativeStatusPill({ status }: { status: string }) {
  return <TintedPill tone={initiativeStatusTone(status)} label={status} dot data-status={status} />;
}

/** Percent complete as a bar with its number beside it (the bar is named for screen readers). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 96 }}>
      <LinearProgress variant="determinate" value={clamped} aria-label={label} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="caption" component="span" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 34, textAlign: 'right' }}>
        {clamped}%
      </Typography>
    </Box>
  );
}

/** The overdue-milestone flag of the list and the cards. */
export function OverdueFlag() {
  return <TintedPill tone="red" label="Overdue milestone" />;
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12500.5' → '12,500.50' (the server's text is exact; this only draws it). */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  return Number.isFinite(n) ? MONEY.format(n) : String(value);
}

/** '2026-06-30' → 'Jun 30, 2026' (read as a calendar date, never shifted by the time zone). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}
