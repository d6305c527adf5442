import { TintedPill } from './TintedPill';

/** DESIGN decision 25: a KPI whose values come from its formula, wherever KPIs are listed. */
export function CalculatedBadge({ show }: { show: boolean | null | undefined }) {
  if (!show) return null;
  return <TintedPill tone="indigo" label="Calculated" data-testid="calculated-badge" style={{ marginLeft: 8, verticalAlign: 'middle' }} />;
}
