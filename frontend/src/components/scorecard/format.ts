/** Display of scorecard numbers: scores as whole or two-decimal percents, values with their unit. */

export const NO_VALUE = '—';

export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return NO_VALUE;
  return `${Number.isInteger(score) ? score : score.toFixed(1)}%`;
}

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1,250 $ is written $1,250; % and the other units follow the number. */
export function formatValue(value: number | null | undefined, unit?: string | null): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const text = number.format(value);
  if (!unit) return text;
  if (unit === '$') return `$${text}`;
  if (unit === '%') return `${text}%`;
  return `${text} ${unit}`;
}
