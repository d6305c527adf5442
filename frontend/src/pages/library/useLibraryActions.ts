import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { QUERY_KEYS } from '../../app/queryKeys';
import type { LibraryKind } from './libraryMessages';

export interface BulkDeleteResult {
  succeeded: Identifier[];
  failed: Identifier[];
}

/** Deletes run a few at a time: quick for a selection, without a burst of parallel transactions. */
const BULK_CONCURRENCY = 4;

/**
 * Create, update and delete calls of the Library through the data provider. After each change the
 * resource's lists are refetched (theme changes also refresh objectives), and the dashboard and
 * activity aggregates are marked stale.
 */
export function useLibraryActions() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const refresh = useCallback(
    async (resource: LibraryKind) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [resource] }),
        resource === 'themes' ? queryClient.invalidateQueries({ queryKey: ['objectives'] }) : undefined,
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.dashboardSummary }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activities }),
      ]);
    },
    [queryClient],
  );

  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  }, []);

  const create = useCallback(
    (resource: LibraryKind, data: object) =>
      run(async () => {
        const result = await dataProvider.create(resource, { data });
        await refresh(resource);
        return result.data;
      }),
    [dataProvider, refresh, run],
  );

  const update = useCallback(
    (resource: LibraryKind, previous: RaRecord, data: object) =>
      run(async () => {
        const result = await dataProvider.update(resource, { id: previous.id, data, previousData: previous });
        await refresh(resource);
        return result.data;
      }),
    [dataProvider, refresh, run],
  );

  const remove = useCallback(
    (resource: LibraryKind, record: RaRecord) =>
      run(async () => {
        await dataProvider.delete(resource, { id: record.id, previousData: record });
        await refresh(resource);
      }),
    [dataProvider, refresh, run],
  );

  /** One DELETE per id; answers which ones succeeded and which failed. */
  const removeMany = useCallback(
    (resource: LibraryKind, ids: Identifier[]) =>
      run(async (): Promise<BulkDeleteResult> => {
        const result: BulkDeleteResult = { succeeded: [], failed: [] };
        const queue = [...ids];
        const worker = async () => {
          for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
            try {
              await dataProvider.delete(resource, { id });
              result.succeeded.push(id);
            } catch {
              result.failed.push(id);
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, ids.length) }, worker));
        if (result.succeeded.length) await refresh(resource);
        return result;
      }),
    [dataProvider, refresh, run],
  );

  return { pending, create, update, remove, removeMany };
}
