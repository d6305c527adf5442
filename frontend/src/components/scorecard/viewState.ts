import { calendarMonth, currentPeriod, effectiveView, normalizeFrequency, normalizePeriodKey, periodLabel, periodsOf } from '@scorecard/scoring';
import { FREQUENCY_DISPLAY_NAMES, type Frequency, type PeriodKey, type ViewType } from '../../lib/shared';

/**
 * The view of a scorecard screen as the URL holds it (?year=2026&frequency=quarterly&period=q2&view=period),
 * so a view is shareable and the back button walks through the choices. Pure: the clock and the
 * organization's time zone are arguments.
 */
export interface ViewState {
  year: number;
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
}

export interface ParsedView {
  state: ViewState;
  /** a readable message when the URL held something unknown (the state then uses the default) */
  error: string | null;
}

export const VIEW_TYPE_LABELS: Record<ViewType, string> = { period: 'Period', ytd: 'Year to Date' };

/** The screen's default: the current period of the frequency, in the organization's time zone (DESIGN decision 3). */
export function defaultView(frequency: Frequency, now: Date, timeZone: string): ViewState {
  return { year: calendarMonth(now, timeZone).year, frequency, period: currentPeriod(frequency, now, timeZone), view: effectiveView(frequency, 'period') };
}

/** Reads the URL's view, falling back to the default for anything missing or unknown. */
export function parseView(params: URLSearchParams, fallbackFrequency: Frequency, now: Date, timeZone: string): ParsedView {
  const errors: string[] = [];
  const frequencyText = params.get('frequency');
  let frequency = fallbackFrequency;
  if (frequencyText !== null) {
    const read = normalizeFrequency(frequencyText);
    if (read) frequency = read;
    else errors.push(`Unknown frequency '${frequencyText}': choose Monthly, Quarterly or Annual.`);
  }
  const state = defaultView(frequency, now, timeZone);
  const yearText = params.get('year');
  if (yearText !== null) {
    if (/^(19|20|21)\d{2}$/.test(yearText)) state.year = Number(yearText);
    else errors.push(`Unknown year '${yearText}'.`);
  }
  const periodText = params.get('period');
  if (periodText !== null) {
    const key = normalizePeriodKey(frequency, periodText);
    if (key) state.period = key;
    else errors.push(`Unknown ${FREQUENCY_DISPLAY_NAMES[frequency].toLowerCase()} period '${periodText}': choose ${periodsOf(frequency).map((p) => periodLabel(p)).join(', ')}.`);
  }
  const viewText = params.get('view');
  if (viewText !== null) {
    if (viewText === 'period' || viewText === 'ytd') state.view = effectiveView(frequency, viewText);
    else errors.push(`Unknown view '${viewText}': choose Period or Year to Date.`);
  }
  return { state, error: errors.length ? errors.join(' ') : null };
}

/** A new frequency resets the period to the current one of that frequency; annual forces year to date. */
export function withFrequency(state: ViewState, frequency: Frequency, now: Date, timeZone: string): ViewState {
  return { ...state, frequency, period: currentPeriod(frequency, now, timeZone), view: effectiveView(frequency, state.view) };
}

/** The URL parameters of a view, written in full so that a shared link shows the same numbers. */
export function viewParams(state: ViewState): Record<string, string> {
  return { year: String(state.year), frequency: state.frequency, period: state.period, view: state.view };
}

/** e.g. 'Q2 2026 · Period' or 'March 2026 · Year to Date'. */
export function viewCaption(state: ViewState): string {
  return `${periodLabel(state.period, state.year)} · ${VIEW_TYPE_LABELS[state.view]}`;
}
