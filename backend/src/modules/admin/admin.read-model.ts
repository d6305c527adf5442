import type { CountByKey, Plan, SubscriptionStatus } from '@scorecard/contracts';
import { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * The Admin Panel's read model: lists and aggregates across every organization, reading the
 * organizations, users and other contexts' tables by name. Reads only: every write the panel makes
 * goes through the owning context's service (OrganizationsService, UserAccountsService,
 * EmployeeService). `test/boundaries.e2e-spec.ts` keeps `*.read-model.ts` files free of writes.
 */

/** platform.md section 4: with an organization 'Active'; without, 'Pending' until a password is set, then 'Unassigned'; a member deactivated by their admin (decision 20) 'Deactivated'. */
export const DISPLAY_STATUS = `CASE WHEN u."deactivatedAt" IS NOT NULL THEN 'Deactivated' WHEN u."organizationId" IS NOT NULL THEN 'Active' WHEN u."passwordHash" IS NULL THEN 'Pending' ELSE 'Unassigned' END`;
export const USER_COUNT = `(SELECT count(*)::int FROM "user" u WHERE u."organizationId" = o."id")`;
export const SEATS = `(SELECT count(*)::int FROM "user" u WHERE u."organizationId" = s."organizationId")`;
const RECORDED_PRICE = `(s.metadata->>'monthlyPrice')`;

/** Users (alias `u`) with their organization's name (alias `o`). */
export function usersSelect(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from('user', 'u')
    .leftJoin('organization', 'o', 'o.id = u.organizationId')
    .select('u.id', 'id')
    .addSelect('u.email', 'email')
    .addSelect('u.firstName', 'firstName')
    .addSelect('u.lastName', 'lastName')
    .addSelect('u.role', 'role')
    .addSelect('u.organizationId', 'organizationId')
    .addSelect('o.name', 'organizationName')
    .addSelect('u.emailVerified', 'emailVerified')
    .addSelect(DISPLAY_STATUS, 'displayStatus')
    .addSelect('u.lastLoginAt', 'lastLoginAt')
    .addSelect('u.createdAt', 'createdAt');
}

/** Organizations (alias `o`) with their user counts. */
export function organizationsSelect(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from('organization', 'o')
    .select('o.id', 'id')
    .addSelect('o.name', 'name')
    .addSelect('o.domain', 'domain')
    .addSelect('o.subscriptionTier', 'subscriptionTier')
    .addSelect('o.status', 'status')
    .addSelect('o.maxUsers', 'maxUsers')
    .addSelect('o.createdAt', 'createdAt')
    .addSelect(USER_COUNT, 'userCount');
}

/** Subscriptions (alias `s`) with their organization's name and seats. */
export function subscriptionsSelect(manager: EntityManager): SelectQueryBuilder<ObjectLiteral> {
  return manager
    .createQueryBuilder()
    .from('subscription', 's')
    .innerJoin('organization', 'o', 'o.id = s.organizationId')
    .select('s.id', 'id')
    .addSelect('s.organizationId', 'organizationId')
    .addSelect('o.name', 'organizationName')
    .addSelect('s.plan', 'plan')
    .addSelect('s.status', 'status')
    .addSelect('s.currentPeriodStart', 'currentPeriodStart')
    .addSelect('s.currentPeriodEnd', 'currentPeriodEnd')
    .addSelect(SEATS, 'seats')
    .addSelect(RECORDED_PRICE, 'recordedPrice');
}

export type PlatformCounts = {
  totalOrganizations: number;
  totalUsers: number;
  activeUsers: number;
  totalObjectives: number;
  totalKpis: number;
  activeRequests: number;
};

export async function platformCounts(manager: EntityManager, activeSince: Date, closedRequestStatuses: readonly string[]): Promise<PlatformCounts> {
  const [counts] = (await manager.query(
    `SELECT (SELECT count(*)::int FROM "organization") AS "totalOrganizations",
            (SELECT count(*)::int FROM "user") AS "totalUsers",
            (SELECT count(*)::int FROM "user" WHERE "lastLoginAt" >= $1) AS "activeUsers",
            (SELECT count(*)::int FROM "objective") AS "totalObjectives",
            (SELECT count(*)::int FROM "kpi") AS "totalKpis",
            (SELECT count(*)::int FROM "request" WHERE NOT ("status" = ANY($2))) AS "activeRequests"`,
    [activeSince, [...closedRequestStatuses]],
  )) as PlatformCounts[];
  return counts;
}

export type SubscriptionSeats = { plan: Plan; status: SubscriptionStatus; recordedPrice: string | null; existedThen: boolean; seats: number; seatsThen: number };

/** Seats now and at `then` (users created by then, still here) for every subscription: one query. */
export function subscriptionSeats(manager: EntityManager, then: Date): Promise<SubscriptionSeats[]> {
  return manager.query(
    `SELECT s."plan", s."status", s."metadata"->>'monthlyPrice' AS "recordedPrice", s."createdAt" <= $1 AS "existedThen",
            count(u."id")::int AS "seats", count(u."id") FILTER (WHERE u."createdAt" <= $1)::int AS "seatsThen"
       FROM "subscription" s LEFT JOIN "user" u ON u."organizationId" = s."organizationId"
      GROUP BY s."id"`,
    [then],
  ) as Promise<SubscriptionSeats[]>;
}

/** Organizations counted by plan or by status. */
export function organizationsBy(manager: EntityManager, column: 'subscriptionTier' | 'status'): Promise<CountByKey[]> {
  return manager.query(`SELECT "${column}" AS key, count(*)::int AS value FROM "organization" GROUP BY 1`) as Promise<CountByKey[]>;
}

/** Users created per month ('YYYY-MM', UTC) since `since`. */
export function newUsersByMonth(manager: EntityManager, since: string): Promise<CountByKey[]> {
  return manager.query(
    `SELECT to_char(date_trunc('month', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS key, count(*)::int AS value
       FROM "user" WHERE "createdAt" >= $1 GROUP BY 1`,
    [since],
  ) as Promise<CountByKey[]>;
}

/** The platform's usage figures over the window starting at `since`. */
export async function usageCounts(manager: EntityManager, since: Date): Promise<Record<string, number>> {
  const [row] = (await manager.query(
    `SELECT (SELECT count(*)::int FROM "organization" WHERE "status" = 'active') AS "activeOrganizations",
            (SELECT count(*)::int FROM "user" WHERE "lastLoginAt" >= $1) AS "activeUsers",
            (SELECT count(*)::int FROM "objective") AS "objectives",
            (SELECT count(*)::int FROM "kpi") AS "kpis",
            (SELECT count(*)::int FROM "kpi_assignment") AS "kpiAssignments",
            (SELECT count(*)::int FROM "request" WHERE "createdAt" >= $1) AS "requests",
            (SELECT count(*)::int FROM "comment" WHERE "createdAt" >= $1) AS "comments",
            (SELECT count(*)::int FROM "activity" WHERE "createdAt" >= $1) AS "activities"`,
    [since],
  )) as Record<string, number>[];
  return row;
}
