import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (DESIGN decision 26): only the SHA-256 of the key is stored (the key is 32 random
 * bytes, so a slow hash adds nothing); a revoked key keeps its row, with `revokedAt`.
 */
export class CreateApiKeys1764500000000 implements MigrationInterface {
  name = 'CreateApiKeys1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "api_key" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "createdById" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
        "name" varchar(100) NOT NULL,
        "scope" varchar(10) NOT NULL CHECK ("scope" IN ('read', 'write')),
        "keyHash" char(64) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastUsedAt" timestamptz,
        "revokedAt" timestamptz,
        CONSTRAINT "UQ_api_key_hash" UNIQUE ("keyHash")
      )`);
    await q.query(`CREATE INDEX "IDX_api_key_organization" ON "api_key" ("organizationId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "api_key"`);
  }
}
