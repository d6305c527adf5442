import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useGetList, useGetMany } from 'react-admin';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useSession } from '../../lib/session';
import { CACHE_TIMES, type Initiative, type Objective, type Theme } from '../../lib/shared';
import { NoOrganizationNotice } from '../../components/NoOrganizationNotice';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/spreadsheets/ExportButton';
import { ErrorNotice } from '../../components/scorecard/ErrorNotice';
import { ExplainScope } from '../../components/scorecard/explain/ExplainScope';
import { ScorecardSkeleton } from '../../components/scorecard/ScorecardSkeleton';
import { TrendDialog, type TrendLine } from '../../components/scorecard/TrendDialog';
import { useScorecard } from '../../components/scorecard/useScorecard';
import { useViewParams } from '../../components/scorecard/useViewParams';
import { asOfCaption, viewCaption, viewParams } from '../../components/scorecard/viewState';
import { ViewSelectors } from '../../components/scorecard/ViewSelectors';
import { CommentaryCard } from './CommentaryCard';
import { FoundationBlock } from './FoundationBlock';
import { PerformanceSummary } from './PerformanceSummary';
import { PerspectiveSection } from './PerspectiveSection';
import { ThemesStrip } from './ThemesStrip';


/**
 * Corporate BSC: the CEO level's computed scorecard (GET /api/scorecards/corporate) for the view in
 * the URL, the foundation block, the themes strip and the overall summary.
 */
export function CorporateBscPage() {
  const hasOrganization = Boolean(useSession().user?.organizationId);
  const labels = useOrganizationLabels();
  const { view, error: urlError, params, setView, setFrequency, setParam, asOf, asOfQuery, setAsOf } = useViewParams('quarterly');
  const scorecard = useScorecard('corporate', view, hasOrganization, asOfQuery);
  const [trend, setTrend] = useState<TrendLine | null>(null);

  const selectedTheme = params.get('theme');
  const answer = scorecard.data;
  const allObjectives = useMemo(() => answer?.perspectives.flatMap((p) => p.objectives) ?? [], [answer]);
  // Only the library objectives on this scorecard and their themes (and the one in the URL), by id:
  // the whole library is not this page's to load, and a list call stops at its first 1,000 rows.
  const objectiveIds = useMemo(() => [...new Set(allObjectives.map((o) => o.objectiveId))].sort(), [allObjectives]);
  const objectives = useGetMany<Objective>('objectives', { ids: objectiveIds }, { enabled: hasOrganization && objectiveIds.length > 0, staleTime: CACHE_TIMES.objectives.staleMs });
  const themeIds = useMemo(
    () => [...new Set([...(objectives.data ?? []).map((o) => o.themeId), selectedTheme].filter((id): id is string => Boolean(id)))].sort(),
    [objectives.data, selectedTheme],
  );
  const themes = useGetMany<Theme>('themes', { ids: themeIds }, { enabled: hasOrganization && themeIds.length > 0, staleTime: CACHE_TIMES.themes.staleMs });
  const themeOf = useMemo(() => {
    const themesById = new Map((themes.data ?? []).map((t) => [t.id, t]));
    const themeByObjective = new Map((objectives.data ?? []).map((o) => [o.id, o.themeId ? themesById.get(o.themeId) : undefined]));
    return (objectiveId: string) => themeByObjective.get(objectiveId);
  }, [themes.data, objectives.data]);
  // The initiatives of every objective shown, in one call (DESIGN decision 24).
  const assignmentIds = allObjectives.map((o) => o.objectiveAssignmentId);
  const initiatives = useGetList<Initiative>(
    'initiatives',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'dueDate', order: 'ASC' }, filter: { objectiveAssignmentId: assignmentIds } },
    { enabled: hasOrganization && assignmentIds.length > 0 },
  );
  const initiativesOf = useMemo(() => {
    const byAssignment = new Map<string, Initiative[]>();
    for (const i of initiatives.data ?? []) for (const id of i.objectiveAssignmentIds ?? []) byAssignment.set(id, [...(byAssignment.get(id) ?? []), i]);
    return (objectiveAssignmentId: string) => byAssignment.get(objectiveAssignmentId) ?? [];
  }, [initiatives.data]);
  // The strip offers the themes of the objectives on this scorecard (and the one in the URL): a theme
  // with none here would highlight nothing, and a library of a thousand themes must not draw a thousand chips.
  const stripThemes = useMemo(() => {
    const used = new Set(allObjectives.map((o) => themeOf(o.objectiveId)?.id));
    return (themes.data ?? []).filter((t) => used.has(t.id) || t.id === selectedTheme);
  }, [themes.data, allObjectives, themeOf, selectedTheme]);
  const kpiCount = allObjectives.reduce((n, o) => n + o.kpis.length, 0);
  const ceo = labels.level('ceo');

  // The popovers explain the values on screen: as of the picker's instant when one is chosen.
  const explainScope = useMemo(() => ({ functionId: answer?.functionId ?? null, params: { ...viewParams(view), ...asOfQuery } }), [answer?.functionId, view, asOfQuery]);

  if (!hasOrganization) return <NoOrganizationNotice />;
  return (
    <ExplainScope value={explainScope}>
    <Box>
      <PageHeader
        title="Corporate BSC"
        subtitle={`${ceo} level balanced scorecard · ${viewCaption(view)}${asOf ? ` · ${asOfCaption(asOf)}` : ''}`}
        actions={<ExportButton path="/api/spreadsheets/export/scorecards/corporate" params={{ ...viewParams(view), ...asOfQuery }} what="the Corporate BSC" />}
      />
      <Box sx={{ mb: 3 }}>
        <ViewSelectors view={view} onFrequency={setFrequency} onChange={setView} asOf={{ value: asOf, onChange: setAsOf }} />
      </Box>
      {urlError && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {urlError} Showing {viewCaption(view)} instead.
        </Alert>
      )}
      <FoundationBlock />
      <ThemesStrip themes={stripThemes} selected={selectedTheme} onSelect={(id) => setParam({ theme: id })} label={labels.terms.themes} />
      {scorecard.error ? (
        <ErrorNotice error={scorecard.error} onRetry={() => void scorecard.refetch()} />
      ) : !answer ? (
        <ScorecardSkeleton />
      ) : (
        <Box aria-busy={scorecard.isFetching || undefined}>
          {answer.perspectives.map((perspective) => (
            <PerspectiveSection
              key={perspective.key}
              perspective={perspective}
              themeOf={themeOf}
              selectedTheme={selectedTheme}
              onTrend={setTrend}
              initiativesOf={initiativesOf}
            />
          ))}
        </Box>
      )}
      {answer && <CommentaryCard functionId={answer.functionId} period={`${view.year}-${view.period}`} periodName={viewCaption(view)} />}
      <PerformanceSummary
        score={answer?.score}
        coverage={answer?.coverage}
        themes={themes.data?.length ?? 0}
        objectives={allObjectives.length}
        kpis={kpiCount}
        loading={!answer && !scorecard.error}
        labels={{ ceo, objectives: labels.terms.objectives, kpis: labels.terms.kpis, themes: labels.terms.themes }}
        caption={viewCaption(view)}
      />
      <TrendDialog line={trend} onClose={() => setTrend(null)} />
    </Box>
    </ExplainScope>
  );
}
