import { EntityManager } from 'typeorm';
import { PRINCIPAL_COLUMNS, principalJoins } from '../../common/tenancy/session-principal';

/**
 * Raw SQL on the api_key table (the api-keys context owns it). The look-up by hash is across
 * organizations on purpose: a bearer call names no organization, only its key. It reads the key's
 * creator as the session principal (common/tenancy/session-principal.ts), in the one statement,
 * exactly as the session store does, so a key acts as the same principal a session would.
 */
export interface KeyPrincipalRow {
  keyId: string;
  keyName: string;
  keyScope: 'read' | 'write';
  keyOrganizationId: string;
  keyLastUsedAt: Date | null;
  [column: string]: unknown;
}

export async function findKeyWithPrincipal(manager: EntityManager, keyHash: string): Promise<KeyPrincipalRow | null> {
  const rows = (await manager.query(
    `SELECT k."id" AS "keyId", k."name" AS "keyName", k."scope" AS "keyScope", k."organizationId" AS "keyOrganizationId", k."lastUsedAt" AS "keyLastUsedAt", ${PRINCIPAL_COLUMNS}
       FROM "api_key" k ${principalJoins('k."createdById"::text')}
      WHERE k."keyHash" = $1 AND k."revokedAt" IS NULL`,
    [keyHash],
  )) as KeyPrincipalRow[];
  return rows[0] ?? null;
}

/** Marks the key used, unless it already was within the last minute (one write a minute at most). */
export async function touchKey(manager: EntityManager, organizationId: string, keyId: string): Promise<void> {
  await manager.query(
    `UPDATE "api_key" SET "lastUsedAt" = now() WHERE "organizationId" = $1 AND "id" = $2 AND ("lastUsedAt" IS NULL OR "lastUsedAt" < now() - interval '1 minute')`,
    [organizationId, keyId],
  );
}
