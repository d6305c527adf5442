import type { ObjectiveLink, StrategyMapAnswer } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { ScorecardQueryDto } from '../scorecards/dto/scorecard-query.dto';
import { CreateObjectiveLinkDto } from './dto/objective-link.dto';
import { StrategyMapService } from './strategy-map.service';

/** Cause-and-effect links between objective assignments (DESIGN decision 23). */
@ApiTags('strategy-map')
@Controller('objective-links')
export class ObjectiveLinksController {
  constructor(private readonly strategyMap: StrategyMapService) {}

  /** 201 with the link; 409 when the same link exists already. */
  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateObjectiveLinkDto): Promise<ObjectiveLink> {
    return this.strategyMap.createLink(actor, dto.fromObjectiveAssignmentId, dto.toObjectiveAssignmentId);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ObjectiveLink> {
    return this.strategyMap.removeLink(actor, id);
  }
}

/** GET /api/strategy-maps/:functionId?year&frequency&period&view */
@ApiTags('strategy-map')
@Controller('strategy-maps')
export class StrategyMapController {
  constructor(private readonly strategyMap: StrategyMapService) {}

  @Get(':functionId')
  map(@CurrentActor() actor: Actor, @Param('functionId') functionId: string, @Query() query: ScorecardQueryDto): Promise<StrategyMapAnswer> {
    return this.strategyMap.map(actor, functionId, query);
  }
}
