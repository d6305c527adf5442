import type { Activity as ActivityRecord } from '@scorecard/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import type { ActivitySummary } from '@scorecard/contracts';
import { ActivitiesService } from './activities.service';

@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query('limit') limit?: string, @Query('category') category?: string): Promise<ActivityRecord[]> {
    return this.activities.list(actor, { limit, category });
  }

  @Get('summary')
  summary(@CurrentActor() actor: Actor): Promise<ActivitySummary> {
    return this.activities.summary(actor);
  }
}
