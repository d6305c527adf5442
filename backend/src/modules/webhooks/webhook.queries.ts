import { EntityManager } from 'typeorm';

/**
 * Raw SQL on the webhook tables (the webhooks context owns them). Tenant statements take the
 * organization id first. The sweep's look-up reads across organizations on purpose: it answers ids
 * only, and each job it enqueues works in one organization.
 */

export interface NewDelivery {
  webhookId: string;
  event: string;
  entityId: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
}

/** The organization's live endpoints subscribed to `event`. */
export async function subscribedWebhooks(organizationId: string, manager: EntityManager, event: string): Promise<{ id: string }[]> {
  return (await manager.query(`SELECT "id" FROM "webhook" WHERE "organizationId" = $1 AND "deletedAt" IS NULL AND "events" ? $2`, [organizationId, event])) as { id: string }[];
}

/** The outbox rows of one change, in one statement. */
export async function insertDeliveries(organizationId: string, manager: EntityManager, rows: NewDelivery[]): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [organizationId];
  const values = rows.map((r) => {
    params.push(r.webhookId, r.event, r.entityId, JSON.stringify(r.payload), r.occurredAt);
    const n = params.length;
    return `($1, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::jsonb, $${n}, $${n})`;
  });
  return (await manager.query(
    `INSERT INTO "webhook_delivery" ("organizationId", "webhookId", "event", "entityId", "payload", "occurredAt", "nextAttemptAt") VALUES ${values.join(', ')} RETURNING "id"`,
    params,
  )) as { id: string }[];
}

export interface ClaimedDelivery {
  id: string;
  attempts: number;
  payload: Record<string, unknown>;
  event: string;
  url: string | null;
  secretEncrypted: string | null;
}

/**
 * Takes a pending delivery for one attempt (counted now): nobody else holds it for `leaseMs`.
 * Answers nothing when it was delivered, failed for good, or another run holds it.
 */
export async function claimDelivery(organizationId: string, manager: EntityManager, deliveryId: string, leaseMs: number): Promise<ClaimedDelivery | null> {
  const [rows] = (await manager.query(
    `UPDATE "webhook_delivery" d SET "attempts" = d."attempts" + 1, "claimedUntil" = now() + ($3 || ' milliseconds')::interval, "lastAttemptAt" = now()
       FROM "webhook" w
      WHERE d."organizationId" = $1 AND d."id" = $2 AND d."status" = 'pending' AND (d."claimedUntil" IS NULL OR d."claimedUntil" < now())
        AND w."organizationId" = d."organizationId" AND w."id" = d."webhookId"
      RETURNING d."id", d."attempts", d."payload", d."event", CASE WHEN w."deletedAt" IS NULL THEN w."url" END AS "url", w."secretEncrypted"`,
    [organizationId, deliveryId, String(leaseMs)],
  )) as [ClaimedDelivery[], number];
  return rows[0] ?? null;
}

/** The outcome of one attempt: delivered, failed for good, or pending again at `nextAttemptAt`. */
export async function finishAttempt(
  organizationId: string,
  manager: EntityManager,
  deliveryId: string,
  outcome: { status: 'delivered' | 'failed' | 'pending'; statusCode: number | null; error: string | null; retryInMs: number },
): Promise<void> {
  await manager.query(
    `UPDATE "webhook_delivery" SET "status" = $3::varchar, "statusCode" = $4::int, "error" = $5::text, "claimedUntil" = NULL,
            "deliveredAt" = CASE WHEN $3::varchar = 'delivered' THEN now() ELSE "deliveredAt" END,
            "nextAttemptAt" = now() + ($6 || ' milliseconds')::interval
      WHERE "organizationId" = $1 AND "id" = $2`,
    [organizationId, deliveryId, outcome.status, outcome.statusCode, outcome.error, String(outcome.retryInMs)],
  );
}

/** Pending deliveries whose job was lost (due for a while, nobody holds them): the sweep re-enqueues them. */
export async function lostDeliveries(manager: EntityManager, olderThanMs: number, limit: number): Promise<{ organizationId: string; id: string; attempts: number }[]> {
  return (await manager.query(
    `SELECT "organizationId", "id", "attempts" FROM "webhook_delivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= now() - ($1 || ' milliseconds')::interval AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
      ORDER BY "nextAttemptAt" LIMIT $2`,
    [String(olderThanMs), limit],
  )) as { organizationId: string; id: string; attempts: number }[];
}
