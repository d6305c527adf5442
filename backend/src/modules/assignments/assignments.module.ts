import { NotificationsModule } from '../notifications/notifications.module';
import { KpiReviewService } from './kpi-review.service';
import { PeriodLocksModule } from '../period-close/period-locks.module';
import { Module } from '@nestjs/common';
import { ScoreRecomputeListener } from './score-recompute.listener';
import { LineNamesListener } from './line-names.listener';
import { CalculatedResultsService } from './calculated-results.service';
import { FormulaPreviewController } from './formula-preview.controller';
import { FormulaPreviewService } from './formula-preview.service';
import { EmployeesModule } from '../employees/employees.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { LibraryModule } from '../library/library.module';
import { KpiAssignmentController } from './kpi-assignment.controller';
import { KpiAssignment } from './kpi-assignment.entity';
import { KpiAssignmentReadsService } from './kpi-assignment-reads.service';
import { KpiAssignmentService } from './kpi-assignment.service';
import { KpiResultRecordingService } from './kpi-result-recording.service';
import { ObjectiveAssignmentController } from './objective-assignment.controller';
import { ObjectiveAssignment } from './objective-assignment.entity';
import { ObjectiveAssignmentService } from './objective-assignment.service';
import { SettingsModule } from '../settings/settings.module';
import { KpiHistoryModule } from './kpi-history.module';
import { AssignmentCountsModule } from './assignment-counts.module';

/** Set and Cascade: objective assignments per function and year, KPI assignments with targets and results. */
@Module({
  imports: [TypeOrmModule.forFeature([ObjectiveAssignment, KpiAssignment]), SettingsModule, LibraryModule, FunctionsModule, EmployeesModule, PeriodLocksModule, NotificationsModule, KpiHistoryModule, AssignmentCountsModule],
  controllers: [ObjectiveAssignmentController, KpiAssignmentController, FormulaPreviewController],
  providers: [ObjectiveAssignmentService, KpiAssignmentService, KpiResultRecordingService, KpiReviewService, KpiAssignmentReadsService, ScoreRecomputeListener, LineNamesListener, CalculatedResultsService, FormulaPreviewService],
  exports: [ObjectiveAssignmentService, KpiAssignmentService, KpiResultRecordingService, KpiAssignmentReadsService, KpiHistoryModule],
})
export class AssignmentsModule {}
