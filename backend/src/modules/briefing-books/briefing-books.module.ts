import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '../activities/activities.module';
import { FunctionsModule } from '../functions/functions.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ScorecardsModule } from '../scorecards/scorecards.module';
import { SettingsModule } from '../settings/settings.module';
import { StrategyMapModule } from '../strategy-map/strategy-map.module';
import { UsersModule } from '../users/users.module';
import { BriefingBookRow, BriefingBookScheduleRow, CommentaryRow } from './briefing-book.entity';
import { BriefingBookScheduleService } from './briefing-book-schedule.service';
import { BriefingBookProcessor } from './briefing-book.processor';
import { BriefingBookScheduleController, BriefingBooksController, CommentaryController } from './briefing-books.controller';
import { BriefingBooksService } from './briefing-books.service';
import { PdfRenderer } from './pdf-renderer';

/**
 * Briefing books and commentary (DESIGN decision 23, second bullet). Owns `briefing_book` (the
 * requests, their state and PDFs) and `commentary`; scorecards, functions and the organization's
 * name come through their owners' services. The render is a BullMQ job (QueueName.BriefingBook).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BriefingBookRow, BriefingBookScheduleRow, CommentaryRow]), ActivitiesModule, FunctionsModule, OrganizationsModule, ScorecardsModule, SettingsModule, StrategyMapModule, UsersModule],
  controllers: [BriefingBookScheduleController, BriefingBooksController, CommentaryController],
  providers: [BriefingBooksService, BriefingBookProcessor, BriefingBookScheduleService, PdfRenderer],
})
export class BriefingBooksModule {}
