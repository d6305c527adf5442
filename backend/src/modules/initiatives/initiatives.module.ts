import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssignmentsModule } from '../assignments/assignments.module';
import { EmployeesModule } from '../employees/employees.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { InitiativeClock } from './initiative.clock';
import { InitiativeController } from './initiative.controller';
import { InitiativeMilestoneRow, InitiativeObjectiveRow, InitiativeRow } from './initiative.entity';
import { InitiativeSchedules } from './initiative-schedules';
import { InitiativeService } from './initiative.service';
import { InitiativesDemoSeeder } from './initiatives-demo.seeder';

/**
 * Initiatives (DESIGN decision 24): projects tied to objective assignments, with milestones whose
 * overdue notice goes to the owner once. Owns the initiative, initiative_objective and
 * initiative_milestone tables; owners and objective assignments are checked through their owners'
 * services, notifications recorded through the outbox.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InitiativeRow, InitiativeObjectiveRow, InitiativeMilestoneRow]), AssignmentsModule, EmployeesModule, SettingsModule, NotificationsModule],
  controllers: [InitiativeController],
  providers: [InitiativeService, InitiativeSchedules, InitiativeClock, InitiativesDemoSeeder],
  exports: [InitiativeService, InitiativeSchedules, InitiativeClock, InitiativesDemoSeeder],
})
export class InitiativesModule {}
