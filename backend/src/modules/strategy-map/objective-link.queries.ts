import { EntityManager } from 'typeorm';

/** Raw SQL on the objective_link table (the strategy-map context owns it); organization id first. */

const LINK_LOCK = 'objective-link:';

/** Serializes link writes of one function, so two concurrent links cannot close a cycle together. */
export async function lockFunctionLinks(organizationId: string, manager: EntityManager, functionId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LINK_LOCK + organizationId + ':' + functionId]);
}

/** Whether `target` can be reached from `start` by following links (one recursive query). */
export async function leadsTo(organizationId: string, manager: EntityManager, start: string, target: string): Promise<boolean> {
  const rows = (await manager.query(
    `WITH RECURSIVE reach("id") AS (
       SELECT $2::uuid
       UNION
       SELECT l."toObjectiveAssignmentId" FROM "objective_link" l JOIN reach r ON l."fromObjectiveAssignmentId" = r."id"
        WHERE l."organizationId" = $1
     )
     SELECT 1 FROM reach WHERE "id" = $3::uuid LIMIT 1`,
    [organizationId, start, target],
  )) as unknown[];
  return rows.length > 0;
}
