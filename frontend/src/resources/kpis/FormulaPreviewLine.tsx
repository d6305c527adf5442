import { useEffect, useState, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { periodLabel } from '@scorecard/scoring';
import type { Frequency } from '@scorecard/contracts';
import { formatValue } from '../../components/scorecard/format';
import { previewFormula } from './formulaPreviewApi';

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The 422's message (the same as a save's), else a plain sentence. */
function problemOf(error: unknown): string {
  const { status, body } = (error ?? {}) as { status?: number; body?: { message?: unknown } };
  if (status === 422 && typeof body?.message === 'string') return body.message;
  return 'The preview could not be worked out. Try again in a moment';
}

export const NO_PREVIEW_DATA = "No preview yet: no period has results for all of this formula's KPIs on one function";

/**
 * The formula editor's live preview: once typing pauses, the server evaluates the stored formula
 * (libs/scoring, as a calculated assignment would) over the organization's results and answers
 * the latest period with a value and its function. Shown only for a formula that reads well here.
 */
export function FormulaPreviewLine({ formula, frequency, kpiId, unit }: { formula: string; frequency?: Frequency; kpiId?: string | null; unit?: string | null }) {
  const asked = JSON.stringify([formula, frequency ?? null, kpiId ?? null]);
  const debounced = useDebounced(asked, PREVIEW_DEBOUNCE_MS);
  const settled = debounced === asked;
  const [requestFormula, requestFrequency, requestKpiId] = JSON.parse(debounced) as [string, Frequency | null, string | null];
  const request = { formula: requestFormula, frequency: requestFrequency, kpiId: requestKpiId };
  const query = useQuery({
    queryKey: ['formula-preview', request.kpiId, request.frequency, request.formula],
    queryFn: () => previewFormula({ formula: request.formula, ...(request.frequency ? { frequency: request.frequency } : {}), ...(request.kpiId ? { kpiId: request.kpiId } : {}) }),
    enabled: settled && request.formula !== '',
    retry: false,
    staleTime: 0,
    gcTime: 60_000,
  });

  let content: ReactNode;
  let tone: 'text.secondary' | 'error' = 'text.secondary';
  if (!settled || query.isPending) {
    content = (
      <>
        <CircularProgress size={12} sx={{ mr: 1, verticalAlign: 'middle' }} aria-hidden />
        Working out the preview…
      </>
    );
  } else if (query.isError) {
    content = problemOf(query.error);
    tone = 'error';
  } else if (!query.data || query.data.value === null || query.data.period === null) {
    content = NO_PREVIEW_DATA;
  } else {
    const { value, period, year, functionName } = query.data;
    content = (
      <>
        Preview: <strong>{formatValue(value, unit)}</strong> for {periodLabel(period, Number(year))}
        {functionName ? ` on ${functionName}` : ''} (the latest period with a value)
      </>
    );
  }
  return (
    <Typography variant="caption" component="p" role="status" aria-live="polite" color={tone} data-testid="formula-preview" sx={{ mt: 0.75, mx: 1.75 }}>
      {content}
    </Typography>
  );
}
