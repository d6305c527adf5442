import type { KpiValueChange, PeriodKey } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { isUuid } from '../../common/tenancy/tenant-repository';

/**
 * The kpi_value_history table (DESIGN decision 22), owned by the assignments context. Every
 * function takes the organization id first and reads or writes only its rows.
 */

/** An entry to write: the contract's change of one assignment, its instant the transaction's `now()`. */
export type HistoryEntryRow = Omit<KpiValueChange, 'at'> & { kpiAssignmentId: string };

/** Writes entries in one statement whatever their number, on the caller's transaction (its `now()`). */
export async function insertHistory(organizationId: string, manager: EntityManager, rows: HistoryEntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO "kpi_value_history" ("organizationId", "kpiAssignmentId", "period", "field", "oldValue", "newValue", "userId", "userName", "reason")
     SELECT $1, v."id", v."period", v."field", v."old", v."new", v."userId", v."userName", v."reason"
       FROM unnest($2::uuid[], $3::varchar[], $4::varchar[], $5::float8[], $6::float8[], $7::uuid[], $8::varchar[], $9::text[])
         WITH ORDINALITY AS v("id", "period", "field", "old", "new", "userId", "userName", "reason", "n")
      ORDER BY v."n"`,
    [
      organizationId,
      rows.map((r) => r.kpiAssignmentId),
      rows.map((r) => r.period),
      rows.map((r) => r.field),
      rows.map((r) => r.oldValue),
      rows.map((r) => r.newValue),
      rows.map((r) => r.userId),
      rows.map((r) => r.userName),
      rows.map((r) => r.reason),
    ],
  );
}

/** One KPI assignment's entries, newest first (the order they were written within one transaction). */
export function historyOf(organizationId: string, manager: EntityManager, kpiAssignmentId: string): Promise<(Omit<HistoryEntryRow, 'kpiAssignmentId'> & { at: Date })[]> {
  return manager.query(
    `SELECT h."period", h."field", h."oldValue", h."newValue", h."userId", h."userName", h."at", h."reason"
       FROM "kpi_value_history" h
      WHERE h."organizationId" = $1 AND h."kpiAssignmentId" = $2
      ORDER BY h."at" DESC, h."seq" DESC`,
    [organizationId, kpiAssignmentId],
  );
}

export interface ValueAtRow {
  id: string;
  field: 'target' | 'actual';
  period: PeriodKey;
  value: number | null;
}

/**
 * The values of these assignments that changed after `asOf`, as they stood at `asOf`: for each
 * (assignment, field, period) the first entry after it gives its old value (history is complete,
 * so that is the value at `asOf`), or, for an entry kept when history began, its own value (the
 * earliest known). Values with no later entry are the current ones, which the caller keeps. One
 * query, reading only entries newer than `asOf` through the (organization, assignment, at) index.
 */
export function valuesChangedSince(organizationId: string, manager: EntityManager, ids: string[], asOf: Date): Promise<ValueAtRow[]> {
  const wanted = ids.filter((id) => isUuid(id));
  if (wanted.length === 0) return Promise.resolve([]);
  return manager.query(
    `SELECT DISTINCT ON (h."kpiAssignmentId", h."field", h."period")
            h."kpiAssignmentId" AS "id", h."field", h."period", CASE WHEN h."baseline" THEN h."newValue" ELSE h."oldValue" END AS "value"
       FROM "kpi_value_history" h
      WHERE h."organizationId" = $1 AND h."kpiAssignmentId" = ANY($2::uuid[]) AND h."at" > $3
      ORDER BY h."kpiAssignmentId", h."field", h."period", h."at", h."seq"`,
    [organizationId, wanted, asOf],
  );
}
