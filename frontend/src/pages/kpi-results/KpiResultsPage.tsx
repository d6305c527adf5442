import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { useGetOne } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { CACHE_TIMES, type OrganizationFunction, type ScorecardKpi } from '../../lib/shared';
import { EmptyState } from '../../components/EmptyState';
import { FunctionPicker, useCeoFunction } from '../../components/pickers/FunctionPicker';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/spreadsheets/ExportButton';
import { ActualResultsDialog } from '../../components/scorecard/ActualResultsDialog';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';
import { ScoreValue } from '../../components/scorecard/ScoreValue';
import { CoverageNote } from '../../components/scorecard/CoverageNote';
import { ExplainButton } from '../../components/scorecard/explain/ExplainButton';
import { ExplainScope } from '../../components/scorecard/explain/ExplainScope';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';
import { TrendDialog, type TrendLine } from '../../components/scorecard/TrendDialog';
import { useScorecard } from '../../components/scorecard/useScorecard';
import { useViewParams } from '../../components/scorecard/useViewParams';
import { asOfCaption, viewCaption, viewParams } from '../../components/scorecard/viewState';
import { ViewSelectors } from '../../components/scorecard/ViewSelectors';
import { ResultsTable } from './ResultsTable';
import { StatusLegend } from './StatusLegend';

/** KPI Results: one function's computed scorecard as a table, with the level score and the status legend. */
export function KpiResultsPage() {
  const hasOrganization = Boolean(useSession().user?.organizationId);
  const labels = useOrganizationLabels();
  const { view, error: urlError, params, setView, setFrequency, setParam, asOf, asOfQuery, setAsOf } = useViewParams('quarterly');
  const ceo = useCeoFunction(hasOrganization);
  const functionId = params.get('function') ?? ceo?.id ?? null;
  const scorecard = useScorecard(functionId, view, hasOrganization, asOfQuery);
  const [trend, setTrend] = useState<TrendLine | null>(null);
  const [editing, setEditing] = useState<ScorecardKpi | null>(null);

  const kpis = scorecard.data?.perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis)) ?? [];

  // The popovers explain the values on screen: as of the picker's instant when one is chosen.
  const explainScope = useMemo(() => ({ functionId: scorecard.data?.functionId ?? null, params: { ...viewParams(view), ...asOfQuery } }), [scorecard.data?.functionId, view, asOfQuery]);
  const shown = useGetOne<OrganizationFunction>('functions', { id: functionId ?? '' }, { enabled: Boolean(functionId), staleTime: CACHE_TIMES.functions.staleMs });
  const functionName = shown.data?.name ?? labels.level('ceo');

  if (!hasOrganization) return <NoOrganizationNotice />;
  return (
    <ExplainScope value={explainScope}>
    <Box>
      <PageHeader
        title="KPI Results"
        subtitle={`Scores and statuses by function · ${viewCaption(view)}${asOf ? ` · ${asOfCaption(asOf)}` : ''}`}
        actions={functionId ? <ExportButton path={`/api/spreadsheets/export/scorecards/${functionId}`} params={{ ...viewParams(view), ...asOfQuery }} what="the KPI results" /> : undefined}
      />
      <Box sx={{ mb: 3 }}>
        <ViewSelectors view={view} onFrequency={setFrequency} onChange={setView} asOf={{ value: asOf, onChange: setAsOf }}>
          <FunctionPicker value={functionId} onChange={(id) => setParam({ function: id })} />
        </ViewSelectors>
      </Box>
      {urlError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {urlError} Showing {viewCaption(view)} instead.
        </Alert>
      )}
      {scorecard.error ? (
        <ErrorNotice error={scorecard.error} onRetry={() => void scorecard.refetch()} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' }, mb: 3 }}>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  Level {labels.terms.score}
                </Typography>
                <Box data-testid="level-score" sx={{ mt: 1 }}>
                  {scorecard.data ? (
                    <>
                      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                        <ScoreValue score={scorecard.data.score} size="large" />
                        <ExplainButton name={functionName} />
                      </Box>
                      <CoverageNote coverage={scorecard.data.coverage} />
                    </>
                  ) : (
                    <Skeleton width={90} height={44} />
                  )}
                </Box>
              </CardContent>
            </Card>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {labels.terms.kpis}
                </Typography>
                <Typography data-testid="kpi-count" sx={{ mt: 1, fontSize: '1.9rem', fontWeight: 800 }}>
                  {scorecard.data ? kpis.length : <Skeleton width={40} />}
                </Typography>
              </CardContent>
            </Card>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent>
                <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mb: 1.5 }}>
                  Status
                </Typography>
                {scorecard.data ? <StatusLegend statuses={kpis.map((k) => k.status)} /> : <Skeleton width="80%" />}
              </CardContent>
            </Card>
          </Box>
          <Card sx={{ borderRadius: 3 }}>
            {!scorecard.data ? (
              <Box role="progressbar" aria-label="Loading results" sx={{ p: 2 }}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} height={40} />
                ))}
              </Box>
            ) : kpis.length === 0 ? (
              <EmptyState icon={<SpeedOutlined />} title={SCORECARD_VIEW_TEXTS.noKpisAssigned} text={`No ${labels.terms.kpis} are assigned to this function for ${view.year}.`} />
            ) : (
              <ResultsTable kpis={kpis} onTrend={setTrend} onEditResult={setEditing} />
            )}
          </Card>
        </>
      )}
      {/* Values of a locked period show read-only there, with the lock's reason (DESIGN decision 21). */}
      <ActualResultsDialog open={editing !== null} assignment={editing?.kpiAssignmentId ?? null} onClose={() => setEditing(null)} />
      <TrendDialog line={trend} onClose={() => setTrend(null)} />
    </Box>
    </ExplainScope>
  );
}
