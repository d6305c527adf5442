import { useMemo } from 'react';
import { parentLevel, type KpiAssignment } from '@scorecard/contracts';
import { byPerspective, parentObjectiveOptions, weightBanners, type ChartFunction } from './cascadeLogic';
import { useFunctionAssignments, useLevelAssignments, type useLibrary } from './useCascadeData';

export type CascadeLibrary = ReturnType<typeof useLibrary>;

/**
 * The selected function's scorecard of the year: its objective and KPI assignments grouped for the
 * panels, the weight checks, and what the assign dialogs choose from (the level above's objectives).
 */
export function useFunctionScorecard(selected: ChartFunction | null, selectedId: string | null, year: string, library: CascadeLibrary, userId: string | undefined) {
  const { objectiveAssignments, kpiAssignments } = useFunctionAssignments(selectedId, year);

  const objectiveRows = useMemo(() => objectiveAssignments.data ?? [], [objectiveAssignments.data]);
  const kpiRows = useMemo(() => kpiAssignments.data ?? [], [kpiAssignments.data]);
  const banners = useMemo(() => weightBanners(objectiveRows, kpiRows), [objectiveRows, kpiRows]);
  const perspectives = useMemo(() => byPerspective(objectiveRows, library.objectivesById), [objectiveRows, library.objectivesById]);
  const kpisByObjective = useMemo(() => {
    const map = new Map<string, KpiAssignment[]>();
    for (const k of kpiRows) map.set(k.objectiveAssignmentId, [...(map.get(k.objectiveAssignmentId) ?? []), k]);
    return map;
  }, [kpiRows]);
  // The scorecard is valid only when every objective's KPI weights also total 100 (or it has none yet).
  const unbalancedKpiSets = banners.overall.kpiSets.filter((check) => check.state === 'error').length;
  const assignedObjectiveIds = useMemo(() => new Set(objectiveRows.map((a) => a.objectiveId)), [objectiveRows]);

  const upperLevel = selected ? parentLevel(selected.level) : null;
  // The level above: the parent choices of the assign dialog and the 'Cascades from' line of each objective.
  const levelAssignments = useLevelAssignments(upperLevel, year);
  const parentsById = useMemo(() => new Map((levelAssignments.data ?? []).map((a) => [a.id, a])), [levelAssignments.data]);
  const parentOptions = useMemo(() => {
    if (!selected) return undefined;
    if (!upperLevel) return null;
    return levelAssignments.data ? parentObjectiveOptions(selected, year, levelAssignments.data, library.objectivesById) : undefined;
  }, [selected, upperLevel, levelAssignments.data, year, library.objectivesById]);

  const myEmployeeId = useMemo(() => (library.employees.data ?? []).find((e) => e.userId === userId)?.id ?? null, [library.employees.data, userId]);
  const loading = objectiveAssignments.isPending || kpiAssignments.isPending || library.objectives.isPending;

  return { objectiveRows, banners, perspectives, kpisByObjective, unbalancedKpiSets, assignedObjectiveIds, parentsById, parentOptions, myEmployeeId, loading };
}

export type FunctionScorecard = ReturnType<typeof useFunctionScorecard>;
