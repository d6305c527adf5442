import { MigrationInterface, QueryRunner } from 'typeorm';

/** Organizations (tenants), their settings and subscription, users and their employee records. */
export class CreateAccounts1763769700000 implements MigrationInterface {
  name = 'CreateAccounts1763769700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "organization" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "domain" varchar(255),
        "logoUrl" varchar(2048),
        "settings" jsonb NOT NULL DEFAULT '{}',
        "status" varchar(20) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active','suspended','cancelled')),
        "subscriptionTier" varchar(20) NOT NULL DEFAULT 'free' CHECK ("subscriptionTier" IN ('free','basic','professional','enterprise')),
        "maxUsers" integer NOT NULL DEFAULT 10,
        "maxObjectives" integer NOT NULL DEFAULT 50,
        "maxKpis" integer NOT NULL DEFAULT 100,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_organization_domain" ON "organization" (lower("domain")) WHERE "domain" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "user" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(320) NOT NULL,
        "passwordHash" varchar(255),
        "firstName" varchar(100),
        "lastName" varchar(100),
        "profileImageUrl" varchar(2048),
        "role" varchar(20) NOT NULL DEFAULT 'user' CHECK ("role" IN ('user','admin','super_admin')),
        "organizationId" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
        "emailVerified" boolean NOT NULL DEFAULT false,
        "verificationCodeHash" varchar(128),
        "verificationCodeExpires" timestamptz,
        "verificationAttempts" integer NOT NULL DEFAULT 0,
        "verificationTokenHash" varchar(128),
        "verificationTokenExpires" timestamptz,
        "lastLoginAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_user_email" ON "user" (lower("email"))`);
    await q.query(`CREATE INDEX "IDX_user_organization" ON "user" ("organizationId")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_user_verification_token" ON "user" ("verificationTokenHash") WHERE "verificationTokenHash" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "organization_settings" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL UNIQUE REFERENCES "organization"("id") ON DELETE CASCADE,
        "values" jsonb NOT NULL DEFAULT '{}',
        "updatedById" uuid REFERENCES "user"("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE "subscription" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "stripeCustomerId" varchar(255),
        "stripeSubscriptionId" varchar(255),
        "plan" varchar(20) NOT NULL DEFAULT 'free' CHECK ("plan" IN ('free','basic','professional','enterprise')),
        "status" varchar(20) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active','past_due','cancelled','incomplete')),
        "currentPeriodStart" timestamptz,
        "currentPeriodEnd" timestamptz,
        "cancelAtPeriodEnd" boolean NOT NULL DEFAULT false,
        "trialEnd" timestamptz,
        "metadata" jsonb NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_subscription_organization" ON "subscription" ("organizationId", "id")`);

    await q.query(`
      CREATE TABLE "employee" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
        "userId" uuid UNIQUE REFERENCES "user"("id") ON DELETE SET NULL,
        "name" varchar(200) NOT NULL,
        "email" varchar(320),
        "role" varchar(20) NOT NULL DEFAULT 'Employee' CHECK ("role" IN ('Employee','Manager','Admin')),
        "department" varchar(100),
        "position" varchar(150),
        "level" varchar(50),
        "employmentType" varchar(20) NOT NULL DEFAULT 'Full_Time' CHECK ("employmentType" IN ('Full_Time','Part_Time','Contract','Internship')),
        "status" varchar(20) NOT NULL DEFAULT 'Active' CHECK ("status" IN ('Active','Inactive','On_Leave','Terminated')),
        "hireDate" date,
        "supervisorId" uuid REFERENCES "employee"("id") ON DELETE SET NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_employee_organization" ON "employee" ("organizationId", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['employee', 'subscription', 'organization_settings', 'user', 'organization']) {
      await q.query(`DROP TABLE "${table}"`);
    }
  }
}
