import { ownerInputText, ownerLabel } from '../../lib/ownerLabel';
import { useMemo } from 'react';
import { useGetList, useGetMany, type RaRecord } from 'react-admin';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { useSession } from '../../lib/session';
import { CACHE_TIMES, DEFAULT_REQUEST_STATUSES, type Employee, type Kpi, type Objective } from '../../lib/shared';
import type { KpiAssignment, ObjectiveAssignment } from '@scorecard/contracts';
import type { Option } from './requestTypes';

const BY_NAME = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
/** Whether any objective assignment exists (the linked objective is offered only then): a count, not the list. */
const ANY_OBJECTIVE_ASSIGNMENT = { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'ASC' as const }, filter: {} };

const cacheOf = (key: keyof typeof CACHE_TIMES) => ({ staleTime: CACHE_TIMES[key].staleMs, gcTime: CACHE_TIMES[key].keptMs });

/** 'Grow revenue · Sales (2026)': a linked objective assignment, named by its library objective. */
export const objectiveAssignmentLabel = (a: ObjectiveAssignment, objective?: RaRecord) =>
  `${(objective as Objective | undefined)?.name ?? 'Objective'} · ${a.organizationFunction} (${a.period})`;
/** 'Revenue (2026)': a linked KPI assignment, named by its library KPI. */
export const kpiAssignmentLabel = (a: KpiAssignment, kpi?: RaRecord) => `${(kpi as Kpi | undefined)?.name ?? 'KPI'} (${a.period})`;

const unique = (ids: Array<string | null | undefined>) => [...new Set(ids.filter((id): id is string => Boolean(id)))];

/**
 * The labels of the assignments the requests on screen link to: read by their ids (getMany), with
 * their library names, never the whole lists (a tenant holds 100,000 KPI assignments, issue 36).
 */
function useLinkLabels(requests: ReadonlyArray<{ linkedObjectiveAssignmentId?: string | null; linkedKpiAssignmentId?: string | null }>, enabled: boolean) {
  const objectiveAssignmentIds = unique(requests.map((r) => r.linkedObjectiveAssignmentId));
  const kpiAssignmentIds = unique(requests.map((r) => r.linkedKpiAssignmentId));
  const objectiveAssignments = useGetMany<ObjectiveAssignment>('objective-assignments', { ids: objectiveAssignmentIds }, { ...cacheOf('objectiveAssignments'), enabled: enabled && objectiveAssignmentIds.length > 0 });
  const kpiAssignments = useGetMany<KpiAssignment>('kpi-assignments', { ids: kpiAssignmentIds }, { ...cacheOf('kpiAssignments'), enabled: enabled && kpiAssignmentIds.length > 0 });
  const objectiveIds = unique((objectiveAssignments.data ?? []).map((a) => a?.objectiveId));
  const kpiIds = unique((kpiAssignments.data ?? []).map((a) => a?.kpiId));
  const objectives = useGetMany<Objective>('objectives', { ids: objectiveIds }, { ...cacheOf('objectives'), enabled: enabled && objectiveIds.length > 0 });
  const kpis = useGetMany<Kpi>('kpis', { ids: kpiIds }, { ...cacheOf('kpis'), enabled: enabled && kpiIds.length > 0 });
  return useMemo(() => {
    const objectiveById = new Map((objectives.data ?? []).filter(Boolean).map((o) => [o.id, o]));
    const kpiById = new Map((kpis.data ?? []).filter(Boolean).map((k) => [k.id, k]));
    return {
      objectiveLabel: new Map((objectiveAssignments.data ?? []).filter(Boolean).map((a) => [a.id, objectiveAssignmentLabel(a, objectiveById.get(a.objectiveId))])),
      kpiLabel: new Map((kpiAssignments.data ?? []).filter(Boolean).map((a) => [a.id, kpiAssignmentLabel(a, kpiById.get(a.kpiId))])),
    };
  }, [objectiveAssignments.data, kpiAssignments.data, objectives.data, kpis.data]);
}

/**
 * What the request screen names and offers: the organization's statuses, members (owners and
 * mentions), and the labels of the assignments the requests on screen link to. The link pickers
 * search the assignments themselves (RequestFormDialog).
 */
export function useRequestLookups(requests: ReadonlyArray<{ linkedObjectiveAssignmentId?: string | null; linkedKpiAssignmentId?: string | null }> = []) {
  const { user } = useSession();
  const enabled = Boolean(user?.organizationId);
  const settings = useOrganizationSettings();
  const employees = useGetList<Employee>('employees', BY_NAME, { ...cacheOf('employees'), enabled });
  const anyObjective = useGetList<ObjectiveAssignment>('objective-assignments', ANY_OBJECTIVE_ASSIGNMENT, { ...cacheOf('objectiveAssignments'), enabled });
  const links = useLinkLabels(requests, enabled);

  return useMemo(() => {
    const statuses = settings.data?.requestStatuses?.length ? settings.data.requestStatuses : [...DEFAULT_REQUEST_STATUSES];
    const people = employees.data ?? [];
    const me = people.find((employee) => employee.userId === user?.id) ?? null;
    const owners: Option[] = people.filter((e) => e.status !== 'Terminated').map((e) => ({ id: e.id, label: ownerLabel(e), valueLabel: ownerInputText(e) }));
    // Mentions name users: members are the employees who sign in.
    const members: Option[] = people.filter((e) => e.userId && e.userId !== user?.id).map((e) => ({ id: e.userId as string, label: e.name }));
    return {
      statuses,
      me,
      owners,
      members,
      memberNames: new Map(people.filter((e) => e.userId).map((e) => [e.userId as string, e.name])),
      objectiveAssignmentCount: anyObjective.total ?? 0,
      objectiveLabel: links.objectiveLabel,
      kpiLabel: links.kpiLabel,
      loading: employees.isPending || settings.isPending,
    };
  }, [settings.data, settings.isPending, employees.data, employees.isPending, anyObjective.total, links, user?.id]);
}

export type RequestLookups = ReturnType<typeof useRequestLookups>;
