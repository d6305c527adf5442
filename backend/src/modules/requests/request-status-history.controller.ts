import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateStatusHistoryDto, StatusHistoryResponse } from './dto/request-status-history.dto';
import { RequestService } from './request.service';

@ApiTags('requests')
@Controller('request-status-history')
export class RequestStatusHistoryController {
  constructor(private readonly requests: RequestService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<StatusHistoryResponse>> {
    return this.requests.listHistory(actor, query);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateStatusHistoryDto): Promise<StatusHistoryResponse> {
    return this.requests.recordStatusChange(actor, dto);
  }
}
