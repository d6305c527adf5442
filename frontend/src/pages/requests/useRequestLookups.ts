import { ownerInputText, ownerLabel } from '../../lib/ownerLabel';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { useSession } from '../../lib/session';
import { CACHE_TIMES, DEFAULT_REQUEST_STATUSES, type Employee, type Kpi, type Objective } from '../../lib/shared';
import type { KpiAssignment, ObjectiveAssignment } from '@scorecard/contracts';
import type { Option } from './requestTypes';

const WHOLE_LIST = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'createdAt', order: 'ASC' as const }, filter: {} };
const BY_NAME = { ...WHOLE_LIST, sort: { field: 'name', order: 'ASC' as const } };

const cacheOf = (key: keyof typeof CACHE_TIMES) => ({ staleTime: CACHE_TIMES[key].staleMs, gcTime: CACHE_TIMES[key].keptMs });

/**
 * What the request screen names and offers: the organization's statuses, members (owners and
 * mentions), and the objective and KPI assignments a request may link to, labelled by their
 * library names. Each list is one cached call, shared by every card.
 */
export function useRequestLookups() {
  const { user } = useSession();
  const enabled = Boolean(user?.organizationId);
  const settings = useOrganizationSettings();
  const employees = useGetList<Employee>('employees', BY_NAME, { ...cacheOf('employees'), enabled });
  const objectives = useGetList<Objective>('objectives', BY_NAME, { ...cacheOf('objectives'), enabled });
  const kpis = useGetList<Kpi>('kpis', BY_NAME, { ...cacheOf('kpis'), enabled });
  const objectiveAssignments = useGetList<ObjectiveAssignment>('objective-assignments', WHOLE_LIST, { ...cacheOf('objectiveAssignments'), enabled });
  const kpiAssignments = useGetList<KpiAssignment>('kpi-assignments', WHOLE_LIST, { ...cacheOf('kpiAssignments'), enabled });

  return useMemo(() => {
    const statuses = settings.data?.requestStatuses?.length ? settings.data.requestStatuses : [...DEFAULT_REQUEST_STATUSES];
    const people = employees.data ?? [];
    const me = people.find((employee) => employee.userId === user?.id) ?? null;
    const objectiveNames = new Map((objectives.data ?? []).map((o) => [o.id, o.name]));
    const kpiNames = new Map((kpis.data ?? []).map((k) => [k.id, k.name]));
    const objectiveOptions: Option[] = (objectiveAssignments.data ?? []).map((a) => ({
      id: a.id,
      label: `${objectiveNames.get(a.objectiveId) ?? 'Objective'} · ${a.organizationFunction} (${a.period})`,
    }));
    const kpiOptions: Option[] = (kpiAssignments.data ?? []).map((a) => ({
      id: a.id,
      label: `${kpiNames.get(a.kpiId) ?? 'KPI'} (${a.period})`,
    }));
    const owners: Option[] = people.filter((e) => e.status !== 'Terminated').map((e) => ({ id: e.id, label: ownerLabel(e), valueLabel: ownerInputText(e) }));
    // Mentions name users: members are the employees who sign in.
    const members: Option[] = people.filter((e) => e.userId && e.userId !== user?.id).map((e) => ({ id: e.userId as string, label: e.name }));
    return {
      statuses,
      me,
      owners,
      members,
      memberNames: new Map(people.filter((e) => e.userId).map((e) => [e.userId as string, e.name])),
      objectiveOptions,
      kpiOptions,
      objectiveLabel: new Map(objectiveOptions.map((o) => [o.id, o.label])),
      kpiLabel: new Map(kpiOptions.map((o) => [o.id, o.label])),
      loading: employees.isPending || settings.isPending,
    };
  }, [settings.data, settings.isPending, employees.data, employees.isPending, objectives.data, kpis.data, objectiveAssignments.data, kpiAssignments.data, user?.id]);
}

export type RequestLookups = ReturnType<typeof useRequestLookups>;
