import { BadRequestException } from '@nestjs/common';
import { DEFAULT_KPI_FREQUENCY, HISTORY_MESSAGES, parseAsOf, VIEW_TYPES, type Frequency, type PeriodKey, type ViewType } from '@scorecard/contracts';
import { calendarMonth, currentPeriod, effectiveView, normalizeFrequency, normalizePeriodKey, periodsOf } from '@scorecard/scoring';
import { SCORECARD_QUERY_MESSAGES, YEAR_PATTERN } from './dto/scorecard-query.dto';

/** The view a scorecard is read in: year, frequency, period and view, and the instant it is read at. */
export interface ScorecardView {
  year: number;
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
  now: Date;
  /** read the values as they stood at this instant (DESIGN decision 22); null: as they are */
  asOf: Date | null;
}

export interface ScorecardViewParams {
  year?: unknown;
  frequency?: unknown;
  period?: unknown;
  view?: unknown;
  /** an ISO instant (DESIGN decision 22) */
  asOf?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? undefined : String(value));

/**
 * Reads the view parameters of a scorecard or an overview, as sent (query string or a list filter).
 * Defaults: the current year, quarterly, the current period of the frequency in the organization's
 * time zone, period view (DESIGN decision 3); the annual frequency forces ytd. Bad values answer 400
 * with the scorecard's messages; a bad `asOf` too.
 */
export function resolveScorecardView(params: ScorecardViewParams, timeZone: string, clock: Date): ScorecardView {
  // As of an instant, the scorecard is read as it would have been read then: its defaults and due periods too.
  const asOfText = text(params.asOf);
  const asOf = asOfText === undefined || asOfText === '' ? null : parseAsOf(asOfText);
  if (asOfText !== undefined && asOfText !== '' && asOf === null) throw new BadRequestException(HISTORY_MESSAGES.asOf);
  const now = asOf !== null && asOf < clock ? asOf : clock;
  const yearText = text(params.year);
  if (yearText !== undefined && !YEAR_PATTERN.test(yearText)) throw new BadRequestException(SCORECARD_QUERY_MESSAGES.year);
  const year = yearText !== undefined ? Number(yearText) : calendarMonth(now, timeZone).year;
  const frequencyText = text(params.frequency);
  const frequency = frequencyText === undefined ? DEFAULT_KPI_FREQUENCY : normalizeFrequency(frequencyText);
  if (frequency === null) throw new BadRequestException(SCORECARD_QUERY_MESSAGES.frequency);
  const viewText = text(params.view)?.toLowerCase() ?? 'period';
  if (!(VIEW_TYPES as readonly string[]).includes(viewText)) throw new BadRequestException(SCORECARD_QUERY_MESSAGES.view);
  let period = currentPeriod(frequency, now, timeZone);
  const periodText = text(params.period);
  if (periodText !== undefined) {
    const key = normalizePeriodKey(frequency, periodText);
    if (key === null) throw new BadRequestException(SCORECARD_QUERY_MESSAGES.period(periodText.slice(0, 20), frequency, periodsOf(frequency)));
    period = key;
  }
  return { year, frequency, period, view: effectiveView(frequency, viewText as ViewType), now, asOf };
}
