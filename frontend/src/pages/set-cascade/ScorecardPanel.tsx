import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { BSC_PERSPECTIVES } from '@scorecard/contracts';
import type { OrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import type { ChartFunction } from './cascadeLogic';
import { CASCADE_MESSAGES } from './cascadeMessages';
import { PerspectivePanel, type PerspectivePanelProps } from './PerspectivePanel';
import type { CascadeDialog } from './useCascadeDialogs';
import type { CascadeLibrary, FunctionScorecard } from './useFunctionScorecard';
import { WeightBanner } from './WeightBanner';

export interface ScorecardPanelProps {
  fn: ChartFunction;
  year: string;
  labels: OrganizationLabels;
  scorecard: FunctionScorecard;
  library: CascadeLibrary;
  thresholds: PerspectivePanelProps['thresholds'];
  onOpen: (dialog: CascadeDialog) => void;
}

/** The selected function's scorecard: its objective and KPI assignments by perspective, with the weight checks. */
export function ScorecardPanel({ fn, year, labels, scorecard, library, thresholds, onOpen }: ScorecardPanelProps) {
  const { terms } = labels;
  const { objectiveRows, banners, perspectives, kpisByObjective, unbalancedKpiSets, parentsById } = scorecard;

  return (
    <Box component="section" aria-labelledby="scorecard-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography id="scorecard-heading" component="h2" variant="h6">
          Scorecard · {fn.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'objective', state: { mode: 'create' } })}>
            Add Objective
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => onOpen({ kind: 'kpi', state: { mode: 'create', objectiveAssignmentId: null } })}>
            Add KPI
          </Button>
        </Box>
      </Box>
      {scorecard.loading ? (
        <Box aria-busy aria-label="Loading the scorecard" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={48} />
          {BSC_PERSPECTIVES.map((p) => (
            <Skeleton key={p} variant="rounded" height={120} />
          ))}
        </Box>
      ) : (
        <>
          {objectiveRows.length > 0 ? (
            <>
              <WeightBanner check={banners.overall.objectives} />
              {unbalancedKpiSets > 0 && (
                <Alert severity="warning" role="status">
                  {CASCADE_MESSAGES.unbalancedKpiSets(unbalancedKpiSets)}
                </Alert>
              )}
            </>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              No {terms.objectives.toLowerCase()} assigned to {fn.name} for {year} yet. Use &lsquo;Add Objective&rsquo; to choose one from the Library.
            </Typography>
          )}
          {BSC_PERSPECTIVES.map((perspective) => (
            <PerspectivePanel
              key={perspective}
              perspective={perspective}
              name={labels.perspective(perspective)}
              assignments={perspectives[perspective]}
              kpisByObjective={kpisByObjective}
              kpiChecks={banners.kpis}
              objectivesById={library.objectivesById}
              parentsById={parentsById}
              kpisById={library.kpisById}
              employeesById={library.employeesById}
              thresholds={thresholds}
              terms={terms}
              onAddKpi={(a) => onOpen({ kind: 'kpi', state: { mode: 'create', objectiveAssignmentId: a.id } })}
              onEditObjective={(a) => onOpen({ kind: 'objective', state: { mode: 'edit', assignment: a } })}
              onRemoveObjective={(a) =>
                onOpen({ kind: 'remove', target: { kind: 'objective', assignment: a, name: library.objectivesById.get(a.objectiveId)?.name ?? CASCADE_MESSAGES.unknown } })
              }
              onEnterResults={(k) => onOpen({ kind: 'results', assignment: k })}
              onEditKpi={(k) => onOpen({ kind: 'kpi', state: { mode: 'edit', assignment: k } })}
              onRemoveKpi={(k) => onOpen({ kind: 'remove', target: { kind: 'kpi', assignment: k, name: library.kpisById.get(k.kpiId)?.name ?? CASCADE_MESSAGES.unknown } })}
            />
          ))}
        </>
      )}
    </Box>
  );
}
