import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { DEFAULT_ORGANIZATION_SETTINGS, type Frequency } from '../../lib/shared';
import { asOfParams, parseAsOfDate, parseView, viewParams, withFrequency, type ViewState } from './viewState';

/**
 * The screen's view (and any other parameters it keeps, e.g. a function id) in the URL. Every
 * change is a new history entry, so the back button returns to the previous view.
 */
export function useViewParams(fallbackFrequency: Frequency = 'quarterly') {
  const [params, setParams] = useSearchParams();
  const timeZone = useOrganizationSettings().data?.timeZone ?? DEFAULT_ORGANIZATION_SETTINGS.timeZone;
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the value
  const parsed = useMemo(() => parseView(params, fallbackFrequency, new Date(), timeZone), [key, fallbackFrequency, timeZone]);

  /** Writes the view in full plus `extra` (an empty value removes a parameter). */
  const update = useCallback(
    (state: ViewState, extra: Record<string, string | null> = {}) => {
      const next = new URLSearchParams(params);
      for (const [name, value] of Object.entries({ ...viewParams(state), ...extra })) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      setParams(next);
    },
    [params, setParams],
  );

  const setView = useCallback((change: Partial<ViewState>) => update({ ...parsed.state, ...change }), [parsed.state, update]);
  const setFrequency = useCallback((frequency: Frequency) => update(withFrequency(parsed.state, frequency, new Date(), timeZone)), [parsed.state, timeZone, update]);
  const setParam = useCallback((extra: Record<string, string | null>) => update(parsed.state, extra), [parsed.state, update]);

  // 'As of' (DESIGN decision 22): a date in the URL (?asOf=2026-03-31), the end of that day on the organization's calendar for the API.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the value
  const asOf = useMemo(() => parseAsOfDate(params), [key]);
  const asOfQuery = useMemo(() => asOfParams(asOf.date, timeZone), [asOf.date, timeZone]);
  const setAsOf = useCallback((date: string | null) => update(parsed.state, { asOf: date }), [parsed.state, update]);
  const error = [parsed.error, asOf.error].filter(Boolean).join(' ') || null;

  return { view: parsed.state, error, params, setView, setFrequency, setParam, asOf: asOf.date, asOfQuery, setAsOf };
}
