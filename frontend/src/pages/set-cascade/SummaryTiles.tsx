import Box from '@mui/material/Box';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import { SummaryCard } from '../../components/SummaryCard';
import type { OrganizationTerms } from '../../lib/organization/useOrganizationLabels';
import { subtreeIds, type AssignmentCounts, type ChartFunction, type ChartTree } from './cascadeLogic';

export interface SummaryTilesProps {
  tree: ChartTree;
  selected: ChartFunction | null;
  countsById: ReadonlyMap<string, AssignmentCounts>;
  year: string;
  terms: OrganizationTerms;
  loading: boolean;
}

/** The three tiles: functions at and below the selection, and its objective and KPI assignments of the year. */
export function SummaryTiles({ tree, selected, countsById, year, terms, loading }: SummaryTilesProps) {
  const scope = selected ? subtreeIds(tree, selected.id) : [...tree.byId.keys()];
  const ownCounts = selected ? countsById.get(selected.id) : undefined;
  const allCounts = [...countsById.values()].reduce((sum, c) => ({ objectiveCount: sum.objectiveCount + c.objectiveCount, kpiCount: sum.kpiCount + c.kpiCount }), { objectiveCount: 0, kpiCount: 0 });
  const tileCounts = selected ? (ownCounts ?? { objectiveCount: 0, kpiCount: 0 }) : allCounts;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }} aria-label="Summary">
      <SummaryCard
        label="Functions"
        value={scope.length}
        hint={selected ? `${selected.name} and below` : 'In the organization chart'}
        icon={<AccountTreeOutlined />}
        color="#4f46e5"
        loading={loading}
      />
      <SummaryCard
        label={terms.objectives}
        value={tileCounts.objectiveCount}
        hint={selected ? `Assigned to ${selected.name} in ${year}` : `Assigned in ${year}`}
        icon={<FlagOutlined />}
        color="#0891b2"
        loading={loading}
      />
      <SummaryCard
        label={terms.kpis}
        value={tileCounts.kpiCount}
        hint={selected ? `Assigned to ${selected.name} in ${year}` : `Assigned in ${year}`}
        icon={<SpeedOutlined />}
        color="#c2410c"
        loading={loading}
      />
    </Box>
  );
}
