import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { useTheme } from '@mui/material/styles';
import { SummaryCard } from '../../components/SummaryCard';
import { ScoreValue } from '../../components/scorecard/ScoreValue';
import { CoverageNote } from '../../components/scorecard/CoverageNote';
import { ExplainButton } from '../../components/scorecard/explain/ExplainButton';
import type { RollupCoverage } from '../../lib/shared';

export interface PerformanceSummaryProps {
  score: number | null | undefined;
  /** DESIGN decision 19: shown under the score when it is taken from less than all KPIs */
  coverage?: RollupCoverage;
  themes: number;
  objectives: number;
  kpis: number;
  loading: boolean;
  labels: { ceo: string; objectives: string; kpis: string; themes: string };
  caption: string;
}

/** Overall Performance Summary: overall score, themes, CEO objectives, CEO KPIs. */
export function PerformanceSummary({ score, coverage, themes, objectives, kpis, loading, labels, caption }: PerformanceSummaryProps) {
  const palette = useTheme().palette;
  return (
    <Box component="section" aria-labelledby="summary-title" sx={{ mt: 1 }}>
      <Typography id="summary-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Overall Performance Summary
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <Box data-testid="overall-score">
          <SummaryCard label="Overall Score" value={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <ScoreValue score={score} size="large" />
                {!loading && <ExplainButton name={`the ${labels.ceo} level`} />}
              </Box>
            }
            hint={
              <>
                {caption}
                <CoverageNote coverage={coverage} />
              </>
            } icon={<InsightsOutlined />} color={palette.primary.main} loading={loading} />
        </Box>
        <SummaryCard label={labels.themes} value={themes} hint={`Strategic ${labels.themes.toLowerCase()}`} icon={<PaletteOutlined />} color={palette.secondary.main} loading={loading} />
        <SummaryCard label={`${labels.ceo} ${labels.objectives}`} value={objectives} hint={`Assigned to the ${labels.ceo} level`} icon={<FlagOutlined />} color={palette.success.main} loading={loading} />
        <SummaryCard label={`${labels.ceo} ${labels.kpis}`} value={kpis} hint={`Measured at the ${labels.ceo} level`} icon={<SpeedOutlined />} color={palette.warning.main} loading={loading} />
      </Box>
    </Box>
  );
}
