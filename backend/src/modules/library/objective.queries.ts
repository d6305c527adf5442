import { EntityManager } from 'typeorm';

/**
 * Raw SQL on the objective table (the library context owns it). Each function takes the
 * organization id first and reads or writes nothing outside it.
 */

/** Whether `objectiveId` is `startId` or one of its ancestors (a parent link to it would close a loop). */
export async function isAncestorOrSelf(organizationId: string, manager: EntityManager, startId: string, objectiveId: string): Promise<boolean> {
  const [cycle] = (await manager.query(
    `WITH RECURSIVE "up" AS (
       SELECT "id", "parentObjectiveId", 1 AS "depth" FROM "objective" WHERE "organizationId" = $1 AND "id" = $2
       UNION ALL
       SELECT o."id", o."parentObjectiveId", up."depth" + 1 FROM "objective" o JOIN "up" ON o."id" = up."parentObjectiveId"
        WHERE o."organizationId" = $1 AND up."depth" < 1000
     ) SELECT 1 FROM "up" WHERE "id" = $3 LIMIT 1`,
    [organizationId, startId, objectiveId],
  )) as unknown[];
  return cycle !== undefined;
}

/** Objectives of a theme about to go show 'No theme' (themeId null); answers how many. */
export async function unlinkTheme(organizationId: string, manager: EntityManager, themeId: string): Promise<number> {
  const unlinked = (await manager.query(
    `UPDATE "objective" SET "themeId" = NULL, "updatedAt" = now() WHERE "organizationId" = $1 AND "themeId" = $2 RETURNING "id"`,
    [organizationId, themeId],
  )) as [unknown[], number];
  return unlinked[1];
}
