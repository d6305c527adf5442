import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { MONTH_KEYS, type BscPerspective, type Employee, type Kpi, type KpiAssignment, type Objective, type ObjectiveAssignment, type PeriodKey, type ThresholdSettings } from '@scorecard/contracts';
import { CoverageNote } from '../../components/scorecard/CoverageNote';
import { objectiveCoverage, objectiveScore, periodLabel, periodsOf, statusFor, valueAt, type PartialSettings, type WeightCheck } from '@scorecard/scoring';
import { ACTUAL_RESULTS_MESSAGES } from '../../components/scorecard/ActualResultsDialog';
import { TABLE_SCROLL } from '../../components/scorecard/tableParts';
import { TintedPill } from '../../components/TintedPill';
import { performancePill } from '../../components/pillTones';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { usePaletteColors } from '../../theme/palette';
import { CASCADE_MESSAGES } from './cascadeMessages';
import { WeightBanner } from './WeightBanner';
import { CalculatedBadge } from '../../components/CalculatedBadge';

export interface PerspectivePanelProps {
  perspective: BscPerspective;
  name: string;
  assignments: readonly ObjectiveAssignment[];
  kpisByObjective: ReadonlyMap<string, KpiAssignment[]>;
  kpiChecks: ReadonlyMap<string, WeightCheck>;
  objectivesById: ReadonlyMap<string, Objective>;
  /** objective assignments of the level above, for the 'Cascades from' line */
  parentsById: ReadonlyMap<string, ObjectiveAssignment>;
  kpisById: ReadonlyMap<string, Kpi>;
  employeesById: ReadonlyMap<string, Employee>;
  thresholds: PartialSettings<ThresholdSettings> | null | undefined;
  terms: { kpis: string; targets: string; actualResults: string; score: string };
  onAddKpi: (objectiveAssignment: ObjectiveAssignment) => void;
  onEditObjective: (objectiveAssignment: ObjectiveAssignment) => void;
  onRemoveObjective: (objectiveAssignment: ObjectiveAssignment) => void;
  onEnterResults: (kpiAssignment: KpiAssignment) => void;
  onEditKpi: (kpiAssignment: KpiAssignment) => void;
  onRemoveKpi: (kpiAssignment: KpiAssignment) => void;
}

/** The owner's name as the server answered it, else from the employees, 'Unknown' if gone, 'None' without an owner. */
const ownerName = (record: { ownerId: string | null; ownerName?: string | null }, employeesById: ReadonlyMap<string, Employee>) =>
  record.ownerId ? (record.ownerName ?? employeesById.get(record.ownerId)?.name ?? CASCADE_MESSAGES.unknown) : CASCADE_MESSAGES.none;

const number = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
/** 'Q1', 'Jan', 'Annual': short enough for twelve monthly targets in a table cell. */
const shortPeriod = (period: PeriodKey) => ((MONTH_KEYS as readonly string[]).includes(period) ? periodLabel(period).slice(0, 3) : periodLabel(period));

/** One perspective of the selected function's scorecard: its objective assignments, each with its KPI assignments. */
export function PerspectivePanel(props: PerspectivePanelProps) {
  const { perspective, name, assignments } = props;
  const color = usePaletteColors().perspective(perspective);
  const headingId = `perspective-${perspective}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ borderTop: `4px solid ${color}` }}>
      <Box sx={{ px: 2.5, py: 1.75, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
          {name}
        </Typography>
        <Chip size="small" label={`${assignments.length} ${assignments.length === 1 ? 'objective' : 'objectives'}`} sx={{ color, bgcolor: alpha(color, 0.12), fontWeight: 600 }} />
      </Box>
      {assignments.length === 0 ? (
        <Typography sx={{ px: 2.5, pb: 2.5, color: 'text.secondary' }}>{CASCADE_MESSAGES.noObjectivesInPerspective}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, px: 1.5, pb: 1.5 }}>
          {assignments.map((a) => (
            <ObjectiveCard key={a.id} assignment={a} {...props} />
          ))}
        </Box>
      )}
    </Card>
  );
}

function ObjectiveCard({ assignment, kpisByObjective, kpiChecks, objectivesById, parentsById, kpisById, employeesById, thresholds, terms, onAddKpi, onEditObjective, onRemoveObjective, onEnterResults, onEditKpi, onRemoveKpi }: PerspectivePanelProps & { assignment: ObjectiveAssignment }) {
  const objective = objectivesById.get(assignment.objectiveId);
  const label = objective?.name ?? CASCADE_MESSAGES.unknown;
  const kpis = kpisByObjective.get(assignment.id) ?? [];
  const score = objectiveScore(kpis);
  // DESIGN decision 19: the same libs/scoring rule as the server's answers
  const coverage = objectiveCoverage(kpis);
  const check = kpiChecks.get(assignment.id);
  const parent = assignment.parentObjectiveAssignmentId ? parentsById.get(assignment.parentObjectiveAssignmentId) : undefined;
  return (
    <Box component="article" aria-label={label} sx={{ minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 2.5, p: 2, bgcolor: 'background.default' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5, color: 'text.secondary', fontSize: '0.85rem' }}>
            <span>
              Weight <strong>{number(assignment.weight)}%</strong>
            </span>
            <span>Owner: {ownerName(assignment, employeesById)}</span>
            {assignment.target !== null && <span>Target: {number(assignment.target)}</span>}
          </Box>
          {parent && (
            <Typography variant="caption" sx={{ display: 'block', mt: 0.25, color: 'text.secondary' }}>
              Cascades from {objectivesById.get(parent.objectiveId)?.name ?? CASCADE_MESSAGES.unknown} ({parent.organizationFunction})
            </Typography>
          )}
          <CoverageNote coverage={coverage} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <TintedPill {...performancePill(statusFor(score, thresholds), score)} />
          <Tooltip title={`Add KPI to ${label}`}>
            <IconButton size="small" aria-label={`Add KPI to ${label}`} onClick={() => onAddKpi(assignment)}>
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Edit assignment">
            <IconButton size="small" aria-label={`Edit ${label}`} onClick={() => onEditObjective(assignment)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Remove from this function">
            <IconButton size="small" aria-label={`Remove ${label}`} onClick={() => onRemoveObjective(assignment)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      {check && <WeightBanner check={check} compact />}
      {kpis.length === 0 ? null : (
        <Box sx={{ ...TABLE_SCROLL, mt: 1 }}>
          <Table size="small" aria-label={`${terms.kpis} of ${label}`} sx={{ '& td, & th': { px: 0.75 }, '& td .MuiIconButton-root': { p: 0.5 } }}>
            <TableHead>
              <TableRow>
                <TableCell>KPI</TableCell>
                <TableCell align="right">Weight</TableCell>
                <TableCell>{terms.targets}</TableCell>
                <TableCell align="right">Latest actual</TableCell>
                <TableCell>{terms.score}</TableCell>
                <TableCell align="right">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {kpis.map((k) => {
                const kpi = kpisById.get(k.kpiId);
                const kpiName = kpi?.name ?? CASCADE_MESSAGES.unknown;
                const targets = kpi ? periodsOf(kpi.frequency).flatMap((p) => (valueAt(k.targets, p) === null ? [] : [`${shortPeriod(p)} ${compact.format(valueAt(k.targets, p)!)}`])) : [];
                return (
                  <TableRow key={k.id} hover>
                    <TableCell sx={{ minWidth: 130 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {kpiName}
                        <CalculatedBadge show={Boolean(kpi?.formula)} />
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {ownerName(k, employeesById)}
                        {kpi?.unit ? ` · ${kpi.unit}` : ''}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {number(k.weight)}%
                    </TableCell>
                    <TableCell sx={{ minWidth: 140, maxWidth: 190 }}>
                      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.5, color: targets.length ? 'text.primary' : 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                        {targets.length ? targets.join(' · ') : ACTUAL_RESULTS_MESSAGES.noTargets}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {k.actualResult === null ? '—' : number(k.actualResult)}
                    </TableCell>
                    <TableCell>
                      <TintedPill {...performancePill(statusFor(k.score, thresholds), k.score)} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={`Update ${terms.actualResults}`}>
                        <IconButton size="small" aria-label={`Update results of ${kpiName}`} onClick={() => onEnterResults(k)}>
                          <EditNoteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Edit assignment">
                        <IconButton size="small" aria-label={`Edit ${kpiName}`} onClick={() => onEditKpi(k)}>
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Remove">
                        <IconButton size="small" aria-label={`Remove ${kpiName}`} onClick={() => onRemoveKpi(k)}>
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
