import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationSettingsRow } from './organization-settings.entity';
import { ScoringEvents } from './scoring-events';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([OrganizationSettingsRow])],
  controllers: [SettingsController],
  providers: [SettingsService, ScoringEvents],
  exports: [SettingsService, ScoringEvents],
})
export class SettingsModule {}
