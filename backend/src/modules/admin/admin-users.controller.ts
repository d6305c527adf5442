import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminUser, AdminUserDetails } from '@scorecard/contracts';
import { ListResult } from '../../common/list-query';
import { Roles } from '../../common/tenancy/access.decorators';
import { AdminCaller, CurrentAdmin } from './admin-caller';
import { AdminUsersService } from './admin-users.service';
import { CreateAdminUserDto, UpdateAdminUserDto, UserViewDto } from './dto/admin.dto';

@ApiTags('admin')
@Roles('super_admin')
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get('users')
  list(@Query() query: Record<string, unknown>): Promise<ListResult<AdminUser>> {
    return this.users.list(query);
  }

  @Get('users/:id')
  get(@Param('id') id: string): Promise<AdminUser> {
    return this.users.get(id);
  }

  @Post('users')
  create(@CurrentAdmin() caller: AdminCaller, @Body() dto: CreateAdminUserDto): Promise<AdminUser> {
    return this.users.create(caller, dto);
  }

  @Patch('users/:id')
  update(@CurrentAdmin() caller: AdminCaller, @Param('id') id: string, @Body() dto: UpdateAdminUserDto): Promise<AdminUser> {
    return this.users.update(caller, id, dto);
  }

  @Delete('users/:id')
  delete(@CurrentAdmin() caller: AdminCaller, @Param('id') id: string): Promise<AdminUser> {
    return this.users.delete(caller, id);
  }

  /** The View action: answers the details and logs that they were looked at. */
  @Post('user-view')
  @HttpCode(200)
  view(@CurrentAdmin() caller: AdminCaller, @Body() dto: UserViewDto): Promise<AdminUserDetails> {
    return this.users.view(caller, dto.userId);
  }
}
