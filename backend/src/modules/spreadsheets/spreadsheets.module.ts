import { PeriodLocksModule } from '../period-close/period-locks.module';
import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { FunctionsModule } from '../functions/functions.module';
import { InitiativesModule } from '../initiatives/initiatives.module';
import { KpiOverviewModule } from '../kpi-overview/kpi-overview.module';
import { LibraryModule } from '../library/library.module';
import { ScorecardsModule } from '../scorecards/scorecards.module';
import { SpreadsheetController } from './spreadsheet.controller';
import { SpreadsheetExportService } from './spreadsheet-export.service';
import { SpreadsheetImportService } from './spreadsheet-import.service';
import { SpreadsheetTemplateService } from './spreadsheet-template.service';
import { SettingsModule } from '../settings/settings.module';

/** Targets and results from .xlsx / .csv files, and exports of the scorecards and lists (issue 19). */
@Module({
  imports: [AssignmentsModule, FunctionsModule, ScorecardsModule, KpiOverviewModule, LibraryModule, ActivitiesModule, SettingsModule, PeriodLocksModule, InitiativesModule],
  controllers: [SpreadsheetController],
  providers: [SpreadsheetTemplateService, SpreadsheetImportService, SpreadsheetExportService],
})
export class SpreadsheetsModule {}
