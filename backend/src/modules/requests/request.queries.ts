import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { KeptTotal } from '../../common/list-query';
import { scopedQuery } from '../../common/tenancy/tenant-repository';
import { CommentRow } from './comment.entity';
import { RequestRow } from './request.entity';

/**
 * Queries on the request, request_status_history and comment tables (the requests context owns
 * them) that a repository call cannot express. Each takes the organization id first and reads or
 * writes nothing outside it.
 */

const COLUMNS = [
  'id',
  'organizationId',
  'type',
  'title',
  'description',
  'impactAnalysis',
  'requesterId',
  'ownerId',
  'status',
  'priority',
  'department',
  'linkedObjectiveAssignmentId',
  'linkedKpiAssignmentId',
  'attachments',
] as const satisfies readonly (keyof RequestRow)[];

/** ISO-8601 in UTC with milliseconds, as Date.toISOString writes it: the driver's Date parsing dominates large lists. */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A request as the read model answers it, straight from one raw row. */
export type RawRequest = Pick<RequestRow, (typeof COLUMNS)[number]> & {
  createdAt: string;
  updatedAt: string;
  commentCount: number;
};

/** The organization's requests (alias `r`), to be narrowed and sorted by the caller. */
export function requests(organizationId: string, manager: EntityManager): SelectQueryBuilder<RequestRow> {
  return scopedQuery(manager, RequestRow, organizationId, 'r');
}

/**
 * The requests list's kept total (issue 36): `request_total`, up to 8 rows (shards) per organization
 * and status that PostgreSQL's triggers keep on every write of request (migrations 1764900001000,
 * 1764960002000). The unfiltered list sums the organization's rows, a status filter its status's;
 * any other filter counts.
 */
export function keptRequestTotal(organizationId: string): KeptTotal {
  return {
    by: ['status'],
    sql: (filter) => ({
      sql: `SELECT COALESCE(sum("total"), 0)::int FROM "request_total" WHERE "organizationId" = :keptOrganizationId${filter.status === undefined ? '' : ` AND "status" = :keptStatus`}`,
      params: { keptOrganizationId: organizationId, keptStatus: filter.status },
    }),
  };
}

/** How many of the organization's requests are in none of `excluded` statuses, from the kept counts (a few rows a status). */
export async function keptRequestsNotIn(organizationId: string, manager: EntityManager, excluded: readonly string[]): Promise<number> {
  const [row] = (await manager.query(
    `SELECT COALESCE(sum("total"), 0)::int AS "total" FROM "request_total" WHERE "organizationId" = $1 AND NOT ("status" = ANY($2::varchar[]))`,
    [organizationId, [...excluded]],
  )) as { total: number }[];
  return row!.total;
}

/** Selects the request's columns with its live comment count, as raw fields (names come from the employees context). */
export function withAnswerColumns(qb: SelectQueryBuilder<RequestRow>): SelectQueryBuilder<RequestRow> {
  qb.select(`r.${COLUMNS[0]}`, COLUMNS[0]);
  for (const column of COLUMNS.slice(1)) qb.addSelect(`r.${column}`, column);
  return qb
    .addSelect(isoTimestamp('r.createdAt'), 'createdAt')
    .addSelect(isoTimestamp('r.updatedAt'), 'updatedAt')
    .addSelect(
      (sub) =>
        sub
          .select('count(*)::int')
          .from(CommentRow, 'c')
          .where('c.organizationId = r.organizationId')
          .andWhere('c.requestId = r.id')
          .andWhere('c.isDeleted = false'),
      'commentCount',
    );
}

/** Rows of ids with their dates: [id, createdAt, updatedAt] or [id, changedAt]. */
export interface SeedDates {
  requests: [string, Date, Date][];
  /** by request id: the first history row (no previous status) */
  firstHistory: [string, Date][];
  history: [string, Date][];
  comments: [string, Date, Date][];
}

/** The demo seed's back-dating: four statements whatever the number of rows. */
export async function backdate(organizationId: string, manager: EntityManager, dates: SeedDates): Promise<void> {
  const column = <T>(rows: T[][], index: number) => rows.map((row) => row[index]);
  await manager.query(
    `UPDATE "request" r SET "createdAt" = v."createdAt", "updatedAt" = v."updatedAt"
       FROM unnest($2::uuid[], $3::timestamptz[], $4::timestamptz[]) AS v("id", "createdAt", "updatedAt")
      WHERE r."organizationId" = $1 AND r."id" = v."id"`,
    [organizationId, column(dates.requests, 0), column(dates.requests, 1), column(dates.requests, 2)],
  );
  await manager.query(
    `UPDATE "request_status_history" h SET "changedAt" = v."changedAt"
       FROM unnest($2::uuid[], $3::timestamptz[]) AS v("requestId", "changedAt")
      WHERE h."organizationId" = $1 AND h."requestId" = v."requestId" AND h."previousStatus" IS NULL`,
    [organizationId, column(dates.firstHistory, 0), column(dates.firstHistory, 1)],
  );
  await manager.query(
    `UPDATE "request_status_history" h SET "changedAt" = v."changedAt"
       FROM unnest($2::uuid[], $3::timestamptz[]) AS v("id", "changedAt")
      WHERE h."organizationId" = $1 AND h."id" = v."id"`,
    [organizationId, column(dates.history, 0), column(dates.history, 1)],
  );
  await manager.query(
    `UPDATE "comment" c SET "createdAt" = v."createdAt", "updatedAt" = v."updatedAt"
       FROM unnest($2::uuid[], $3::timestamptz[], $4::timestamptz[]) AS v("id", "createdAt", "updatedAt")
      WHERE c."organizationId" = $1 AND c."id" = v."id"`,
    [organizationId, column(dates.comments, 0), column(dates.comments, 1), column(dates.comments, 2)],
  );
}

/**
 * High-priority requests of every organization whose last status change (or creation) is older
 * than `before` and whose quiet spell the escalation has not handled yet: the escalation
 * schedule's look-up, across organizations on purpose like the notification sweep; it answers the
 * rows, and each escalation is then recorded in its own organization. It reads only those rows
 * (IDX_request_escalation_due holds the High-priority requests not handled for their current spell).
 */
export function staleHighPriorityRequests(manager: EntityManager, before: Date): Promise<(RequestRow & { lastChangeAt: Date })[]> {
  return manager.query(
    `SELECT r."id", r."organizationId", r."title", r."requesterId", r."ownerId", r."status", r."priority", r."statusChangedAt" AS "lastChangeAt"
       FROM "request" r
      WHERE r."priority" = 'High' AND r."escalatedFor" IS DISTINCT FROM r."statusChangedAt" AND r."statusChangedAt" < $1`,
    [before],
  );
}

/**
 * Marks the quiet spells of `requests` (read by staleHighPriorityRequests with the same `before`)
 * handled, each in its own organization; a request whose status changed since was not stale then
 * (its new change is later than `before`) and stays due.
 */
export async function markEscalationsHandled(manager: EntityManager, requests: { id: string; organizationId: string }[], before: Date): Promise<void> {
  if (requests.length === 0) return;
  await manager.query(
    `UPDATE "request" r SET "escalatedFor" = r."statusChangedAt"
       FROM unnest($1::uuid[], $2::uuid[]) AS v("organizationId", "id")
      WHERE r."organizationId" = v."organizationId" AND r."id" = v."id" AND r."statusChangedAt" < $3`,
    [requests.map((r) => r.organizationId), requests.map((r) => r.id), before],
  );
}
