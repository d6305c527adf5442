import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BriefingBook, BriefingBookPrint, BriefingBookQueued, BriefingBookSchedule, Commentary } from '@scorecard/contracts';
import { Roles } from '../../common/tenancy/access.decorators';
import { BriefingBookScheduleService } from './briefing-book-schedule.service';
import type { Response } from 'express';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { BriefingBooksService } from './briefing-books.service';
import { CreateBriefingBookDto, PutBriefingBookScheduleDto, PutCommentaryDto } from './dto/briefing-books.dto';

/** DESIGN decision 23: the monthly mailing of the latest book to chosen members (admins). Registered before `:id`. */
@ApiTags('briefing-books')
@Roles('admin', 'super_admin')
@Controller('briefing-books/schedule')
export class BriefingBookScheduleController {
  constructor(private readonly schedule: BriefingBookScheduleService) {}

  @Get()
  get(@CurrentActor() actor: Actor): Promise<BriefingBookSchedule> {
    return this.schedule.get(actor);
  }

  @Put()
  put(@CurrentActor() actor: Actor, @Body() dto: PutBriefingBookScheduleDto): Promise<BriefingBookSchedule> {
    return this.schedule.put(actor, dto);
  }
}

/** DESIGN decision 23: briefing books. */
@ApiTags('briefing-books')
@Controller('briefing-books')
export class BriefingBooksController {
  constructor(private readonly books: BriefingBooksService) {}

  @Post()
  @HttpCode(202)
  create(@CurrentActor() actor: Actor, @Body() dto: CreateBriefingBookDto): Promise<BriefingBookQueued> {
    return this.books.create(actor, dto);
  }

  @Get()
  list(@CurrentActor() actor: Actor): Promise<BriefingBook[]> {
    return this.books.list(actor);
  }

  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<BriefingBook> {
    return this.books.get(actor, id);
  }

  /** What the print view (/print/briefing-book/:id) shows; the render job answers it for Chromium itself. */
  @Get(':id/print')
  print(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<BriefingBookPrint> {
    return this.books.printData(actor.organizationId, id);
  }

  @Get(':id/pdf')
  async pdf(@CurrentActor() actor: Actor, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { title, pdf } = await this.books.pdf(actor, id);
    const file = `${title.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'briefing-book'}.pdf`;
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${file}"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(pdf);
  }
}

/** DESIGN decision 23: commentary per function and reporting period ('2026-q2'), edited on Corporate BSC. */
@ApiTags('briefing-books')
@Controller('commentary')
export class CommentaryController {
  constructor(private readonly books: BriefingBooksService) {}

  @Get()
  get(@CurrentActor() actor: Actor, @Query('functionId') functionId: unknown, @Query('period') period: unknown): Promise<Commentary> {
    return this.books.getCommentary(actor, functionId, period);
  }

  @Put()
  put(@CurrentActor() actor: Actor, @Body() dto: PutCommentaryDto): Promise<Commentary> {
    return this.books.putCommentary(actor, dto);
  }
}
