import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

@Module({
  imports: [RequestsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
