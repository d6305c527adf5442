import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import type { RequestStatusHistory } from '@scorecard/contracts';
import { CreateStatusHistoryDto } from './dto/request-status-history.dto';
import { RequestStatusHistoryService } from './request-status-history.service';
import { RequestStatusService } from './request-status.service';

@ApiTags('requests')
@Controller('request-status-history')
export class RequestStatusHistoryController {
  constructor(
    private readonly history: RequestStatusHistoryService,
    private readonly statusWorkflow: RequestStatusService,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<RequestStatusHistory>> {
    return this.history.list(actor, query);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateStatusHistoryDto): Promise<RequestStatusHistory> {
    return this.statusWorkflow.recordStatusChange(actor, dto);
  }
}
