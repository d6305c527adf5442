import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminAnalytics, AdminSubscription, AdminSystemHealth, UsageMetric } from '@scorecard/contracts';
import { ListResult } from '../../common/list-query';
import { Roles } from '../../common/tenancy/access.decorators';
import { AdminReportsService } from './admin-reports.service';
import { SystemHealthService } from './system-health.service';

@ApiTags('admin')
@Roles('super_admin')
@Controller('admin')
export class AdminReportsController {
  constructor(
    private readonly reports: AdminReportsService,
    private readonly system: SystemHealthService,
  ) {}

  @Get('subscriptions')
  subscriptions(@Query() query: Record<string, unknown>): Promise<ListResult<AdminSubscription>> {
    return this.reports.subscriptions(query);
  }

  @Get('analytics')
  analytics(): Promise<AdminAnalytics> {
    return this.reports.analytics();
  }

  @Get('usage-metrics')
  usageMetrics(): Promise<UsageMetric[]> {
    return this.reports.usageMetrics();
  }

  @Get('system')
  systemHealth(): Promise<AdminSystemHealth> {
    return this.system.report();
  }
}
