import type { FunctionCompletion, MyWorkAnswer, ReportingPeriod } from '@scorecard/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { LockPeriodDto, UnlockPeriodDto } from './dto/period-close.dto';
import { MyWorkService } from './my-work.service';
import { PeriodCloseService } from './period-close.service';

/** Reporting periods: completion and locks (DESIGN decision 21). */
@ApiTags('period close')
@Controller('reporting-periods')
export class ReportingPeriodsController {
  constructor(private readonly close: PeriodCloseService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query('year') year: unknown): Promise<ReportingPeriod[]> {
    return this.close.list(actor, year);
  }

  @Get(':key/completion')
  completion(@CurrentActor() actor: Actor, @Param('key') key: string): Promise<FunctionCompletion[]> {
    return this.close.completion(actor, key);
  }

  @Post(':key/lock')
  @HttpCode(200)
  lock(@CurrentActor() actor: Actor, @Param('key') key: string, @Body() dto: LockPeriodDto): Promise<ReportingPeriod> {
    return this.close.lock(actor, key, dto);
  }

  @Post(':key/unlock')
  @HttpCode(200)
  unlock(@CurrentActor() actor: Actor, @Param('key') key: string, @Body() dto: UnlockPeriodDto): Promise<ReportingPeriod> {
    return this.close.unlock(actor, key, dto);
  }
}

/** My Work: what the caller owes and reviews (our addition; DESIGN decision 21 names the screen). */
@ApiTags('period close')
@Controller('my-work')
export class MyWorkController {
  constructor(private readonly myWork: MyWorkService) {}

  @Get()
  read(@CurrentActor() actor: Actor): Promise<MyWorkAnswer> {
    return this.myWork.read(actor);
  }
}
