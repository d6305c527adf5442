import { Module } from '@nestjs/common';
import { AssignmentsModule } from '../assignments/assignments.module';
import { FunctionsModule } from '../functions/functions.module';
import { ScorecardController } from './scorecard.controller';
import { ScorecardService } from './scorecard.service';
import { SettingsModule } from '../settings/settings.module';

/** GET /api/scorecards/:functionId and /api/scorecards/corporate (DESIGN section 5). */
@Module({
  imports: [AssignmentsModule, FunctionsModule, SettingsModule],
  controllers: [ScorecardController],
  providers: [ScorecardService],
  exports: [ScorecardService],
})
export class ScorecardsModule {}
