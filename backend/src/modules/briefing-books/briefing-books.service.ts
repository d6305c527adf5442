import { Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { BRIEFING_BOOK_MESSAGES, BRIEFING_BOOK_SECTIONS, type BriefingBook, type BriefingBookPrint, type BriefingBookPrintFunction, type BriefingBookPrintTrend, type ScorecardAnswer, type BriefingBookQueued, type Commentary, type PeriodKey } from '@scorecard/contracts';
import { normalizePeriodKey, parseReportingPeriodKey, periodLabel, reportingPeriodKey, reportingPeriodName } from '@scorecard/scoring';
import { DataSource, EntityManager, In } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { FunctionService } from '../functions/function.service';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { OrganizationsService } from '../organizations/organizations.service';
import { ScorecardService } from '../scorecards/scorecard.service';
import { StrategyMapService } from '../strategy-map/strategy-map.service';
import { BriefingBookRow, CommentaryRow } from './briefing-book.entity';
import { CreateBriefingBookDto, PutCommentaryDto } from './dto/briefing-books.dto';
import { PdfRenderer } from './pdf-renderer';

export interface BriefingBookJob {
  organizationId: string;
  bookId: string;
}

/** A render is tried this many times before the book is marked failed with the last reason. */
export const RENDER_ATTEMPTS = 2;
const RETRY_MS = 1000;
const ACTIVITY = { entityType: 'briefing_book', category: 'Organization' } as const;

const toBook = (row: BriefingBookRow): BriefingBook => ({
  id: row.id,
  title: row.title,
  state: row.state,
  pages: row.pages,
  bytes: row.bytes,
  error: row.error,
  functionIds: row.functionIds,
  year: row.year,
  frequency: row.frequency,
  period: row.period,
  view: row.view,
  sections: row.sections,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
});

/** Briefing books and commentary (DESIGN decision 23): requests, state, the render, the PDF. */
@Injectable()
export class BriefingBooksService {
  private readonly logger = new Logger('BriefingBooks');
  private readonly books: TenantRepository<BriefingBookRow>;
  private readonly commentary: TenantRepository<CommentaryRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly functions: FunctionService,
    private readonly organizations: OrganizationsService,
    private readonly scorecards: ScorecardService,
    private readonly jobs: JobQueueService,
    private readonly renderer: PdfRenderer,
    private readonly maps: StrategyMapService,
  ) {
    this.books = new TenantRepository(dataSource.manager, BriefingBookRow, BRIEFING_BOOK_MESSAGES.notFound);
    this.commentary = new TenantRepository(dataSource.manager, CommentaryRow);
  }

  // ---------------------------------------------------------------- commentary

  async getCommentary(actor: Actor, functionId: unknown, period: unknown): Promise<Commentary> {
    const fn = await this.functionOf(this.dataSource.manager, actor, functionId);
    const key = this.periodKey(period);
    const row = await this.commentary.findOneBy(actor.organizationId, { functionId: fn.id, period: key });
    return toCommentary(fn.id, key, row);
  }

  /** PUT /api/commentary: writes (or clears, with empty text) the function's commentary for the period. */
  putCommentary(actor: Actor, dto: PutCommentaryDto): Promise<Commentary> {
    const key = this.periodKey(dto.period);
    return this.dataSource.transaction(async (m) => {
      const fn = await this.functionOf(m, actor, dto.functionId);
      const repo = this.commentary.in(m);
      const existing = await repo.findOneBy(actor.organizationId, { functionId: fn.id, period: key });
      const text = dto.text.trim();
      const name = actor.name ?? null;
      let row: CommentaryRow;
      if (existing) {
        existing.text = text;
        existing.updatedById = actor.userId;
        existing.updatedByName = name;
        existing.updatedAt = new Date();
        row = await repo.update(actor.organizationId, existing, ['text', 'updatedById', 'updatedByName', 'updatedAt']);
      } else {
        row = await repo.insert(actor.organizationId, { functionId: fn.id, period: key, text, updatedById: actor.userId, updatedByName: name, updatedAt: new Date() });
      }
      await this.activities.record(m, actor, {
        action: 'updated',
        entityType: 'commentary',
        entityId: row.id,
        entityName: `${fn.name} — ${periodNameOf(key)}`,
        category: 'Organization',
        details: { functionId: fn.id, period: key },
      });
      return toCommentary(fn.id, key, row);
    });
  }

  // ---------------------------------------------------------------- books

  /** POST /api/briefing-books → 202 {id, state: 'queued'}; the render is a job. */
  async create(actor: Actor, dto: CreateBriefingBookDto): Promise<BriefingBookQueued> {
    const period = normalizePeriodKey(dto.frequency, dto.period);
    if (!period) throw new UnprocessableEntityException(`period '${dto.period}' is not a ${dto.frequency} period`);
    const functionIds = [...new Set(dto.functionIds)];
    const row = await this.dataSource.transaction(async (m) => {
      const found = await this.functions.findManyIn(m, actor.organizationId, functionIds);
      if (found.length !== functionIds.length) throw new UnprocessableEntityException(BRIEFING_BOOK_MESSAGES.unknownFunction);
      const book = await this.books.in(m).insert(actor.organizationId, {
        title: dto.title,
        functionIds,
        year: Number(dto.year),
        frequency: dto.frequency,
        period,
        view: dto.frequency === 'annual' ? 'ytd' : dto.view,
        sections: [...new Set(dto.sections)],
        state: 'queued',
        createdById: actor.userId,
      });
      await this.activities.record(m, actor, { action: 'created', ...ACTIVITY, entityId: book.id, entityName: book.title });
      return book;
    });
    await this.jobs.add<BriefingBookJob>(QueueName.BriefingBook, 'render', { organizationId: actor.organizationId, bookId: row.id }, { jobId: `book-${row.id}`, attempts: RENDER_ATTEMPTS, backoffMs: RETRY_MS });
    return { id: row.id, state: 'queued' };
  }

  /** The Reports screen's list: the organization's books, newest first (one query, no PDFs). */
  async list(actor: Actor): Promise<BriefingBook[]> {
    const rows = await this.books.find(actor.organizationId, {}, { order: { createdAt: 'DESC' } });
    return rows.map(toBook);
  }

  async get(actor: Actor, id: string): Promise<BriefingBook> {
    return toBook(await this.books.get(actor.organizationId, id));
  }

  /** The PDF; 404 until the book is ready. */
  async pdf(actor: Actor, id: string): Promise<{ title: string; pdf: Buffer }> {
    const row = await this.books.findOne(actor.organizationId, id, { select: { id: true, title: true, state: true, pdf: true } });
    if (!row) throw new NotFoundException(BRIEFING_BOOK_MESSAGES.notFound);
    if (row.state !== 'ready' || !row.pdf) throw new NotFoundException(BRIEFING_BOOK_MESSAGES.notReady);
    return { title: row.title, pdf: row.pdf };
  }

  /**
   * The job: rendering → ready with the PDF, its pages and size; a failure is retried and, on the
   * last attempt, the book is marked failed with the reason.
   */
  async render(job: BriefingBookJob, attemptsMade: number): Promise<void> {
    const repo = this.books;
    const row = await repo.findOne(job.organizationId, job.bookId);
    if (!row || row.state === 'ready') return;
    row.state = 'rendering';
    row.error = null;
    await repo.update(job.organizationId, row, ['state', 'error']);
    try {
      const data = await this.printData(job.organizationId, row.id);
      const { pdf, pages } = await this.renderer.render(data);
      row.state = 'ready';
      row.pdf = pdf;
      row.pages = pages;
      row.bytes = pdf.length;
      row.finishedAt = new Date();
      await repo.update(job.organizationId, row, ['state', 'pdf', 'pages', 'bytes', 'finishedAt']);
    } catch (err) {
      const reason = ((err as Error).message || String(err)).split('\n')[0]!.slice(0, 900);
      const last = attemptsMade + 1 >= RENDER_ATTEMPTS;
      this.logger.warn(`Briefing book ${row.id} render failed (attempt ${attemptsMade + 1} of ${RENDER_ATTEMPTS}): ${reason}`);
      row.state = last ? 'failed' : 'queued';
      row.error = last ? `Rendering failed: ${reason}` : null;
      row.finishedAt = last ? new Date() : null;
      await repo.update(job.organizationId, row, ['state', 'error', 'finishedAt']);
      if (!last) throw err;
    }
  }

  /**
   * GET /api/briefing-books/:id/print and the render job: what the print view shows, gathered with
   * a constant number of queries per function. Only the chosen sections are read.
   */
  async printData(organizationId: string, id: string): Promise<BriefingBookPrint> {
    const row = await this.books.get(organizationId, id);
    const m = this.dataSource.manager;
    const key = reportingPeriodKey(row.year, row.period as PeriodKey);
    const wants = new Set(row.sections);
    const [organizationName, fns, notes] = await Promise.all([
      this.organizations.nameOf(m, organizationId),
      this.functions.findManyIn(m, organizationId, row.functionIds),
      wants.has('commentary') ? this.commentary.find(organizationId, { functionId: In(row.functionIds), period: key }) : Promise.resolve([]),
    ]);
    const byId = new Map(fns.map((f) => [f.id, f]));
    const noteOf = new Map(notes.map((n) => [n.functionId, n.text]));
    const view = { year: row.year, frequency: row.frequency, period: row.period, view: row.view };
    // The map's reads are the strategy map's own (as the organization: a book shows every function it names).
    const actor: Actor = { userId: row.createdById ?? '00000000-0000-0000-0000-000000000000', organizationId, role: 'admin', isAdmin: true, name: 'Briefing book' };
    const functions: BriefingBookPrintFunction[] = [];
    for (const fnId of row.functionIds) {
      const fn = byId.get(fnId);
      if (!fn) continue; // deleted since the request
      const needsScores = wants.has('scorecard') || wants.has('kpi-trends');
      const trend = needsScores ? await this.scorecards.trend(organizationId, fnId, view) : [];
      const scorecard = trend[trend.length - 1] ?? null;
      functions.push({
        id: fn.id,
        name: fn.name,
        scorecard: wants.has('scorecard') ? scorecard : null,
        strategyMap: wants.has('strategy-map') ? await this.maps.map(actor, fnId, { year: String(row.year), frequency: row.frequency, period: row.period, view: row.view }) : null,
        trends: wants.has('kpi-trends') ? trendsOf(trend) : null,
        commentary: wants.has('commentary') ? noteOf.get(fnId) || null : null,
      });
    }
    if (functions.length === 0) throw new Error('none of the book’s functions exists any more');
    return {
      id: row.id,
      title: row.title,
      organizationName: organizationName ?? 'Organization',
      periodName: reportingPeriodName(row.year, row.period as PeriodKey),
      view: row.view,
      sections: BRIEFING_BOOK_SECTIONS.filter((s) => wants.has(s)),
      generatedAt: new Date().toISOString(),
      functions,
    };
  }

  private periodKey(input: unknown): string {
    const ref = parseReportingPeriodKey(input);
    if (!ref) throw new UnprocessableEntityException(BRIEFING_BOOK_MESSAGES.period);
    return ref.key;
  }

  private async functionOf(m: EntityManager, actor: Actor, functionId: unknown) {
    const fn = typeof functionId === 'string' && /^[0-9a-f-]{36}$/i.test(functionId) ? await this.functions.findIn(m, actor.organizationId, functionId) : null;
    if (!fn) throw new NotFoundException(BRIEFING_BOOK_MESSAGES.functionNotFound);
    return fn;
  }
}

/** Each KPI of the view's scorecard with its target, actual and status at every period up to the view's. */
function trendsOf(trend: ScorecardAnswer[]): BriefingBookPrintTrend[] {
  const kpisOf = (card: ScorecardAnswer) => card.perspectives.flatMap((p) => p.objectives.flatMap((o) => o.kpis));
  const last = trend[trend.length - 1];
  if (!last) return [];
  const perPeriod = trend.map((card) => new Map(kpisOf(card).map((k) => [k.kpiAssignmentId, k])));
  return kpisOf(last).map((k) => ({
    kpiAssignmentId: k.kpiAssignmentId,
    name: k.name,
    unit: k.unit,
    points: trend.map((card, i) => {
      const at = perPeriod[i]!.get(k.kpiAssignmentId);
      return { label: periodLabel(card.period as PeriodKey), target: at?.target ?? null, actual: at?.actual ?? null, score: at?.score ?? null, status: at?.status ?? 'No Data' };
    }),
  }));
}

function periodNameOf(key: string): string {
  const ref = parseReportingPeriodKey(key);
  return ref ? reportingPeriodName(ref.year, ref.period) : key;
}

function toCommentary(functionId: string, period: string, row: CommentaryRow | null): Commentary {
  return {
    functionId,
    period,
    text: row?.text ?? '',
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row?.updatedByName ?? null,
  };
}
