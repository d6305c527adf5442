import { Module } from '@nestjs/common';
import { EmployeesModule } from '../employees/employees.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KpiController } from './kpi.controller';
import { Kpi } from './kpi.entity';
import { KpiService } from './kpi.service';
import { ObjectiveController } from './objective.controller';
import { Objective } from './objective.entity';
import { ObjectiveService } from './objective.service';
import { ThemeController } from './theme.controller';
import { Theme } from './theme.entity';
import { ThemeService } from './theme.service';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AssignmentCountsModule } from '../assignments/assignment-counts.module';

/** The Library: template themes, objectives and KPIs (scorecard.md sections 2.1 and 7). */
@Module({
  imports: [TypeOrmModule.forFeature([Theme, Objective, Kpi]), OrganizationsModule, AssignmentCountsModule, EmployeesModule],
  controllers: [ThemeController, ObjectiveController, KpiController],
  providers: [ThemeService, ObjectiveService, KpiService],
  exports: [ThemeService, ObjectiveService, KpiService],
})
export class LibraryModule {}
