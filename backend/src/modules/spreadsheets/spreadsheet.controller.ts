import { BadRequestException, Body, Controller, Get, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SpreadsheetImportPreview, SpreadsheetImportResult } from '@scorecard/contracts';
import type { Request, Response } from 'express';
import { Actor } from '../../common/tenancy/actor';
import { CurrentActor } from '../../common/tenancy/current-actor.decorator';
import { SpreadsheetDownload, SpreadsheetFormat } from './spreadsheet-file';
import { SpreadsheetExportService } from './spreadsheet-export.service';
import { SpreadsheetImportService } from './spreadsheet-import.service';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';
import { UploadedFile } from './spreadsheet-reader';
import { SpreadsheetTemplateService } from './spreadsheet-template.service';
import { SpreadsheetUploadInterceptor } from './spreadsheet-upload.interceptor';

const formatOf = (value: unknown, fallback: SpreadsheetFormat = 'xlsx'): SpreadsheetFormat => {
  if (value === undefined || value === '') return fallback;
  if (value === 'xlsx' || value === 'csv') return value;
  throw new BadRequestException(M.format);
};
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function send(res: Response, file: SpreadsheetDownload): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.end(file.body);
}

/** Spreadsheets in and out: templates, the import's preview and commit, exports (see the services). */
@ApiTags('spreadsheets')
@Controller('spreadsheets')
export class SpreadsheetController {
  constructor(
    private readonly templates: SpreadsheetTemplateService,
    private readonly imports: SpreadsheetImportService,
    private readonly exports: SpreadsheetExportService,
  ) {}

  /** ?functionId=…&year=2026&descendants=true&format=xlsx|csv (default: the CEO function, this year, xlsx) */
  @Get('template')
  async template(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    const descendants = query.descendants === 'true' || query.descendants === '1';
    send(res, await this.templates.template(actor, { functionId: text(query.functionId), year: text(query.year), descendants, format: formatOf(query.format) }));
  }

  /** multipart 'file': what a commit would change, and every problem; writes nothing. */
  @Post('import/preview')
  @UseInterceptors(SpreadsheetUploadInterceptor)
  preview(@CurrentActor() actor: Actor, @Req() req: Request): Promise<SpreadsheetImportPreview> {
    return this.imports.preview(actor, req.file as UploadedFile | undefined);
  }

  /** multipart 'file' and 'fingerprint' (the preview's), optionally 'reason' (kept in the history): all of it in one transaction, or nothing. */
  @Post('import/commit')
  @UseInterceptors(SpreadsheetUploadInterceptor)
  commit(@CurrentActor() actor: Actor, @Req() req: Request, @Body() body: Record<string, unknown>): Promise<SpreadsheetImportResult> {
    return this.imports.commit(actor, req.file as UploadedFile | undefined, body?.fingerprint, body?.reason);
  }

  /** ?year&frequency&period&view&format: the scorecard view as the screen shows it ('corporate' for the CEO function). */
  @Get('export/scorecards/:functionId')
  async scorecard(@CurrentActor() actor: Actor, @Param('functionId') functionId: string, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    send(res, await this.exports.scorecard(actor, functionId, query, formatOf(query.format)));
  }

  /** KPI Overview's filter and sort (filter={...}&sort=[...]), every row. */
  @Get('export/kpi-overview')
  async kpiOverview(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    send(res, await this.exports.kpiOverview(actor, query, formatOf(query.format)));
  }

  /** objectives | kpis | themes as CSV, with the list's filter and sort. */
  @Get('export/library/:list')
  async library(@CurrentActor() actor: Actor, @Param('list') list: string, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (formatOf(query.format, 'csv') !== 'csv') throw new BadRequestException(M.format);
    send(res, await this.exports.library(actor, list, query));
  }

  /** The Initiatives list as CSV, with the list's filter and sort (filter={...}&sort=[...]), every row. */
  @Get('export/initiatives')
  async initiatives(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    if (formatOf(query.format, 'csv') !== 'csv') throw new BadRequestException(M.format);
    send(res, await this.exports.initiativeList(actor, query));
  }
}
