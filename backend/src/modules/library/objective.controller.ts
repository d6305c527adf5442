import type { Objective as ObjectiveRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateObjectiveDto, UpdateObjectiveDto } from './dto/objective.dto';
import { ObjectiveService } from './objective.service';

@ApiTags('library')
@Controller('objectives')
export class ObjectiveController {
  constructor(private readonly objectives: ObjectiveService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<ObjectiveRecord>> {
    return this.objectives.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ObjectiveRecord> {
    return this.objectives.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateObjectiveDto): Promise<ObjectiveRecord> {
    return this.objectives.create(actor, dto);
  }

  /** The specification's update call; a field left out keeps its value. */
  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateObjectiveDto): Promise<ObjectiveRecord> {
    return this.objectives.update(actor, id, dto);
  }

  @Patch(':id')
  patch(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateObjectiveDto): Promise<ObjectiveRecord> {
    return this.objectives.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ObjectiveRecord> {
    return this.objectives.remove(actor, id);
  }
}
