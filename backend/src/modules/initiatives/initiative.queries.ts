import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { scopedQuery } from '../../common/tenancy/tenant-repository';
import { InitiativeMilestoneRow, InitiativeObjectiveRow, InitiativeRow } from './initiative.entity';

/**
 * Queries on the initiative, initiative_objective and initiative_milestone tables (the initiatives
 * context owns them). Each tenant function takes the organization id first and reads or writes
 * nothing outside it; `overdueMilestones` reads across organizations on purpose (the schedule's
 * look-up, ids only).
 */

const COLUMNS = ['id', 'organizationId', 'name', 'description', 'ownerId', 'status', 'percentComplete'] as const satisfies readonly (keyof InitiativeRow)[];

const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The organization's initiatives (alias `i`), to be filtered and sorted by the caller. */
export function initiatives(organizationId: string, manager: EntityManager): SelectQueryBuilder<InitiativeRow> {
  return scopedQuery(manager, InitiativeRow, organizationId, 'i');
}

/**
 * Selects an initiative as answered, in the same statement: its objective assignment ids and its
 * milestones as JSON, and whether a milestone not done is due before `today` (YYYY-MM-DD).
 */
export function withAnswerColumns(qb: SelectQueryBuilder<InitiativeRow>, today: string): SelectQueryBuilder<InitiativeRow> {
  qb.select(`i.${COLUMNS[0]}`, COLUMNS[0]);
  for (const column of COLUMNS.slice(1)) qb.addSelect(`i.${column}`, column);
  return qb
    .addSelect(`to_char(i."startDate", 'YYYY-MM-DD')`, 'startDate')
    .addSelect(`to_char(i."dueDate", 'YYYY-MM-DD')`, 'dueDate')
    .addSelect(`i.budget::text`, 'budget')
    .addSelect(`i.spent::text`, 'spent')
    .addSelect(isoTimestamp('i.createdAt'), 'createdAt')
    .addSelect(isoTimestamp('i.updatedAt'), 'updatedAt')
    .addSelect(
      (sub) =>
        sub
          .select(`COALESCE(json_agg(l."objectiveAssignmentId" ORDER BY l."position"), '[]'::json)`)
          .from(InitiativeObjectiveRow, 'l')
          .where('l.organizationId = i.organizationId')
          .andWhere('l.initiativeId = i.id'),
      'objectiveAssignmentIds',
    )
    .addSelect(
      (sub) =>
        sub
          .select(
            `COALESCE(json_agg(json_build_object('id', m."id", 'name', m."name", 'dueDate', to_char(m."dueDate", 'YYYY-MM-DD'), 'done', m."done") ORDER BY m."position"), '[]'::json)`,
          )
          .from(InitiativeMilestoneRow, 'm')
          .where('m.organizationId = i.organizationId')
          .andWhere('m.initiativeId = i.id'),
      'milestones',
    )
    .addSelect(
      `EXISTS (SELECT 1 FROM "initiative_milestone" "om" WHERE "om"."organizationId" = i."organizationId" AND "om"."initiativeId" = i."id" AND NOT "om"."done" AND "om"."dueDate" < :today)`,
      'hasOverdueMilestone',
    )
    .setParameter('today', today);
}

/** The initiatives serving any of `values` (a parameter list), as a semi-join on the links' index. */
export const servingObjectiveAssignments = (values: string) =>
  `i.id IN (SELECT "fl"."initiativeId" FROM "initiative_objective" "fl" WHERE "fl"."organizationId" = i."organizationId" AND "fl"."objectiveAssignmentId" IN ${values})`;

/** Initiatives with a milestone not done due before `:today` (the list's overdue filter). */
export const withOverdueMilestone = `EXISTS (SELECT 1 FROM "initiative_milestone" "fm" WHERE "fm"."organizationId" = i."organizationId" AND "fm"."initiativeId" = i."id" AND NOT "fm"."done" AND "fm"."dueDate" < :today)`;

/** Replaces the initiative's objective links with `ids`, in order. */
export async function replaceObjectiveLinks(organizationId: string, manager: EntityManager, initiativeId: string, ids: readonly string[]): Promise<void> {
  await manager.query(`DELETE FROM "initiative_objective" WHERE "organizationId" = $1 AND "initiativeId" = $2`, [organizationId, initiativeId]);
  if (ids.length === 0) return;
  await manager.query(
    `INSERT INTO "initiative_objective" ("organizationId", "initiativeId", "objectiveAssignmentId", "position")
     SELECT $1, $2, t.id, t.ord - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS t(id, ord)`,
    [organizationId, initiativeId, ids],
  );
}

/** The ids of the initiative's milestones. */
export async function milestoneIds(organizationId: string, manager: EntityManager, initiativeId: string): Promise<string[]> {
  const rows: { id: string }[] = await manager.query(`SELECT "id" FROM "initiative_milestone" WHERE "organizationId" = $1 AND "initiativeId" = $2`, [organizationId, initiativeId]);
  return rows.map((r) => r.id);
}

export interface MilestoneWrite {
  id?: string;
  name: string;
  dueDate: string;
  done: boolean;
}

/**
 * Makes the initiative's milestones `milestones`, in order, in at most three statements: milestones
 * left out go, those sent with their id are updated in place (their overdue notice is kept unless
 * the due date moved or the milestone was reopened), the others are inserted.
 */
export async function replaceMilestones(organizationId: string, manager: EntityManager, initiativeId: string, milestones: readonly MilestoneWrite[]): Promise<void> {
  const kept = milestones.map((m, position) => ({ ...m, position })).filter((m) => m.id);
  const added = milestones.map((m, position) => ({ ...m, position })).filter((m) => !m.id);
  await manager.query(`DELETE FROM "initiative_milestone" WHERE "organizationId" = $1 AND "initiativeId" = $2 AND NOT ("id" = ANY($3::uuid[]))`, [
    organizationId,
    initiativeId,
    kept.map((m) => m.id),
  ]);
  if (kept.length) {
    await manager.query(
      `UPDATE "initiative_milestone" m
          SET "name" = t.name, "dueDate" = t.due, "done" = t.done, "position" = t.pos,
              "overdueNotifiedAt" = CASE WHEN m."dueDate" = t.due AND (m."done" OR NOT t.done) THEN m."overdueNotifiedAt" ELSE NULL END
         FROM unnest($3::uuid[], $4::text[], $5::date[], $6::boolean[], $7::smallint[]) AS t(id, name, due, done, pos)
        WHERE m."organizationId" = $1 AND m."initiativeId" = $2 AND m."id" = t.id`,
      [organizationId, initiativeId, kept.map((m) => m.id), kept.map((m) => m.name), kept.map((m) => m.dueDate), kept.map((m) => m.done), kept.map((m) => m.position)],
    );
  }
  if (added.length) {
    await manager.query(
      `INSERT INTO "initiative_milestone" ("organizationId", "initiativeId", "name", "dueDate", "done", "position")
       SELECT $1, $2, t.name, t.due, t.done, t.pos FROM unnest($3::text[], $4::date[], $5::boolean[], $6::smallint[]) AS t(name, due, done, pos)`,
      [organizationId, initiativeId, added.map((m) => m.name), added.map((m) => m.dueDate), added.map((m) => m.done), added.map((m) => m.position)],
    );
  }
}

export interface OverdueMilestone {
  id: string;
  organizationId: string;
  initiativeId: string;
  initiativeName: string;
  ownerId: string | null;
  name: string;
  dueDate: string;
}

/**
 * Milestones not done, not yet announced, due on or before `latestDate` (the caller narrows them to
 * each organization's own today), across organizations: the schedule's look-up.
 */
export function overdueMilestones(manager: EntityManager, latestDate: string, limit: number): Promise<OverdueMilestone[]> {
  return manager.query(
    `SELECT m."id", m."organizationId", m."initiativeId", i."name" AS "initiativeName", i."ownerId", m."name", to_char(m."dueDate", 'YYYY-MM-DD') AS "dueDate"
       FROM "initiative_milestone" m
       JOIN "initiative" i ON i."organizationId" = m."organizationId" AND i."id" = m."initiativeId"
      WHERE NOT m."done" AND m."overdueNotifiedAt" IS NULL AND m."dueDate" <= $1::date
      ORDER BY m."organizationId", m."dueDate"
      LIMIT $2`,
    [latestDate, limit],
  );
}

/** Marks the milestones as announced (once), if still open; answers those it marked. */
export async function markNotified(organizationId: string, manager: EntityManager, ids: readonly string[], at: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows: { id: string }[] = await manager.query(
    `WITH marked AS (
       UPDATE "initiative_milestone" SET "overdueNotifiedAt" = $3
        WHERE "organizationId" = $1 AND "id" = ANY($2::uuid[]) AND NOT "done" AND "overdueNotifiedAt" IS NULL
        RETURNING "id")
     SELECT "id" FROM marked`,
    [organizationId, ids, at],
  );
  return rows.map((r) => r.id);
}
