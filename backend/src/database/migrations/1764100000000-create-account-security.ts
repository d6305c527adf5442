import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account security (DESIGN decision 28). A user's password-reset link (one row per user: a new
 * request voids the old link; the token exists only in the mail, the row holds its SHA-256), their
 * TOTP second factor (the secret, when it was enabled, the last 30 s step a code was accepted for),
 * and their recovery codes (hashed, each used once). Accounts, not tenant rows: a super admin has no
 * organization. Everything goes with the user.
 */
export class CreateAccountSecurity1764100000000 implements MigrationInterface {
  name = 'CreateAccountSecurity1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "password_reset" (
        "userId" uuid PRIMARY KEY REFERENCES "user"("id") ON DELETE CASCADE,
        "tokenHash" varchar(128),
        "expiresAt" timestamptz,
        "requestedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_password_reset_token" ON "password_reset" ("tokenHash") WHERE "tokenHash" IS NOT NULL`);
    await q.query(`
      CREATE TABLE "user_two_factor" (
        "userId" uuid PRIMARY KEY REFERENCES "user"("id") ON DELETE CASCADE,
        "secret" varchar(128) NOT NULL,
        "enabledAt" timestamptz,
        "lastUsedStep" bigint NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "recovery_code" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
        "codeHash" varchar(128) NOT NULL,
        "usedAt" timestamptz
      )`);
    await q.query(`CREATE INDEX "IDX_recovery_code_user" ON "recovery_code" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "recovery_code"`);
    await q.query(`DROP TABLE "user_two_factor"`);
    await q.query(`DROP TABLE "password_reset"`);
  }
}
