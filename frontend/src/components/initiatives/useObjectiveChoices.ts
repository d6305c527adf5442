import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { Objective, ObjectiveAssignment } from '../../lib/shared';

const WHOLE = (field: string) => ({ pagination: { page: 1, perPage: 1000 }, sort: { field, order: 'ASC' as const }, filter: {} });

export interface ObjectiveChoice {
  id: string;
  name: string;
}

/**
 * The organization's objective assignments as picker choices, 'Grow revenue · CEO Office · 2026'
 * (the newest year first): two list calls, whatever the number of objectives.
 */
export function useObjectiveChoices(enabled = true): { choices: ObjectiveChoice[]; isPending: boolean; nameOf: (id: string) => string | undefined } {
  const assignments = useGetList<ObjectiveAssignment>('objective-assignments', WHOLE('createdAt'), { enabled });
  const objectives = useGetList<Objective>('objectives', WHOLE('name'), { enabled });
  return useMemo(() => {
    const names = new Map((objectives.data ?? []).map((o) => [o.id, o.name]));
    const choices = (assignments.data ?? [])
      .map((a) => ({ id: a.id, name: `${names.get(a.objectiveId) ?? 'Objective'} · ${a.organizationFunction} · ${a.period}`, period: a.period }))
      .sort((x, y) => y.period.localeCompare(x.period) || x.name.localeCompare(y.name))
      .map(({ id, name }) => ({ id, name }));
    const byId = new Map(choices.map((c) => [c.id, c.name]));
    return { choices, isPending: assignments.isPending || objectives.isPending, nameOf: (id: string) => byId.get(id) };
  }, [assignments.data, objectives.data, assignments.isPending, objectives.isPending]);
}
