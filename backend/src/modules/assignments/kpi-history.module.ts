import { Module } from '@nestjs/common';
import { KpiValueHistoryService } from './kpi-value-history.service';

/** The history of KPI values and the as-of loader (DESIGN decision 22); no imports, so read-side modules can import it. */
@Module({ providers: [KpiValueHistoryService], exports: [KpiValueHistoryService] })
export class KpiHistoryModule {}
