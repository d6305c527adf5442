import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/tenancy/access.decorators';
import { HealthReport, HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /**
   * 503 only when the database is unreachable (then no call can be served), so a load balancer
   * keeps an API that still works; `status: degraded` with 200 says Redis is down or a queue has
   * jobs waiting with no worker.
   */
  @Public()
  @Get()
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.health.report();
    if (report.database.status !== 'up') res.status(503);
    return report;
  }
}
