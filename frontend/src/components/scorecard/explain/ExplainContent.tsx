import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { coverageNote, periodLabel } from '@scorecard/scoring';
import type { ExplainAnswer, KpiExplainAnswer, RollupExplainAnswer } from '../../../lib/shared';
import { useOrganizationLabels } from '../../../lib/organization/useOrganizationLabels';
import {
  bandSentence,
  capSentence,
  contributionSentence,
  formatScore,
  formatValue,
  methodSentence,
  num,
  periodsSentence,
  ratioSentence,
  skippedSentence,
} from './explainText';

const small = { '& td, & th': { py: 0.5, px: 1, fontSize: '0.8rem' } } as const;

function Line({ children, testId }: { children: string | null; testId?: string }) {
  if (children === null) return null;
  return (
    <Typography variant="body2" data-testid={testId} sx={{ mb: 0.75 }}>
      {children}
    </Typography>
  );
}

function KpiExplain({ answer }: { answer: KpiExplainAnswer }) {
  const { terms } = useOrganizationLabels();
  return (
    <>
      <Line testId="explain-periods">{periodsSentence(answer)}</Line>
      {answer.periodsUsed.length > 0 && (
        <Table size="small" aria-label="Periods used" sx={{ mb: 1, ...small }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Period</TableCell>
              <TableCell component="th" scope="col" align="right">{terms.targets}</TableCell>
              <TableCell component="th" scope="col" align="right">{terms.actualResults}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.periodsUsed.map((p) => (
              <TableRow key={p.period}>
                <TableCell component="th" scope="row">{periodLabel(p.period)}</TableCell>
                <TableCell align="right">{formatValue(p.target, answer.unit)}</TableCell>
                <TableCell align="right">{formatValue(p.actual, answer.unit)}</TableCell>
              </TableRow>
            ))}
            {answer.periodsUsed.length > 1 && (
              <TableRow>
                <TableCell component="th" scope="row">Sum</TableCell>
                <TableCell align="right">{formatValue(answer.targetSum, answer.unit)}</TableCell>
                <TableCell align="right">{formatValue(answer.actualSum, answer.unit)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Line testId="explain-skipped">{skippedSentence(answer)}</Line>
      <Line testId="explain-ratio">{ratioSentence(answer)}</Line>
      <Line testId="explain-cap">{capSentence(answer)}</Line>
      <Line testId="explain-band">{bandSentence(answer)}</Line>
      <Line testId="explain-contribution">{contributionSentence(answer)}</Line>
      {answer.formulaInputs && answer.formulaInputs.length > 0 && (
        <Box data-testid="explain-formula">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Calculated from
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {answer.formulaInputs.map((input) => (
              <Typography component="li" variant="body2" key={input.kpiId}>
                {input.name}: {input.values.map((v) => `${periodLabel(v.period)} ${num(v.actual)}`).join(', ') || '—'}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

function RollupExplain({ answer }: { answer: RollupExplainAnswer }) {
  const { terms } = useOrganizationLabels();
  const itemsLabel = answer.kind === 'level' ? terms.objectives : terms.kpis;
  const note = coverageNote(answer.coverage, terms.kpis);
  return (
    <>
      <Table size="small" aria-label={`${itemsLabel} and their contributions`} sx={{ mb: 1, ...small }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{answer.kind === 'level' ? 'Objective' : 'KPI'}</TableCell>
            <TableCell component="th" scope="col" align="right">Weight</TableCell>
            <TableCell component="th" scope="col" align="right">In force</TableCell>
            <TableCell component="th" scope="col" align="right">{terms.score}</TableCell>
            <TableCell component="th" scope="col" align="right">Points</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.items.map((item) => (
            <TableRow key={item.id} data-testid="explain-item">
              <TableCell component="th" scope="row">{item.name}</TableCell>
              <TableCell align="right">{num(item.weight)}%</TableCell>
              <TableCell align="right">{item.included ? `${num(item.weightInForce)}%` : 'left out'}</TableCell>
              <TableCell align="right">{formatScore(item.score)}</TableCell>
              <TableCell align="right">{item.included ? num(item.contribution) : 'No data'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Line testId="explain-method">{methodSentence(answer, answer.kind === 'level' ? 'objective' : 'KPI')}</Line>
      <Line testId="explain-coverage">{note === null ? (answer.coverage.scored > 0 ? `Based on ${answer.coverage.scored} of ${answer.coverage.total} ${terms.kpis}, all of the weight.` : null) : `${note[0]!.toUpperCase()}${note.slice(1)}.`}</Line>
      <Line testId="explain-band">{bandSentence(answer)}</Line>
    </>
  );
}

/** An explain answer in words and numbers (DESIGN decision 22). */
export function ExplainContent({ answer }: { answer: ExplainAnswer }) {
  return answer.kind === 'kpi' ? <KpiExplain answer={answer} /> : <RollupExplain answer={answer} />;
}
