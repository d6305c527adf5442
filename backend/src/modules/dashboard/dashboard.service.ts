import { Injectable } from '@nestjs/common';
import { QUERY_CONSTANTS } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService } from '../activities/activities.service';
import { RequestService } from '../requests/request.service';
import { SettingsService } from '../settings/settings.service';
import { DashboardSummaryResponse } from './dto/dashboard.dto';
import { closedRequestStatuses, overallHealth, requestQueueHealth } from './system-health';

interface Counts {
  objectives: number;
  kpis: number;
  activeUsers: number;
}

@Injectable()
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly requests: RequestService,
    private readonly activities: ActivitiesService,
  ) {}

  async summary(actor: Actor): Promise<DashboardSummaryResponse> {
    const { requestStatuses } = await this.settings.get(actor.organizationId);
    const closed = closedRequestStatuses(requestStatuses);
    const [counts, pendingRequests, recentActivities] = await Promise.all([
      this.counts(actor.organizationId),
      this.requests.countStatusNotIn(actor.organizationId, closed),
      this.activities.list(actor, { limit: QUERY_CONSTANTS.recentActivitiesCount }),
    ]);
    return {
      ...counts,
      pendingRequests,
      pendingStatuses: requestStatuses.filter((s) => !closed.includes(s)),
      recentActivities,
      systemHealth: {
        status: overallHealth({ ...counts, pendingRequests }),
        requestQueue: requestQueueHealth(pendingRequests),
      },
    };
  }

  /**
   * Library sizes and users in one query. The library tables belong to the scorecard context; they
   * exist once all migrations ran, and a database without them reads as an empty library.
   */
  private async counts(organizationId: string): Promise<Counts> {
    const [present] = (await this.dataSource.query(
      `SELECT to_regclass('objective') IS NOT NULL AS "objective", to_regclass('kpi') IS NOT NULL AS "kpi"`,
    )) as { objective: boolean; kpi: boolean }[];
    const count = (table: string, ok: boolean) => (ok ? `(SELECT count(*)::int FROM "${table}" WHERE "organizationId" = $1)` : '0');
    const [row] = (await this.dataSource.query(
      `SELECT ${count('objective', present.objective)} AS "objectives",
              ${count('kpi', present.kpi)} AS "kpis",
              (SELECT count(*)::int FROM "user" WHERE "organizationId" = $1) AS "activeUsers"`,
      [organizationId],
    )) as Counts[];
    return row;
  }
}
