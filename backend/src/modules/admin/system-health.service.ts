import { Injectable } from '@nestjs/common';
import { AdminSystemHealth } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { HealthService } from '../health/health.service';
import { API_RESPONSE_TIMES } from './response-times';

/** The System tab's figures, all measured (DESIGN decision 7): the health report plus response times and database size. */
@Injectable()
export class SystemHealthService {
  constructor(
    private readonly health: HealthService,
    private readonly dataSource: DataSource,
  ) {}

  async report(): Promise<AdminSystemHealth> {
    const [report, sizeBytes] = await Promise.all([this.health.report(), this.databaseSize()]);
    return {
      status: report.status,
      uptimeSeconds: Math.round(process.uptime()),
      responseTimes: API_RESPONSE_TIMES.percentiles(),
      database: { ...report.database, sizeBytes },
      redis: report.redis,
      jobs: report.jobs as AdminSystemHealth['jobs'],
    };
  }

  private async databaseSize(): Promise<number | null> {
    try {
      const [row] = (await this.dataSource.query(`SELECT pg_database_size(current_database())::bigint AS size`)) as { size: string }[];
      return Number(row.size);
    } catch {
      return null;
    }
  }
}
