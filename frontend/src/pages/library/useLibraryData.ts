import { useGetList } from 'react-admin';
import { CACHE_TIMES, type Employee, type Kpi, type Objective, type Theme } from '../../app/shared';

/**
 * The whole library of the organization in one page per resource (at most a few hundred rows), so
 * search and selection work instantly on the loaded list. react-admin keys these queries
 * [resource, 'getList', params]; mutations invalidate [resource].
 */
const WHOLE_LIST = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
};

const cacheOf = (resource: 'objectives' | 'kpis' | 'themes' | 'employees') => ({
  staleTime: CACHE_TIMES[resource].staleMs,
  gcTime: CACHE_TIMES[resource].keptMs,
});

export function useLibraryData(enabled = true) {
  const objectives = useGetList<Objective>('objectives', WHOLE_LIST, { ...cacheOf('objectives'), enabled });
  const kpis = useGetList<Kpi>('kpis', WHOLE_LIST, { ...cacheOf('kpis'), enabled });
  const themes = useGetList<Theme>('themes', WHOLE_LIST, { ...cacheOf('themes'), enabled });
  const employees = useGetList<Employee>('employees', WHOLE_LIST, { ...cacheOf('employees'), enabled });
  return { objectives, kpis, themes, employees };
}
