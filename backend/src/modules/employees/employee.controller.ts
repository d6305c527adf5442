import type { Employee as EmployeeRecord } from '@scorecard/contracts';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListResult } from '../../common/list-query';
import { Roles } from '../../common/tenancy/access.decorators';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { CreateEmployeeDto, UpdateEmployeeDto } from './dto/employee.dto';
import { EmployeeService } from './employee.service';

@ApiTags('employees')
@Controller('employees')
export class EmployeeController {
  constructor(private readonly employees: EmployeeService) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<ListResult<EmployeeRecord>> {
    return this.employees.list(actor, query);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployeeRecord> {
    return this.employees.get(actor, id);
  }

  @Roles('admin', 'super_admin')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() dto: CreateEmployeeDto): Promise<EmployeeRecord> {
    return this.employees.create(actor, dto);
  }

  @Roles('admin', 'super_admin')
  @Put(':id')
  update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateEmployeeDto): Promise<EmployeeRecord> {
    return this.employees.update(actor, id, dto);
  }

  @Roles('admin', 'super_admin')
  @Patch(':id')
  patch(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: UpdateEmployeeDto): Promise<EmployeeRecord> {
    return this.employees.update(actor, id, dto);
  }

  /** Soft: the employee becomes Inactive and stays referenced by their requests. */
  @Roles('admin', 'super_admin')
  @Delete(':id')
  deactivate(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<EmployeeRecord> {
    return this.employees.deactivate(actor, id);
  }
}
