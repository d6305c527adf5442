import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useDelete, useUpdate, type RaRecord } from 'react-admin';
import { QUERY_KEYS } from '../../providers/queryKeys';

export type CascadeResource = 'functions' | 'objective-assignments' | 'kpi-assignments';

/**
 * Writes of Set and Cascade through react-admin's mutation hooks, each answering a promise. After
 * every change the chart (its counts), both assignment lists, the scorecards and the dashboard and
 * activity aggregates are refetched, as the specification's client refetches its lists.
 */
export function useCascadeActions() {
  const queryClient = useQueryClient();
  const [createOne, createState] = useCreate();
  const [updateOne, updateState] = useUpdate();
  const [deleteOne, deleteState] = useDelete();

  const refresh = useCallback(
    () =>
      Promise.all(
        [['functions'], ['objective-assignments'], ['kpi-assignments'], ['scorecards'], QUERY_KEYS.dashboardSummary, QUERY_KEYS.activities].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );

  const create = useCallback(
    async <T extends RaRecord>(resource: CascadeResource, data: object): Promise<T> => {
      const created = (await createOne(resource, { data }, { returnPromise: true })) as T;
      await refresh();
      return created;
    },
    [createOne, refresh],
  );

  const update = useCallback(
    async <T extends RaRecord>(resource: CascadeResource, previous: T, data: object): Promise<T> => {
      const updated = (await updateOne(resource, { id: previous.id, data, previousData: previous }, { mutationMode: 'pessimistic', returnPromise: true })) as T;
      await refresh();
      return updated;
    },
    [updateOne, refresh],
  );

  const remove = useCallback(
    async (resource: CascadeResource, record: RaRecord): Promise<void> => {
      await deleteOne(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      await refresh();
    },
    [deleteOne, refresh],
  );

  const pending = createState.isPending || updateState.isPending || deleteState.isPending;
  return { create, update, remove, pending };
}
