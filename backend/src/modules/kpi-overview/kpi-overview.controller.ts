import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { KpiOverviewRow } from '@scorecard/contracts';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { KpiOverviewService } from './kpi-overview.service';

@ApiTags('kpi-overview')
@Controller('kpi-overview')
export class KpiOverviewController {
  constructor(private readonly overview: KpiOverviewService) {}

  /** ?sort=["score","DESC"]&range=[0,24]&filter={"q":"rev","functionId":"…","year":"2026","frequency":"quarterly","period":"q2","view":"period"} */
  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<KpiOverviewRow>> {
    return this.overview.list(actor, query);
  }
}
