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

/**
 * 'As of' (DESIGN decision 22): the URL holds a calendar date (?asOf=2026-03-31); the API reads the
 * values as they stood at the end of that day on the organization's calendar. Null when absent; an
 * unreadable date is reported and ignored.
 */
export function parseAsOfDate(params: URLSearchParams): { date: string | null; error: string | null } {
  const text = params.get('asOf');
  if (text === null || text === '') return { date: null, error: null };
  if (!isCalendarDate(text)) return { date: null, error: `Unknown date '${text}' for As of: choose a date such as 2026-03-31.` };
  return { date: text, error: null };
}

export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Wall-clock milliseconds (as if UTC) an instant shows in `timeZone`. */
function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) + (instant % 1000 + 1000) % 1000;
}

/** The last instant (ISO, millisecond) of a calendar date in `timeZone`: '2026-03-31' in UTC → '2026-03-31T23:59:59.999Z'. */
export function endOfDay(date: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const nextMidnightWall = Date.UTC(y, m - 1, d + 1);
  // The offset at that moment, read twice so a change of offset (summer time) that night is honoured.
  let instant = nextMidnightWall;
  for (let i = 0; i < 2; i++) instant = nextMidnightWall - (wallClock(instant, timeZone) - instant);
  return new Date(instant - 1).toISOString();
}

/** The API parameter of a date picked: {asOf: instant} or nothing. */
export function asOfParams(date: string | null, timeZone: string): Record<string, string> {
  return date ? { asOf: endOfDay(date, timeZone) } : {};
}

/** 'as of 31 Mar 2026' for captions. */
export function asOfCaption(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `as of ${new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}`;
}
