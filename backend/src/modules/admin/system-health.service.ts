import { Injectable } from '@nestjs/common';
import { AdminSystemHealth } from '@scorecard/contracts';
import { HealthService } from '../health/health.service';
import { API_RESPONSE_TIMES } from './response-times';

/** The System tab's figures, all measured (DESIGN decision 7): the health report plus response times and database size. */
@Injectable()
export class SystemHealthService {
  constructor(private readonly health: HealthService) {}

  async report(): Promise<AdminSystemHealth> {
    const [report, sizeBytes] = await Promise.all([this.health.report(), this.health.databaseSize()]);
    return {
      status: report.status,
      uptimeSeconds: Math.round(process.uptime()),
      responseTimes: API_RESPONSE_TIMES.percentiles(),
      database: { ...report.database, sizeBytes },
      redis: report.redis,
      jobs: report.jobs as AdminSystemHealth['jobs'],
    };
  }
}
