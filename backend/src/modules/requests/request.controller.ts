import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import type { RequestRecord } from '@scorecard/contracts';
import { ChangeRequestStatusDto, CreateRequestDto, UpdateRequestDto } from './dto/request.dto';
import { RequestReadModel } from './request-read-model';
import { RequestStatusService } from './request-status.service';
import { RequestService } from './request.service';

@ApiTags('requests')
@Controller('requests')
export class RequestController {
  constructor(
    private readonly requests: RequestService,
    private readonly readModel: RequestReadModel,
    private readonly statusWorkflow: RequestStatusService,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<RequestRecord>> {
    return this.readModel.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<RequestRecord> {
    return this.requests.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateRequestDto): Promise<RequestRecord> {
    return this.requests.create(actor, dto);
  }

  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateRequestDto): Promise<RequestRecord> {
    return this.requests.update(actor, id, dto);
  }

  @Patch(':id/status')
  changeStatus(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: ChangeRequestStatusDto): Promise<RequestRecord> {
    return this.statusWorkflow.changeStatus(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<RequestRecord> {
    return this.requests.remove(actor, id);
  }
}
