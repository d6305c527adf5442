import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Initiative, ScorecardObjective } from '../../lib/shared';
import { formatValue } from '../../components/scorecard/format';
import { ReportedNote } from '../../components/scorecard/ReportedNote';
import { ScoreValue } from '../../components/scorecard/ScoreValue';
import { CoverageNote } from '../../components/scorecard/CoverageNote';
import { ExplainButton } from '../../components/scorecard/explain/ExplainButton';
import { TintedPill } from '../../components/TintedPill';
import { performancePill } from '../../components/pillTones';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';
import { TrendButton } from '../../components/scorecard/TrendButton';
import type { TrendLine } from '../../components/scorecard/TrendDialog';
import { ObjectiveInitiatives } from '../../components/initiatives/ObjectiveInitiatives';

export interface ObjectiveCardProps {
  objective: ScorecardObjective;
  /** true: the selected theme's objective; false: dimmed; undefined: no theme selected */
  highlighted?: boolean;
  themeName?: string;
  onTrend: (line: TrendLine) => void;
  /** the initiatives serving this objective (DESIGN decision 24) */
  initiatives?: readonly Initiative[];
}

/** One objective of the CEO level with its KPIs: target, actual, score and status. */
export function ObjectiveCard({ objective, highlighted, themeName, onTrend, initiatives = [] }: ObjectiveCardProps) {
  return (
    <Card
      component="article"
      aria-label={objective.name}
      data-highlighted={highlighted === undefined ? undefined : String(highlighted)}
      sx={{
        p: 2.25,
        borderRadius: 3,
        transition: (theme) => theme.transitions.create(['opacity', 'box-shadow'], { duration: theme.transitions.duration.shorter }),
        opacity: highlighted === false ? 0.4 : 1,
        boxShadow: highlighted ? (theme) => `0 0 0 2px ${theme.palette.primary.main}` : undefined,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {objective.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Weight {objective.weight}%{themeName ? ` · ${themeName}` : ''}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', flexShrink: 0 }} data-testid="objective-score">
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            <ScoreValue score={objective.score} />
            <ExplainButton name={objective.name} objectiveAssignmentId={objective.objectiveAssignmentId} />
          </Box>
          <CoverageNote coverage={objective.coverage} align="right" />
        </Box>
      </Box>
      {objective.kpis.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary', fontStyle: 'italic' }}>
          {SCORECARD_VIEW_TEXTS.noKpisAssigned}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {objective.kpis.map((kpi) => (
            <Box
              component="li"
              key={kpi.kpiAssignmentId}
              data-testid="kpi-line"
              data-kpi={kpi.name}
              sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'center', p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {kpi.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                  Target {formatValue(kpi.target, kpi.unit)} · Actual {formatValue(kpi.actual, kpi.unit)}
                </Typography>
                <ReportedNote line={kpi} />
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <TintedPill {...performancePill(kpi.status, kpi.score)} />
                <ExplainButton name={kpi.name} kpiAssignmentId={kpi.kpiAssignmentId} />
                <TrendButton name={kpi.name} onClick={() => onTrend(kpi)} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <ObjectiveInitiatives objectiveName={objective.name} initiatives={initiatives} />
    </Card>
  );
}
