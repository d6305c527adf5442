import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOrganization, AdminUser, DeletedOrganization } from '@scorecard/contracts';
import { ListResult } from '../../common/list-query';
import { Roles } from '../../common/tenancy/access.decorators';
import { AdminCaller, CurrentAdmin } from './admin-caller';
import { AdminOrganizationsService } from './admin-organizations.service';
import { CreateOrganizationDto, OrganizationPlanDto, OrganizationStatusDto, UpdateOrganizationDto } from './dto/admin.dto';

@ApiTags('admin')
@Roles('super_admin')
@Controller('admin/organizations')
export class AdminOrganizationsController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Get()
  list(@Query() query: Record<string, unknown>): Promise<ListResult<AdminOrganization>> {
    return this.organizations.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminOrganization> {
    return this.organizations.get(id);
  }

  @Get(':id/users')
  users(@Param('id') id: string, @Query() query: Record<string, unknown>): Promise<ListResult<AdminUser>> {
    return this.organizations.usersOf(id, query);
  }

  @Post()
  create(@CurrentAdmin() caller: AdminCaller, @Body() dto: CreateOrganizationDto): Promise<AdminOrganization> {
    return this.organizations.create(caller, dto);
  }

  @Patch(':id')
  update(@CurrentAdmin() caller: AdminCaller, @Param('id') id: string, @Body() dto: UpdateOrganizationDto): Promise<AdminOrganization> {
    return this.organizations.update(caller, id, dto);
  }

  @Patch(':id/status')
  status(@CurrentAdmin() caller: AdminCaller, @Param('id') id: string, @Body() dto: OrganizationStatusDto): Promise<AdminOrganization> {
    return this.organizations.setStatus(caller, id, dto.status);
  }

  @Patch(':id/plan')
  plan(@CurrentAdmin() caller: AdminCaller, @Param('id') id: string, @Body() dto: OrganizationPlanDto): Promise<AdminOrganization> {
    return this.organizations.setPlan(caller, id, dto.plan);
  }

  @Delete(':id')
  delete(@CurrentAdmin() caller: AdminCaller, @Param('id') id: string): Promise<DeletedOrganization> {
    return this.organizations.delete(caller, id);
  }
}
