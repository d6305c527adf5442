import type { DashboardSummary } from '@scorecard/contracts';
import { Injectable } from '@nestjs/common';
import { QUERY_CONSTANTS } from '@scorecard/contracts';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService } from '../activities/activities.service';
import { KpiService } from '../library/kpi.service';
import { ObjectiveService } from '../library/objective.service';
import { UsersService } from '../users/users.service';
import { RequestReadModel } from '../requests/request-read-model';
import { SettingsService } from '../settings/settings.service';
import { closedRequestStatuses } from '../requests/request-statuses';
import { overallHealth, requestQueueHealth } from './system-health';

interface Counts {
  objectives: number;
  kpis: number;
  activeUsers: number;
}

@Injectable()
export class DashboardService {
  constructor(
    private readonly objectives: ObjectiveService,
    private readonly kpis: KpiService,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly requests: RequestReadModel,
    private readonly activities: ActivitiesService,
  ) {}

  async summary(actor: Actor): Promise<DashboardSummary> {
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

  /** Library sizes and users, each counted by the context that owns it. */
  private async counts(organizationId: string): Promise<Counts> {
    const [objectives, kpis, activeUsers] = await Promise.all([
      this.objectives.count(organizationId),
      this.kpis.count(organizationId),
      this.users.countActive(organizationId),
    ]);
    return { objectives, kpis, activeUsers };
  }
}
