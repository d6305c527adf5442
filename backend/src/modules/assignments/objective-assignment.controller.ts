import type { ObjectiveAssignment as ObjectiveAssignmentRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { JsonListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateObjectiveAssignmentDto, UpdateObjectiveAssignmentDto } from './dto/objective-assignment.dto';
import { ObjectiveAssignmentService } from './objective-assignment.service';

@ApiTags('assignments')
@Controller('objective-assignments')
export class ObjectiveAssignmentController {
  constructor(private readonly assignments: ObjectiveAssignmentService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<JsonListResult<ObjectiveAssignmentRecord>> {
    return this.assignments.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ObjectiveAssignmentRecord> {
    return this.assignments.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateObjectiveAssignmentDto): Promise<ObjectiveAssignmentRecord> {
    return this.assignments.create(actor, dto);
  }

  /** The specification's edit call (weight, target); PATCH takes the same body. */
  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateObjectiveAssignmentDto): Promise<ObjectiveAssignmentRecord> {
    return this.assignments.update(actor, id, dto);
  }

  @Patch(':id')
  patch(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateObjectiveAssignmentDto): Promise<ObjectiveAssignmentRecord> {
    return this.assignments.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ObjectiveAssignmentRecord> {
    return this.assignments.remove(actor, id);
  }
}
