import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { MyWorkService } from './my-work.service';
import { MyWorkController, ReportingPeriodsController } from './period-close.controller';
import { PeriodCloseService } from './period-close.service';
import { PeriodLocksModule } from './period-locks.module';
import { ResultReminders } from './result-reminders';

/**
 * The period close (DESIGN decision 21): reporting periods with completion and locks, My Work, and
 * the reminders and escalation of missing results. The values' review is the assignments context's
 * (it owns `kpi_assignment.submissions`); the locks writers check are PeriodLocksModule's.
 */
@Module({
  imports: [PeriodLocksModule, SettingsModule, NotificationsModule],
  controllers: [ReportingPeriodsController, MyWorkController],
  providers: [PeriodCloseService, MyWorkService, ResultReminders],
  exports: [ResultReminders],
})
export class PeriodCloseModule {}
