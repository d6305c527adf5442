import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/tenancy/access.decorators';
import { AdminOrganizationRow, AdminOrganizationsService } from './admin-organizations.service';

@ApiTags('admin')
@Roles('super_admin')
@Controller('admin')
export class AdminController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Get('organizations')
  organizationsList(): Promise<AdminOrganizationRow[]> {
    return this.organizations.list();
  }
}
