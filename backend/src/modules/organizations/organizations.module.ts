import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { SettingsModule } from '../settings/settings.module';
import { Organization } from './organization.entity';
import { OrganizationsService } from './organizations.service';
import { Subscription } from './subscription.entity';

/** Organizations and their subscriptions; an organization is born with its settings and CEO function (their owners write them). */
@Module({
  imports: [TypeOrmModule.forFeature([Organization, Subscription]), SettingsModule, FunctionsModule],
  providers: [OrganizationsService],
  exports: [OrganizationsService],
})
export class OrganizationsModule {}
