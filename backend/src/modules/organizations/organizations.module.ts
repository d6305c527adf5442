import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationSettingsRow } from '../settings/organization-settings.entity';
import { Organization } from './organization.entity';
import { OrganizationsService } from './organizations.service';
import { Subscription } from './subscription.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Organization, Subscription, OrganizationSettingsRow])],
  providers: [OrganizationsService],
  exports: [OrganizationsService],
})
export class OrganizationsModule {}
