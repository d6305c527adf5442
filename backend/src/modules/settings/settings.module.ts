import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationSettingsRow } from './organization-settings.entity';
import { SettingsService } from './settings.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OrganizationSettingsRow])],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
