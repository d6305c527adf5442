import { EntityManager } from 'typeorm';

/**
 * Deliberately across organizations: an e-mail's domain names the organization whose provider signs
 * it in, before there is a tenant (the sign-in dialog, the start of the flow, the enforced check).
 */
export interface ClaimedDomain {
  organizationId: string;
  enforced: boolean;
}

export async function organizationClaiming(manager: EntityManager, domain: string): Promise<ClaimedDomain | null> {
  const rows = (await manager.query(
    `SELECT d."organizationId", c."enforced"
       FROM "sso_domain" d JOIN "sso_configuration" c ON c."organizationId" = d."organizationId"
      WHERE d."domain" = $1`,
    [domain],
  )) as ClaimedDomain[];
  return rows[0] ?? null;
}

/** Which of these domains another organization already claims (the first one, for the message). */
export async function claimedElsewhere(manager: EntityManager, organizationId: string, domains: string[]): Promise<string | null> {
  if (domains.length === 0) return null;
  const rows = (await manager.query(`SELECT "domain" FROM "sso_domain" WHERE "domain" = ANY($2::varchar[]) AND "organizationId" <> $1 ORDER BY "domain" LIMIT 1`, [
    organizationId,
    domains,
  ])) as { domain: string }[];
  return rows[0]?.domain ?? null;
}

/** The organization's claimed domains, sorted. */
export async function domainsOf(organizationId: string, manager: EntityManager): Promise<string[]> {
  const rows = (await manager.query(`SELECT "domain" FROM "sso_domain" WHERE "organizationId" = $1 ORDER BY "domain"`, [organizationId])) as { domain: string }[];
  return rows.map((r) => r.domain);
}

/**
 * The organization claims exactly these domains: others it held are released, new ones inserted.
 * A domain another organization holds fails the insert on the primary key (the caller answers 409).
 */
export async function replaceDomains(organizationId: string, manager: EntityManager, domains: string[]): Promise<void> {
  await manager.query(`DELETE FROM "sso_domain" WHERE "organizationId" = $1 AND NOT ("domain" = ANY($2::varchar[]))`, [organizationId, domains]);
  await manager.query(
    `INSERT INTO "sso_domain" ("domain", "organizationId")
     SELECT d, $1 FROM unnest($2::varchar[]) AS d
      WHERE NOT EXISTS (SELECT 1 FROM "sso_domain" x WHERE x."domain" = d AND x."organizationId" = $1)`,
    [organizationId, domains],
  );
}
