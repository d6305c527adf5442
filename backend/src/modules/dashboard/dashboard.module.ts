import { Module } from '@nestjs/common';
import { LibraryModule } from '../library/library.module';
import { RequestsModule } from '../requests/requests.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [RequestsModule, LibraryModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
