import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on (DESIGN decision 27): one OpenID Connect configuration per organization, its
 * client secret encrypted (AES-256-GCM, `common/secret-box.ts`), and the e-mail domains it claims. A
 * domain is claimed by one organization only: its primary key is the lower-cased domain.
 */
export class CreateSso1764300000000 implements MigrationInterface {
  name = 'CreateSso1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "sso_configuration" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "issuer" varchar(2048) NOT NULL,
        "clientId" varchar(512) NOT NULL,
        "clientSecretEncrypted" text NOT NULL,
        "enforced" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_sso_configuration_organization" UNIQUE ("organizationId"),
        CONSTRAINT "UQ_sso_configuration_organization_id" UNIQUE ("organizationId", "id")
      )`);
    await q.query(`
      CREATE TABLE "sso_domain" (
        "domain" varchar(253) PRIMARY KEY CHECK ("domain" = lower("domain")),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_sso_domain_organization" ON "sso_domain" ("organizationId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "sso_domain"`);
    await q.query(`DROP TABLE "sso_configuration"`);
  }
}
