import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Initiative as InitiativeRecord } from '@scorecard/contracts';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateInitiativeDto, UpdateInitiativeDto } from './dto/initiative.dto';
import { InitiativeService } from './initiative.service';

@ApiTags('initiatives')
@Controller('initiatives')
export class InitiativeController {
  constructor(private readonly initiatives: InitiativeService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<InitiativeRecord>> {
    return this.initiatives.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<InitiativeRecord> {
    return this.initiatives.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateInitiativeDto): Promise<InitiativeRecord> {
    return this.initiatives.create(actor, dto);
  }

  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateInitiativeDto): Promise<InitiativeRecord> {
    return this.initiatives.update(actor, id, dto);
  }

  @Patch(':id')
  patch(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateInitiativeDto): Promise<InitiativeRecord> {
    return this.initiatives.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<InitiativeRecord> {
    return this.initiatives.remove(actor, id);
  }
}
