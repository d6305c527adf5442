import type { Kpi as KpiRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateKpiDto, UpdateKpiDto } from './dto/kpi.dto';
import { KpiService } from './kpi.service';

@ApiTags('library')
@Controller('kpis')
export class KpiController {
  constructor(private readonly kpis: KpiService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<KpiRecord>> {
    return this.kpis.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<KpiRecord> {
    return this.kpis.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateKpiDto): Promise<KpiRecord> {
    return this.kpis.create(actor, dto);
  }

  /** The specification's update call; a field left out keeps its value. */
  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateKpiDto): Promise<KpiRecord> {
    return this.kpis.update(actor, id, dto);
  }

  @Patch(':id')
  patch(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateKpiDto): Promise<KpiRecord> {
    return this.kpis.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<KpiRecord> {
    return this.kpis.remove(actor, id);
  }
}
