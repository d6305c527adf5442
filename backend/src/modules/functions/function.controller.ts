import type { FunctionAssignmentCounts, OrganizationFunction } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { JsonListResult } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { AssignmentCountsQueryDto, CreateFunctionDto, UpdateFunctionDto } from './dto/function.dto';
import { FunctionService } from './function.service';

@ApiTags('functions')
@Controller('functions')
export class FunctionController {
  constructor(private readonly functions: FunctionService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<JsonListResult<OrganizationFunction>> {
    return this.functions.list(actor, query);
  }

  /** Declared before ':id'. One grouped query for the whole chart, so a year's counts cost no query per function. */
  @Get('assignment-counts')
  assignmentCounts(@CurrentActor() actor: Actor, @Query() query: AssignmentCountsQueryDto): Promise<FunctionAssignmentCounts[]> {
    return this.functions.assignmentCounts(actor, query.period);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<OrganizationFunction> {
    return this.functions.get(actor, id);
  }

  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateFunctionDto): Promise<OrganizationFunction> {
    return this.functions.create(actor, dto);
  }

  /** The specification's update call; a field left out keeps its value. */
  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateFunctionDto): Promise<OrganizationFunction> {
    return this.functions.update(actor, id, dto);
  }

  @Patch(':id')
  patch(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateFunctionDto): Promise<OrganizationFunction> {
    return this.functions.update(actor, id, dto);
  }

  @Delete(':id')
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<OrganizationFunction> {
    return this.functions.remove(actor, id);
  }
}
