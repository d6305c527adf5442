import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '../activities/activities.module';
import { FunctionsModule } from '../functions/functions.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ScorecardsModule } from '../scorecards/scorecards.module';
import { BriefingBookRow, CommentaryRow } from './briefing-book.entity';
import { BriefingBookProcessor } from './briefing-book.processor';
import { BriefingBooksController, CommentaryController } from './briefing-books.controller';
import { BriefingBooksService } from './briefing-books.service';
import { PdfRenderer } from './pdf-renderer';

/**
 * Briefing books and commentary (DESIGN decision 23, second bullet). Owns `briefing_book` (the
 * requests, their state and PDFs) and `commentary`; scorecards, functions and the organization's
 * name come through their owners' services. The render is a BullMQ job (QueueName.BriefingBook).
 */
@Module({
  imports: [TypeOrmModule.forFeature([BriefingBookRow, CommentaryRow]), ActivitiesModule, FunctionsModule, OrganizationsModule, ScorecardsModule],
  controllers: [BriefingBooksController, CommentaryController],
  providers: [BriefingBooksService, BriefingBookProcessor, PdfRenderer],
})
export class BriefingBooksModule {}
