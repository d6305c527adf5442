import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Initiative, ScorecardPerspective } from '../../lib/shared';
import { ScoreValue } from '../../components/scorecard/ScoreValue';
import { CoverageNote } from '../../components/scorecard/CoverageNote';
import { ExplainButton } from '../../components/scorecard/explain/ExplainButton';
import { SCORECARD_VIEW_TEXTS } from '../../components/scorecard/texts';
import type { TrendLine } from '../../components/scorecard/TrendDialog';
import { ObjectiveCard } from './ObjectiveCard';

export interface PerspectiveSectionProps {
  perspective: ScorecardPerspective;
  themeOf: (objectiveId: string) => { id: string; name: string } | undefined;
  selectedTheme: string | null;
  onTrend: (line: TrendLine) => void;
  /** initiatives by the objective assignment they serve */
  initiativesOf?: (objectiveAssignmentId: string) => readonly Initiative[];
}

/** One perspective (by the organization's label) with its objective cards. */
export function PerspectiveSection({ perspective, themeOf, selectedTheme, onTrend, initiativesOf }: PerspectiveSectionProps) {
  const headingId = `perspective-${perspective.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {perspective.name}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} data-testid="perspective-score">
          Score <ScoreValue score={perspective.score} />
          <ExplainButton name={perspective.name} perspective={perspective.key} />
          <CoverageNote coverage={perspective.coverage} align="right" />
        </Typography>
      </Box>
      {perspective.objectives.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic', py: 2 }}>
          {SCORECARD_VIEW_TEXTS.noObjectivesInPerspective}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          {perspective.objectives.map((objective) => {
            const theme = themeOf(objective.objectiveId);
            return (
              <ObjectiveCard
                key={objective.objectiveAssignmentId}
                objective={objective}
                themeName={theme?.name}
                highlighted={selectedTheme === null ? undefined : theme?.id === selectedTheme}
                onTrend={onTrend}
                initiatives={initiativesOf?.(objective.objectiveAssignmentId)}
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}
