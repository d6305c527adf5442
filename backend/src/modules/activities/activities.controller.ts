import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { ActivitiesService, ActivitySummary } from './activities.service';
import { ActivityResponse } from './activity.entity';

@ApiTags('activities')
@Controller('activities')
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query('limit') limit?: string, @Query('category') category?: string): Promise<ActivityResponse[]> {
    return this.activities.list(actor, { limit, category });
  }

  @Get('summary')
  summary(@CurrentActor() actor: Actor): Promise<ActivitySummary> {
    return this.activities.summary(actor);
  }
}
