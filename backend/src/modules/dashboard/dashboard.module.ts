import { Module } from '@nestjs/common';
import { LibraryModule } from '../library/library.module';
import { RequestsModule } from '../requests/requests.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { UsersModule } from '../users/users.module';
import { SettingsModule } from '../settings/settings.module';

@Module({
  imports: [RequestsModule, LibraryModule, UsersModule, SettingsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
