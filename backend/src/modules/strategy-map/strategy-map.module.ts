import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '../activities/activities.module';
import { AssignmentsModule } from '../assignments/assignments.module';
import { LibraryModule } from '../library/library.module';
import { ScorecardsModule } from '../scorecards/scorecards.module';
import { SettingsModule } from '../settings/settings.module';
import { ObjectiveLink } from './objective-link.entity';
import { ObjectiveLinksController, StrategyMapController } from './strategy-map.controller';
import { StrategyMapService } from './strategy-map.service';

/**
 * Strategy map (DESIGN decision 23): owns the objective_link table; objective assignments,
 * objectives (themes) and scores come from their owners' exported services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ObjectiveLink]), ActivitiesModule, AssignmentsModule, LibraryModule, ScorecardsModule, SettingsModule],
  controllers: [ObjectiveLinksController, StrategyMapController],
  providers: [StrategyMapService],
  exports: [StrategyMapService],
})
export class StrategyMapModule {}
