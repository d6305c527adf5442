import { Module } from '@nestjs/common';
import { KpiOverviewController } from './kpi-overview.controller';
import { KpiOverviewService } from './kpi-overview.service';
import { SettingsModule } from '../settings/settings.module';
import { KpiHistoryModule } from '../assignments/kpi-history.module';

/** GET /api/kpi-overview: the KPI Overview screen's aggregated, paged, server-sorted list. */
@Module({
  imports: [SettingsModule, KpiHistoryModule],
  controllers: [KpiOverviewController],
  providers: [KpiOverviewService],
  exports: [KpiOverviewService],
})
export class KpiOverviewModule {}
