import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { BriefingBookPrint, BriefingBookPrintFunction, BriefingBookSection, ScorecardAnswer } from '@scorecard/contracts';
import { apiRequest } from '../../lib/api';
import { formatScore, formatValue } from '../../components/scorecard/format';
import { useStatusHex } from '../../components/scorecard/statusColors';
import { TrendChart } from '../../components/scorecard/TrendChart';
import { trendSummary } from '../../components/scorecard/trendSeries';
import { themeOptionsFor } from '../../theme/themes';
import { StrategyMapView } from '../strategy-map/StrategyMapView';

const SECTION_TITLES: Record<BriefingBookSection, string> = {
  scorecard: 'Scorecard',
  'strategy-map': 'Strategy map',
  'kpi-trends': 'KPI trends',
  commentary: 'Commentary',
};

/**
 * The print stylesheet: A4 pages (Chromium's margins hold the running header with the organization
 * and period and the footer with the page numbers), no navigation, each section of each function
 * starting a page, tables and charts not split across pages where they fit.
 */
const PRINT_STYLES = {
  '@page': { size: 'A4' },
  html: { background: '#fff' },
  body: { background: '#fff', WebkitPrintColorAdjust: 'exact', printColorAdjust: 'exact' },
  '.print-section': { breakBefore: 'page' },
  '.print-avoid-break': { breakInside: 'avoid' },
  'tr, .print-chart': { breakInside: 'avoid' },
  'thead': { display: 'table-header-group' },
  // A hair inside the printable width, so the right-hand cards' borders are not cut at the margin.
  '@media print': { '.print-book': { padding: '0 2px' } },
  '@media screen': { '.print-book': { maxWidth: 820, margin: '0 auto', padding: 24 } },
} as const;

/** `/print/briefing-book/:id`: the book as the render job prints it (and a signed-in member can preview it). */
export function BriefingBookPrintPage({ id }: { id: string }) {
  const theme = useMemo(() => createTheme(themeOptionsFor('light')), []);
  const [book, setBook] = useState<BriefingBookPrint | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    apiRequest<BriefingBookPrint>('GET', `/api/briefing-books/${encodeURIComponent(id)}/print`)
      .then(setBook)
      .catch((e: Error) => setError(e.message || 'The book could not be loaded'));
  }, [id]);
  useEffect(() => {
    if (book) document.title = `${book.title} — ${book.organizationName}`;
  }, [book]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={PRINT_STYLES} />
      <Box component="main" className="print-book" data-print-ready={book ? 'true' : undefined} sx={{ color: 'text.primary', fontSize: 13 }}>
        {error && (
          <Typography role="alert" color="error" data-print-error="">
            {error}
          </Typography>
        )}
        {!book && !error && <Typography role="status">Loading the briefing book…</Typography>}
        {book && <Book book={book} />}
      </Box>
    </ThemeProvider>
  );
}

function Book({ book }: { book: BriefingBookPrint }) {
  return (
    <>
      <Box component="header" sx={{ pt: '45mm', minHeight: '200mm' }}>
        <Typography component="p" variant="overline" sx={{ color: 'text.secondary', letterSpacing: 2 }}>
          Briefing book
        </Typography>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 3 }}>
          {book.title}
        </Typography>
        <Typography variant="h6" component="p">
          {book.organizationName}
        </Typography>
        <Typography variant="body1" component="p" sx={{ mb: 4 }}>
          {book.periodName} · {book.view === 'ytd' ? 'Year to date' : 'Period'}
        </Typography>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {book.functions.map((fn) => (
            <li key={fn.id}>
              {fn.name}: {book.sections.map((s) => SECTION_TITLES[s]).join(', ')}
            </li>
          ))}
        </Box>
        <Typography variant="body2" component="p" sx={{ mt: 4, color: 'text.secondary' }}>
          Generated {new Date(book.generatedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC
        </Typography>
      </Box>
      {book.functions.map((fn) => book.sections.map((section) => <Section key={`${fn.id}-${section}`} fn={fn} section={section} />))}
    </>
  );
}

function Section({ fn, section }: { fn: BriefingBookPrintFunction; section: BriefingBookSection }) {
  return (
    <Box component="section" className="print-section">
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', borderBottom: 2, borderColor: 'primary.main', pb: 0.5, mb: 2 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {fn.name}
        </Typography>
        <Typography component="p" variant="subtitle1" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {SECTION_TITLES[section]}
        </Typography>
      </Box>
      {section === 'scorecard' && (fn.scorecard ? <ScorecardTable card={fn.scorecard} /> : null)}
      {section === 'strategy-map' && fn.strategyMap && (
        <Box sx={{ '& svg': { maxWidth: '100%', height: 'auto', mx: 'auto' } }} className="print-avoid-break">
          {fn.strategyMap.perspectives.some((p) => p.objectives.length > 0) ? <StrategyMapView answer={fn.strategyMap} readOnly /> : <Empty>No objectives are assigned to this function for the year.</Empty>}
        </Box>
      )}
      {section === 'kpi-trends' && <Trends fn={fn} />}
      {section === 'commentary' &&
        (fn.commentary ? (
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', borderLeft: 3, borderColor: 'primary.main', pl: 2, fontSize: 14, lineHeight: 1.6 }}>
            {fn.commentary}
          </Typography>
        ) : (
          <Empty>No commentary for this period.</Empty>
        ))}
    </Box>
  );
}

const Empty = ({ children }: { children: string }) => (
  <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{children}</Typography>
);

const cell = { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The Corporate BSC scorecard as a table: perspectives, their objectives and KPIs, with status colours and scores. */
function ScorecardTable({ card }: { card: ScorecardAnswer }) {
  const statusHex = useStatusHex();
  const empty = card.perspectives.every((p) => p.objectives.length === 0);
  if (empty) return <Empty>No objectives are assigned to this function for the year.</Empty>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Overall score: <strong>{formatScore(card.score)}</strong>
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 12 }}>
        <thead>
          <tr>
            {['KPI', 'Weight', 'Target', 'Actual', 'Status', 'Score'].map((h) => (
              <Box component="th" key={h} sx={{ ...(h === 'KPI' || h === 'Status' ? cell : num), bgcolor: 'grey.100', fontWeight: 700 }}>
                {h}
              </Box>
            ))}
          </tr>
        </thead>
        {card.perspectives.map((p) => (
          <tbody key={p.key}>
            <tr>
              <Box component="th" colSpan={5} sx={{ ...cell, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {p.name}
              </Box>
              <Box component="th" sx={{ ...num, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {formatScore(p.score)}
              </Box>
            </tr>
            {p.objectives.length === 0 && (
              <tr>
                <Box component="td" colSpan={6} sx={{ ...cell, color: 'text.secondary', fontStyle: 'italic' }}>
                  No objectives in this perspective.
                </Box>
              </tr>
            )}
            {p.objectives.map((o) => [
              <tr key={o.objectiveAssignmentId}>
                <Box component="td" colSpan={5} sx={{ ...cell, bgcolor: 'grey.50', fontWeight: 700 }}>
                  {o.name} <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>(weight {o.weight}%)</Box>
                </Box>
                <Box component="td" sx={{ ...num, bgcolor: 'grey.50', fontWeight: 700 }}>
                  {formatScore(o.score)}
                </Box>
              </tr>,
              ...o.kpis.map((k) => (
                <tr key={k.kpiAssignmentId}>
                  <Box component="td" sx={{ ...cell, pl: 2.5 }}>
                    {k.name}
                  </Box>
                  <Box component="td" sx={num}>
                    {k.weight}%
                  </Box>
                  <Box component="td" sx={num}>
                    {formatValue(k.target, k.unit)}
                  </Box>
                  <Box component="td" sx={num}>
                    {formatValue(k.actual, k.unit)}
                  </Box>
                  <Box component="td" sx={{ ...cell, whiteSpace: 'nowrap' }}>
                    <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: statusHex(k.status), mr: 0.75, verticalAlign: 'middle' }} />
                    {k.status}
                  </Box>
                  <Box component="td" sx={num}>
                    {formatScore(k.score)}
                  </Box>
                </tr>
              )),
            ])}
          </tbody>
        ))}
      </Box>
    </>
  );
}

/** One chart per KPI of the scorecard: actual (bars in the period's status colour) against target (line). */
function Trends({ fn }: { fn: BriefingBookPrintFunction }) {
  const trends = fn.trends ?? [];
  if (trends.length === 0) return <Empty>No KPIs to chart.</Empty>;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Actual (bars, coloured by status) against target (line) per period up to the book’s period.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        {trends.map((t) => (
          <Box key={t.kpiAssignmentId} className="print-chart" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t.name}
              {t.unit ? ` (${t.unit})` : ''}
            </Typography>
            <TrendChart points={t.points} summary={trendSummary(t.name, t.points)} height={190} print />
          </Box>
        ))}
      </Box>
    </>
  );
}
