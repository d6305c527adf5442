import { Inject, Injectable, Logger, OnApplicationBootstrap, UnprocessableEntityException } from '@nestjs/common';
import { BRIEFING_BOOK_ATTACHMENT_MAX_BYTES, BRIEFING_BOOK_MESSAGES, type BriefingBookSchedule } from '@scorecard/contracts';
import { calendarDate } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { MailJob, MailMessage } from '../mail/mail-message';
import { MailService } from '../mail/mail.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { SettingsService } from '../settings/settings.service';
import { displayName, UsersService } from '../users/users.service';
import { BriefingBookRow, BriefingBookScheduleRow } from './briefing-book.entity';
import { PutBriefingBookScheduleDto } from './dto/briefing-books.dto';

export const BRIEFING_BOOK_MAIL = 'briefing-book';
const HOUR = 3_600_000;

interface BriefingBookMailJob extends MailJob {
  organizationId: string;
  bookId: string;
  userId: string;
}

export interface ScheduleRun {
  /** organizations whose book went out this run */
  organizations: number;
  /** mails queued */
  mails: number;
}

const toSchedule = (row: BriefingBookScheduleRow | null): BriefingBookSchedule => ({
  enabled: row?.enabled ?? false,
  recipientIds: row?.recipientIds ?? [],
  lastSentMonth: row?.lastSentMonth ?? null,
});

/**
 * The monthly briefing book (DESIGN decision 23): an hourly BullMQ job scheduler (one firing per
 * cluster) looks at each organization with the schedule on, in its own time zone; the first firing
 * of a calendar month mails the organization's latest ready book to the chosen members through the
 * mail jobs (ids only in Redis; the composer reads the PDF when it sends). A PDF up to 10 MB is
 * attached, a larger one is linked on the Reports screen (the recipient signs in to download it).
 * `lastSentMonth` makes a repeated firing in the same month send nothing; turning the schedule on
 * counts the current month as done, so the first mail goes out on the 1st of the next month.
 */
@Injectable()
@JobProcessor(QueueName.BriefingBookSchedule, { concurrency: 1 })
export class BriefingBookScheduleService implements OnApplicationBootstrap, JobHandler<Record<string, never>> {
  private readonly logger = new Logger('BriefingBookSchedule');
  private readonly schedules: TenantRepository<BriefingBookScheduleRow>;
  private readonly books: TenantRepository<BriefingBookRow>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly organizations: OrganizationsService,
    private readonly activities: ActivitiesService,
  ) {
    this.schedules = new TenantRepository(dataSource.manager, BriefingBookScheduleRow);
    this.books = new TenantRepository(dataSource.manager, BriefingBookRow, BRIEFING_BOOK_MESSAGES.notFound);
    this.mail.register<BriefingBookMailJob>(BRIEFING_BOOK_MAIL, (job) => this.compose(job));
  }

  onApplicationBootstrap(): void {
    const every = this.config.notificationScheduleEveryMs;
    const repeat = every ? { every } : { pattern: '15 * * * *', tz: 'UTC' };
    const next = every ? (at: Date) => new Date(at.getTime() + every) : (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR + HOUR + 15 * 60_000);
    void this.jobs.schedule(QueueName.BriefingBookSchedule, 'briefing-book-monthly', repeat, next, 'monthly', {});
  }

  async process({ name }: JobContext<Record<string, never>>): Promise<void> {
    if (name === 'monthly') await this.runAll();
  }

  async get(actor: Actor): Promise<BriefingBookSchedule> {
    return toSchedule(await this.schedules.findOneBy(actor.organizationId, {}));
  }

  /** PUT /api/briefing-books/schedule: members of the organization only (422 otherwise, nothing written). */
  put(actor: Actor, dto: PutBriefingBookScheduleDto): Promise<BriefingBookSchedule> {
    const recipientIds = [...new Set(dto.recipientIds)];
    if (dto.enabled && recipientIds.length === 0) throw new UnprocessableEntityException(BRIEFING_BOOK_MESSAGES.noRecipients);
    return this.dataSource.transaction(async (m) => {
      if (recipientIds.length > 0 && (await this.users.countAmong(actor.organizationId, recipientIds, m)) !== recipientIds.length) {
        throw new UnprocessableEntityException(BRIEFING_BOOK_MESSAGES.unknownRecipient);
      }
      const repo = this.schedules.in(m);
      const existing = await repo.findOneBy(actor.organizationId, {});
      const settings = await this.settings.get(actor.organizationId, m);
      const month = calendarDate(new Date(), settings.timeZone).slice(0, 7);
      let row: BriefingBookScheduleRow;
      if (existing) {
        const turnedOn = dto.enabled && !existing.enabled;
        existing.enabled = dto.enabled;
        existing.recipientIds = recipientIds;
        if (turnedOn) existing.lastSentMonth = month;
        existing.updatedAt = new Date();
        row = await repo.update(actor.organizationId, existing, ['enabled', 'recipientIds', 'lastSentMonth', 'updatedAt']);
      } else {
        row = await repo.insert(actor.organizationId, { enabled: dto.enabled, recipientIds, lastSentMonth: dto.enabled ? month : null, updatedAt: new Date() });
      }
      await this.activities.record(m, actor, {
        action: 'updated',
        entityType: 'briefing_book_schedule',
        entityId: row.id,
        entityName: 'Monthly briefing book',
        category: 'Organization',
        details: { enabled: row.enabled, recipients: recipientIds.length },
      });
      return toSchedule(row);
    });
  }

  /** Every organization with the schedule on (one query), each on its own calendar. */
  async runAll(now: Date = new Date()): Promise<ScheduleRun> {
    const rows = await this.dataSource.manager.getRepository(BriefingBookScheduleRow).find({ where: { enabled: true } });
    const total: ScheduleRun = { organizations: 0, mails: 0 };
    for (const row of rows) {
      try {
        const mails = await this.runFor(row.organizationId, now);
        if (mails > 0) total.organizations += 1;
        total.mails += mails;
      } catch (err) {
        this.logger.error(`Monthly briefing book of organization ${row.organizationId} failed: ${(err as Error).message}`);
      }
    }
    return total;
  }

  /**
   * One organization: when its month (in its time zone) has not had the book yet and a ready book
   * exists, the month is marked sent and one mail job per recipient is queued. The mark is written
   * first, under a row lock, so two processes firing at once send once.
   */
  async runFor(organizationId: string, now: Date): Promise<number> {
    const settings = await this.settings.get(organizationId);
    const month = calendarDate(now, settings.timeZone).slice(0, 7);
    const due = await this.dataSource.transaction(async (m) => {
      const row = await this.schedules
        .in(m)
        .query(organizationId, 's')
        .setLock('pessimistic_write')
        .getOne();
      if (!row || !row.enabled || row.recipientIds.length === 0 || row.lastSentMonth === month) return null;
      const latest = await this.books
        .in(m)
        .query(organizationId, 'b')
        .select(['b.id'])
        .andWhere(`b.state = 'ready'`)
        .orderBy('b.finishedAt', 'DESC', 'NULLS LAST')
        .addOrderBy('b.createdAt', 'DESC')
        .limit(1)
        .getOne();
      if (!latest) return null;
      row.lastSentMonth = month;
      row.updatedAt = new Date();
      await this.schedules.in(m).update(organizationId, row, ['lastSentMonth', 'updatedAt']);
      return { bookId: latest.id, recipientIds: row.recipientIds };
    });
    if (!due) return 0;
    for (const userId of due.recipientIds) await this.mail.send<BriefingBookMailJob>(BRIEFING_BOOK_MAIL, { organizationId, bookId: due.bookId, userId });
    return due.recipientIds.length;
  }

  /** Built when the mail job runs: the PDF attached up to 10 MB, else a link; nothing for a member gone or deactivated. */
  private async compose(job: BriefingBookMailJob): Promise<MailMessage | null> {
    const member = await this.users.member(job.organizationId, job.userId);
    if (!member || member.deactivatedAt) return null;
    const book = await this.books.findOne(job.organizationId, job.bookId, { select: { id: true, title: true, state: true, bytes: true, pages: true } });
    if (!book || book.state !== 'ready') return null;
    const organizationName = (await this.organizations.nameOf(this.dataSource.manager, job.organizationId)) ?? 'your organization';
    const link = `${this.config.appUrl}/reports?book=${book.id}`;
    const attach = book.bytes !== null && book.bytes <= BRIEFING_BOOK_ATTACHMENT_MAX_BYTES;
    const greeting = `Hello ${displayName(member)},`;
    const what = `the monthly briefing book of ${organizationName}, “${book.title}” (${book.pages ?? '?'} pages)`;
    const text = attach
      ? `${greeting}\n\nAttached is ${what}.\n\nAll books: ${link}\n`
      : `${greeting}\n\nHere is ${what}. It is too large to attach; sign in to download it:\n${link}\n`;
    const message: MailMessage = { to: member.email, subject: `Briefing book: ${book.title}`, text };
    if (attach) {
      const withPdf = await this.books.findOne(job.organizationId, job.bookId, { select: { id: true, pdf: true } });
      if (!withPdf?.pdf) return null;
      const file = `${book.title.replace(/[^A-Za-z0-9 ._-]+/g, '').trim() || 'briefing-book'}.pdf`;
      message.attachments = [{ filename: file, content: withPdf.pdf, contentType: 'application/pdf' }];
    }
    return message;
  }
}
