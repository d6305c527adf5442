import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import {
  CACHE_TIMES,
  type CacheResource,
  type Employee,
  type Kpi,
  type KpiAssignment,
  type Objective,
  type ObjectiveAssignment,
  type OrganizationFunction,
} from '@scorecard/contracts';
import { wholeList, type ScorecardDataProvider } from '../../providers/dataProvider';

/**
 * A whole list, really whole (no range: dataProvider's wholeList): the chart is every function, and
 * a function's assignments are its scorecard. A page of 1,000 lost the functions past the
 * thousandth in a tenant of 2,500 (issue 36).
 */
const whole = (field: string, filter: Record<string, unknown> = {}) => wholeList({ field, order: 'ASC' }, filter);

const cacheOf = (resource: CacheResource, enabled = true) => ({
  staleTime: CACHE_TIMES[resource].staleMs,
  gcTime: CACHE_TIMES[resource].keptMs,
  enabled,
});

/** The chart: every function, and the objective and KPI assignment counts of the year (one call each). */
export function useChart(year: string, enabled: boolean) {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const functions = useGetList<OrganizationFunction>('functions', whole('name'), cacheOf('functions', enabled));
  // Keyed under 'functions' so that invalidating the functions also refreshes the counts.
  const counts = useQuery({
    queryKey: ['functions', 'assignment-counts', year],
    queryFn: () => dataProvider.getFunctionAssignmentCounts(year),
    enabled,
    staleTime: CACHE_TIMES.objectiveAssignments.staleMs,
  });
  const countsById = useMemo(() => new Map((counts.data ?? []).map(({ functionId, ...c }) => [functionId, c])), [counts.data]);
  return { functions, counts, countsById };
}

/** The library the dialogs choose from, and the employees who may own assignments. */
export function useLibrary(enabled: boolean) {
  const objectives = useGetList<Objective>('objectives', whole('name'), cacheOf('objectives', enabled));
  const kpis = useGetList<Kpi>('kpis', whole('name'), cacheOf('kpis', enabled));
  const employees = useGetList<Employee>('employees', whole('name'), cacheOf('employees', enabled));
  const objectivesById = useMemo(() => new Map((objectives.data ?? []).map((o) => [o.id, o])), [objectives.data]);
  const kpisById = useMemo(() => new Map((kpis.data ?? []).map((k) => [k.id, k])), [kpis.data]);
  const employeesById = useMemo(() => new Map((employees.data ?? []).map((e) => [e.id, e])), [employees.data]);
  return { objectives, kpis, employees, objectivesById, kpisById, employeesById };
}

/** The selected function's objective and KPI assignments of the year. */
export function useFunctionAssignments(functionId: string | null, year: string) {
  const enabled = Boolean(functionId);
  const filter = { organizationFunctionId: functionId, period: year };
  const objectiveAssignments = useGetList<ObjectiveAssignment>('objective-assignments', whole('createdAt', filter), cacheOf('objectiveAssignments', enabled));
  const kpiAssignments = useGetList<KpiAssignment>('kpi-assignments', whole('createdAt', filter), cacheOf('kpiAssignments', enabled));
  return { objectiveAssignments, kpiAssignments };
}

/** Objective assignments of one level and year: the parent choices of the level below (read when the dialog opens). */
export function useLevelAssignments(level: string | null, year: string) {
  return useGetList<ObjectiveAssignment>(
    'objective-assignments',
    whole('createdAt', { organizationLevel: level, period: year }),
    cacheOf('objectiveAssignments', Boolean(level)),
  );
}
