/**
 * Raw SQL of the notifications context. Every tenant function takes the organization id first and
 * filters by it. The two sweep look-ups (`dueDeliveries`, `digestRecipients`) read across
 * organizations on purpose: they answer ids only, and every job they enqueue works in one
 * organization.
 */
import type { DeliveryChannel, DeliveryStatus, NotificationPriority } from '@scorecard/contracts';
import { EntityManager } from 'typeorm';
import { KeptTotal } from '../../common/list-query';

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  message: string;
  entityType: string | null;
  entityId: string | null;
  actionUrl: string | null;
  priority: NotificationPriority;
  dedupeKey: string;
}

export interface NewDelivery {
  notificationId: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  scheduledFor: Date | null;
  digest: 'daily' | 'weekly' | null;
  deliveredAt: Date | null;
  metadata: Record<string, unknown>;
}

/** Inserts the notifications; a dedupe key already there is skipped. Answers the rows written. */
export async function insertNotifications(organizationId: string, manager: EntityManager, rows: NewNotification[]): Promise<{ id: string; dedupeKey: string }[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [organizationId];
  const values = rows.map((r) => {
    const at = params.length;
    params.push(r.userId, r.type, r.title, r.message, r.entityType, r.entityId, r.actionUrl, r.priority, r.dedupeKey);
    return `($1, ${Array.from({ length: 9 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  return manager.query(
    `INSERT INTO "notification" ("organizationId", "userId", "type", "title", "message", "entityType", "entityId", "actionUrl", "priority", "dedupeKey")
     VALUES ${values.join(', ')}
     ON CONFLICT ("organizationId", "dedupeKey") DO NOTHING
     RETURNING "id", "dedupeKey"`,
    params,
  );
}

export async function insertDeliveries(organizationId: string, manager: EntityManager, rows: NewDelivery[]): Promise<{ id: string; channel: DeliveryChannel; scheduledFor: Date | null; digest: string | null }[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [organizationId];
  const values = rows.map((r) => {
    const at = params.length;
    params.push(r.notificationId, r.channel, r.status, r.scheduledFor, r.digest, r.deliveredAt, JSON.stringify(r.metadata));
    return `($1, ${Array.from({ length: 7 }, (_, i) => `$${at + i + 1}`).join(', ')})`;
  });
  return manager.query(
    `INSERT INTO "notification_delivery" ("organizationId", "notificationId", "channel", "status", "scheduledFor", "digest", "deliveredAt", "metadata")
     VALUES ${values.join(', ')}
     RETURNING "id", "channel", "scheduledFor", "digest"`,
    params,
  );
}

/** What a worker needs to send one e-mail delivery. */
export interface ClaimedDelivery {
  id: string;
  attemptCount: number;
  notificationId: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  priority: NotificationPriority;
  actionUrl: string | null;
  createdAt: Date;
}

/**
 * Claims a pending e-mail delivery that is due and not held by another worker (or held past the
 * lease: that worker died), counting the attempt. Null: nothing to send by this run.
 */
export async function claimDelivery(organizationId: string, manager: EntityManager, deliveryId: string, now: Date, leaseMs: number): Promise<ClaimedDelivery | null> {
  const rows: ClaimedDelivery[] = await manager.query(
    `WITH claimed AS (
       UPDATE "notification_delivery" d
          SET "claimedAt" = $3, "attemptCount" = d."attemptCount" + 1, "lastAttempt" = $3, "updatedAt" = $3
        WHERE d."organizationId" = $1 AND d."id" = $2 AND d."status" = 'pending' AND d."channel" = 'email'
          AND d."digest" IS NULL AND d."scheduledFor" <= $3
          AND (d."claimedAt" IS NULL OR d."claimedAt" < $3::timestamptz - make_interval(secs => $4::float8 / 1000))
        RETURNING d."id", d."attemptCount", d."notificationId")
     SELECT c."id", c."attemptCount", n."id" AS "notificationId", n."userId", n."type", n."title", n."message", n."priority", n."actionUrl", n."createdAt"
       FROM claimed c JOIN "notification" n ON n."organizationId" = $1 AND n."id" = c."notificationId"`,
    [organizationId, deliveryId, now, leaseMs],
  );
  return rows[0] ?? null;
}

/** Claims every waiting digest delivery of one user for this frequency; answers them oldest first. */
export async function claimDigest(
  organizationId: string,
  manager: EntityManager,
  userId: string,
  digest: 'daily' | 'weekly',
  now: Date,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  return manager.query(
    `WITH claimed AS (
       UPDATE "notification_delivery" d
          SET "claimedAt" = $4, "attemptCount" = d."attemptCount" + 1, "lastAttempt" = $4, "updatedAt" = $4
         FROM "notification" n
        WHERE d."organizationId" = $1 AND n."organizationId" = $1 AND n."id" = d."notificationId" AND n."userId" = $2
          AND d."status" = 'pending' AND d."channel" = 'email' AND d."digest" = $3
          AND (d."claimedAt" IS NULL OR d."claimedAt" < $4::timestamptz - make_interval(secs => $5::float8 / 1000))
        RETURNING d."id", d."attemptCount", d."notificationId")
     SELECT c."id", c."attemptCount", n."id" AS "notificationId", n."userId", n."type", n."title", n."message", n."priority", n."actionUrl", n."createdAt"
       FROM claimed c JOIN "notification" n ON n."organizationId" = $1 AND n."id" = c."notificationId"
      ORDER BY n."createdAt", n."id"`,
    [organizationId, userId, digest, now, leaseMs],
  );
}

/** The claimed deliveries went out. */
export async function markSent(organizationId: string, manager: EntityManager, ids: string[], now: Date): Promise<void> {
  await manager.query(
    `UPDATE "notification_delivery" SET "status" = 'sent', "deliveredAt" = $3, "claimedAt" = NULL, "errorMessage" = NULL, "updatedAt" = $3
      WHERE "organizationId" = $1 AND "id" = ANY($2::uuid[])`,
    [organizationId, ids, now],
  );
}

/** A send failed: released for the next attempt, or `failed` with the error after the last one. */
export async function markAttemptFailed(organizationId: string, manager: EntityManager, ids: string[], error: string, maxAttempts: number, now: Date): Promise<void> {
  await manager.query(
    `UPDATE "notification_delivery"
        SET "claimedAt" = NULL, "errorMessage" = $3, "updatedAt" = $5,
            "status" = CASE WHEN "attemptCount" >= $4 THEN 'failed' ELSE "status" END
      WHERE "organizationId" = $1 AND "id" = ANY($2::uuid[])`,
    [organizationId, ids, error.slice(0, 1000), maxAttempts, now],
  );
}

/** Pending immediate e-mails whose time has come and that no live worker holds (the sweep). */
export function dueDeliveries(manager: EntityManager, now: Date, leaseMs: number, graceMs: number, limit: number): Promise<{ id: string; organizationId: string; attemptCount: number }[]> {
  return manager.query(
    `SELECT "id", "organizationId", "attemptCount" FROM "notification_delivery"
      WHERE "status" = 'pending' AND "channel" = 'email' AND "digest" IS NULL AND "scheduledFor" <= $1
        AND ("claimedAt" IS NULL OR "claimedAt" < $1::timestamptz - make_interval(secs => $2::float8 / 1000))
        AND ("lastAttempt" IS NULL OR "lastAttempt" < $1::timestamptz - make_interval(secs => $3::float8 / 1000))
      ORDER BY "scheduledFor" LIMIT $4`,
    [now, leaseMs, graceMs, limit],
  );
}

/** Users with e-mails waiting for this digest, one row per (organization, user). */
export function digestRecipients(manager: EntityManager, digest: 'daily' | 'weekly'): Promise<{ organizationId: string; userId: string }[]> {
  return manager.query(
    `SELECT DISTINCT d."organizationId", n."userId"
       FROM "notification_delivery" d JOIN "notification" n ON n."organizationId" = d."organizationId" AND n."id" = d."notificationId"
      WHERE d."status" = 'pending' AND d."channel" = 'email' AND d."digest" = $1`,
    [digest],
  );
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllRead(organizationId: string, manager: EntityManager, userId: string, now: Date): Promise<number> {
  const [, count] = await manager.query(
    `UPDATE "notification" SET "isRead" = true, "readAt" = $3 WHERE "organizationId" = $1 AND "userId" = $2 AND NOT "isRead"`,
    [organizationId, userId, now],
  );
  return Number(count ?? 0);
}

/** The default preferences row of a user, unless one exists (two first reads at once keep one). */
export async function insertDefaultPreferences(organizationId: string, manager: EntityManager, userId: string): Promise<void> {
  await manager.query(
    `INSERT INTO "notification_preferences" ("organizationId", "userId") VALUES ($1, $2) ON CONFLICT ("organizationId", "userId") DO NOTHING`,
    [organizationId, userId],
  );
}

/**
 * The bell's list's kept total (issue 36): `notification_total`, up to 8 rows (shards) per user of
 * the organization counting the notifications IN_APP matches, kept by PostgreSQL's triggers on
 * every write of notification and notification_delivery (migrations 1764900002000, 1764960002000).
 * Only the unfiltered list reads it; a filter (read or not, type, search) counts.
 */
export function keptNotificationTotal(organizationId: string, userId: string): KeptTotal {
  return {
    by: [],
    sql: () => ({
      sql: `SELECT COALESCE(sum("total"), 0)::int FROM "notification_total" WHERE "organizationId" = :keptOrganizationId AND "userId" = :keptUserId`,
      params: { keptOrganizationId: organizationId, keptUserId: userId },
    }),
  };
}

/**
 * The list's condition: notifications the user gets in the app (the bell is that channel). `inApp`
 * is kept by the deliveries' triggers (migration 1764900002000): the row's own flag, where an
 * EXISTS on the deliveries cost a lookup per notification walked.
 */
export const IN_APP = (alias: string) => `${alias}."inApp"`;
