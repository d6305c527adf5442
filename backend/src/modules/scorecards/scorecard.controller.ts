import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ExplainAnswer, ScorecardAnswer } from '@scorecard/contracts';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { ExplainQueryDto } from './dto/explain-query.dto';
import { ScorecardQueryDto } from './dto/scorecard-query.dto';
import { ScorecardService } from './scorecard.service';

@ApiTags('scorecards')
@Controller('scorecards')
export class ScorecardController {
  constructor(private readonly scorecards: ScorecardService) {}

  /** Declared before ':functionId' so that 'corporate' is not read as an id. */
  @Get('corporate')
  corporate(@CurrentActor() actor: Actor, @Query() query: ScorecardQueryDto): Promise<ScorecardAnswer> {
    return this.scorecards.corporate(actor, query);
  }

  /** DESIGN decision 22: how a KPI line's, an objective's or (with neither id) the level's score is made. */
  @Get(':functionId/explain')
  explain(@CurrentActor() actor: Actor, @Param('functionId') functionId: string, @Query() query: ExplainQueryDto): Promise<ExplainAnswer> {
    return this.scorecards.explain(actor, functionId, query);
  }

  @Get(':functionId')
  forFunction(@CurrentActor() actor: Actor, @Param('functionId') functionId: string, @Query() query: ScorecardQueryDto): Promise<ScorecardAnswer> {
    return this.scorecards.forFunction(actor, functionId, query);
  }
}
