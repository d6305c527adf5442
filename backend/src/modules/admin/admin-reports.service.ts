import { Injectable } from '@nestjs/common';
import { AdminAnalytics, AdminSubscription, CountByKey, monthlyRevenue, Plan, PLANS, SubscriptionStatus, UsageMetric } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { ListResult, parseListParams } from '../../common/list-query';
import { Subscription } from '../organizations/subscription.entity';
import { iso, listRaw } from './admin-list';

const DAY_MS = 24 * 3600 * 1000;
/** Requests in these statuses are finished; every other status counts as active. */
const CLOSED_REQUEST_STATUSES = ['Completed', 'Rejected'];

type SubscriptionRow = Omit<AdminSubscription, 'monthlyRevenue' | 'currentPeriodStart' | 'currentPeriodEnd'> & {
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  recordedPrice: string | null;
};

const SEATS = `(SELECT count(*)::int FROM "user" u WHERE u."organizationId" = s."organizationId")`;
const RECORDED_PRICE = `(s.metadata->>'monthlyPrice')`;
const SUBSCRIPTION_SPEC = {
  sortable: {
    id: 's.id',
    organizationName: 'lower(o.name)',
    plan: 's.plan',
    status: 's.status',
    currentPeriodStart: 's.currentPeriodStart',
    currentPeriodEnd: 's.currentPeriodEnd',
    seats: SEATS,
  },
  defaultSort: { field: 'organizationName', order: 'ASC' as const },
  searchable: ['o.name'],
  filterable: { plan: 's.plan', status: 's.status', organizationId: 's.organizationId' },
};

function revenueOf(row: { plan: Plan; seats: number; status: SubscriptionStatus; recordedPrice: string | null }): number {
  const recorded = row.recordedPrice === null ? null : Number(row.recordedPrice);
  return monthlyRevenue(row.plan, row.seats, row.status, Number.isFinite(recorded) ? recorded : null);
}

/** Subscriptions, analytics and usage figures: aggregates computed by the database from the data, never stored totals. */
@Injectable()
export class AdminReportsService {
  constructor(private readonly dataSource: DataSource) {}

  async subscriptions(query: Record<string, unknown>): Promise<ListResult<AdminSubscription>> {
    const params = parseListParams(query, ['q', 'plan', 'status']);
    const qb = this.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
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
    const result = await listRaw<SubscriptionRow>('admin/subscriptions', qb, params, SUBSCRIPTION_SPEC);
    return result.map(({ recordedPrice, ...row }) => ({
      ...row,
      currentPeriodStart: iso(row.currentPeriodStart),
      currentPeriodEnd: iso(row.currentPeriodEnd),
      monthlyRevenue: revenueOf({ ...row, recordedPrice }),
    }));
  }

  /** `now` is passed in so the 30-day windows are testable. */
  async analytics(now = new Date()): Promise<AdminAnalytics> {
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const [counts] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM "organization") AS "totalOrganizations",
              (SELECT count(*)::int FROM "user") AS "totalUsers",
              (SELECT count(*)::int FROM "user" WHERE "lastLoginAt" >= $1) AS "activeUsers",
              (SELECT count(*)::int FROM "objective") AS "totalObjectives",
              (SELECT count(*)::int FROM "kpi") AS "totalKpis",
              (SELECT count(*)::int FROM "request" WHERE NOT ("status" = ANY($2))) AS "activeRequests"`,
      [monthAgo, CLOSED_REQUEST_STATUSES],
    )) as Pick<AdminAnalytics, 'totalOrganizations' | 'totalUsers' | 'activeUsers' | 'totalObjectives' | 'totalKpis' | 'activeRequests'>[];

    // Seats now and 30 days ago (users created by then, still here) for every subscription: one query.
    const subscriptions = (await this.dataSource.query(
      `SELECT s."plan", s."status", s."metadata"->>'monthlyPrice' AS "recordedPrice", s."createdAt" <= $1 AS "existedThen",
              count(u."id")::int AS "seats", count(u."id") FILTER (WHERE u."createdAt" <= $1)::int AS "seatsThen"
         FROM "subscription" s LEFT JOIN "user" u ON u."organizationId" = s."organizationId"
        GROUP BY s."id"`,
      [monthAgo],
    )) as { plan: Plan; status: SubscriptionStatus; recordedPrice: string | null; existedThen: boolean; seats: number; seatsThen: number }[];
    const revenueByPlan = new Map<string, number>(PLANS.map((p) => [p, 0]));
    let revenue = 0;
    let revenueThen = 0;
    for (const s of subscriptions) {
      const amount = revenueOf(s);
      revenue += amount;
      revenueByPlan.set(s.plan, (revenueByPlan.get(s.plan) ?? 0) + amount);
      if (s.existedThen) revenueThen += revenueOf({ ...s, seats: s.seatsThen });
    }

    const byPlan = (await this.dataSource.query(`SELECT "subscriptionTier" AS key, count(*)::int AS value FROM "organization" GROUP BY 1`)) as CountByKey[];
    const byStatus = (await this.dataSource.query(`SELECT "status" AS key, count(*)::int AS value FROM "organization" GROUP BY 1`)) as CountByKey[];
    const months = lastMonths(now, 6);
    const newUsers = (await this.dataSource.query(
      `SELECT to_char(date_trunc('month', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM') AS key, count(*)::int AS value
         FROM "user" WHERE "createdAt" >= $1 GROUP BY 1`,
      [`${months[0]}-01T00:00:00Z`],
    )) as CountByKey[];

    return {
      ...counts,
      monthlyRevenue: round2(revenue),
      revenueGrowth: revenueThen > 0 ? round2(((revenue - revenueThen) / revenueThen) * 100) : null,
      avgEngagement: counts.totalUsers > 0 ? round2((counts.activeUsers / counts.totalUsers) * 100) : 0,
      organizationsByPlan: PLANS.map((key) => ({ key, value: byPlan.find((r) => r.key === key)?.value ?? 0 })),
      organizationsByStatus: ['active', 'suspended', 'cancelled'].map((key) => ({ key, value: byStatus.find((r) => r.key === key)?.value ?? 0 })),
      revenueByPlan: PLANS.map((key) => ({ key, value: round2(revenueByPlan.get(key) ?? 0) })),
      newUsersByMonth: months.map((key) => ({ key, value: newUsers.find((r) => r.key === key)?.value ?? 0 })),
    };
  }

  /** Platform usage counted from the data (platform.md section 3, usage_metric: metric and value). */
  async usageMetrics(now = new Date()): Promise<UsageMetric[]> {
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM "organization" WHERE "status" = 'active') AS "activeOrganizations",
              (SELECT count(*)::int FROM "user" WHERE "lastLoginAt" >= $1) AS "activeUsers",
              (SELECT count(*)::int FROM "objective") AS "objectives",
              (SELECT count(*)::int FROM "kpi") AS "kpis",
              (SELECT count(*)::int FROM "kpi_assignment") AS "kpiAssignments",
              (SELECT count(*)::int FROM "request" WHERE "createdAt" >= $1) AS "requests",
              (SELECT count(*)::int FROM "comment" WHERE "createdAt" >= $1) AS "comments",
              (SELECT count(*)::int FROM "activity" WHERE "createdAt" >= $1) AS "activities"`,
      [monthAgo],
    )) as Record<string, number>[];
    return [
      { metric: 'Active organizations', value: row.activeOrganizations },
      { metric: 'Active users (30 days)', value: row.activeUsers },
      { metric: 'Objectives', value: row.objectives },
      { metric: 'KPIs', value: row.kpis },
      { metric: 'KPI assignments', value: row.kpiAssignments },
      { metric: 'Requests (30 days)', value: row.requests },
      { metric: 'Comments (30 days)', value: row.comments },
      { metric: 'Activities (30 days)', value: row.activities },
    ];
  }
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** 'YYYY-MM' keys of the last `count` months up to `now`'s, oldest first (UTC). */
export function lastMonths(now: Date, count: number): string[] {
  const keys: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    keys.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return keys;
}
