import { Injectable } from '@nestjs/common';
import { AdminAnalytics, AdminSubscription, CountByKey, monthlyRevenue, Plan, PLANS, SubscriptionStatus, UsageMetric } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { ListResult, parseListParams } from '../../common/list-query';
import { iso, listRaw } from './admin-list';
import { newUsersByMonth, organizationsBy, platformCounts, SEATS, subscriptionSeats, subscriptionsSelect, usageCounts } from './admin.read-model';

const DAY_MS = 24 * 3600 * 1000;
/** Requests in these statuses are finished; every other status counts as active. */
const CLOSED_REQUEST_STATUSES = ['Completed', 'Rejected'];

type SubscriptionRow = Omit<AdminSubscription, 'monthlyRevenue' | 'currentPeriodStart' | 'currentPeriodEnd'> & {
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  recordedPrice: string | null;
};

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
    const qb = subscriptionsSelect(this.dataSource.manager);
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
    const counts = await platformCounts(this.dataSource.manager, monthAgo, CLOSED_REQUEST_STATUSES);
    const subscriptions = await subscriptionSeats(this.dataSource.manager, monthAgo);
    const revenueByPlan = new Map<string, number>(PLANS.map((p) => [p, 0]));
    let revenue = 0;
    let revenueThen = 0;
    for (const s of subscriptions) {
      const amount = revenueOf(s);
      revenue += amount;
      revenueByPlan.set(s.plan, (revenueByPlan.get(s.plan) ?? 0) + amount);
      if (s.existedThen) revenueThen += revenueOf({ ...s, seats: s.seatsThen });
    }

    const byPlan = await organizationsBy(this.dataSource.manager, 'subscriptionTier');
    const byStatus = await organizationsBy(this.dataSource.manager, 'status');
    const months = lastMonths(now, 6);
    const newUsers = await newUsersByMonth(this.dataSource.manager, `${months[0]}-01T00:00:00Z`);

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
    const row = await usageCounts(this.dataSource.manager, monthAgo);
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
