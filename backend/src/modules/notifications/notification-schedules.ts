import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { NotificationClock } from './clock';
import { CLAIM_LEASE_MS, DELIVERY_JOB, deliveryJobOptions, DIGEST_JOB, digestJobOptions } from './delivery-jobs';
import { ESCALATION_DUE, EscalationDue } from './notification.events';
import { digestRecipients, dueDeliveries } from './notification.queries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A delivery retried within this time is in its queue's back-off, not lost. */
const SWEEP_GRACE_MS = 2 * MINUTE;
const SWEEP_BATCH = 1000;

/** Next instant after `at` at `hour`:00 UTC, on `weekday` (0 = Sunday) when given. */
export function nextUtc(at: Date, hour: number, weekday?: number): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), hour));
  while (next <= at || (weekday !== undefined && next.getUTCDay() !== weekday)) next.setTime(next.getTime() + DAY);
  return next;
}

interface Schedule {
  id: string;
  pattern?: string;
  every?: number;
  next: (after: Date) => Date;
}

/** The recurring work of notifications; `pattern`s are UTC cron, digests at 08:00 (weekly on Mondays). */
const SCHEDULES: Schedule[] = [
  { id: 'sweep', every: MINUTE, next: (at) => new Date(at.getTime() + MINUTE) },
  { id: 'digest-daily', pattern: '0 8 * * *', next: (at) => nextUtc(at, 8) },
  { id: 'digest-weekly', pattern: '0 8 * * 1', next: (at) => nextUtc(at, 8, 1) },
  { id: 'escalation', pattern: '0 * * * *', next: (at) => new Date(Math.floor(at.getTime() / HOUR) * HOUR + HOUR) },
];

/**
 * Declares the schedules (BullMQ job schedulers: one firing per cluster however many processes
 * declare them) and runs their firings: the sweep re-enqueues e-mails left pending past their time,
 * so a lost job, a flushed or unreachable Redis loses nothing; the digests enqueue one job per user
 * with e-mails waiting; escalation publishes ESCALATION_DUE, which the requests context handles.
 */
@Injectable()
@JobProcessor(QueueName.NotificationSchedule, { concurrency: 1 })
export class NotificationSchedules implements OnApplicationBootstrap, JobHandler<Record<string, never>> {
  private readonly logger = new Logger('NotificationSchedules');
  /** Job ids of the firings this process ran (tests read it to see each fired once). */
  readonly firings: string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
    private readonly clock: NotificationClock,
    private readonly events: EventEmitter2,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.notificationScheduleEveryMs;
    for (const s of SCHEDULES) {
      const repeat = every ? { every } : s.pattern ? { pattern: s.pattern, tz: 'UTC' } : { every: s.every };
      const next = every ? (at: Date) => new Date(at.getTime() + every) : s.next;
      void this.jobs.schedule(QueueName.NotificationSchedule, `notifications-${s.id}`, repeat, next, s.id, {});
    }
  }

  async process({ id, name }: JobContext<Record<string, never>>): Promise<void> {
    this.firings.push(`${name}@${id}`);
    if (this.firings.length > 500) this.firings.splice(0, 100);
    // One line per firing at debug level: `make scale-out` reads the workers' logs to see each fired once in the cluster.
    this.logger.debug(`Schedule ${name} fired: job ${id}`);
    if (name === 'sweep') await this.sweep();
    else if (name === 'digest-daily') await this.digest('daily', id ?? String(this.clock.now().getTime()));
    else if (name === 'digest-weekly') await this.digest('weekly', id ?? String(this.clock.now().getTime()));
    else if (name === 'escalation') await this.events.emitAsync(ESCALATION_DUE, { now: this.clock.now(), days: this.config.escalationDays } satisfies EscalationDue);
  }

  /** Re-enqueues due e-mails nobody holds; the job id follows the attempt count, so a queued job coalesces. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const due = await dueDeliveries(this.dataSource.manager, now, CLAIM_LEASE_MS, SWEEP_GRACE_MS, SWEEP_BATCH);
    for (const d of due) {
      await this.jobs.add(QueueName.NotificationDelivery, DELIVERY_JOB, { organizationId: d.organizationId, deliveryId: d.id }, deliveryJobOptions(d.id, d.attemptCount, this.config.notificationRetryMs));
    }
    if (due.length) this.logger.log(`Sweep re-enqueued ${due.length} pending e-mail(s)`);
    return due.length;
  }

  /** One digest job per user with e-mails waiting for this digest. */
  async digest(digest: 'daily' | 'weekly', firing: string): Promise<number> {
    const recipients = await digestRecipients(this.dataSource.manager, digest);
    const tag = firing.replace(/[^A-Za-z0-9_-]/g, '_');
    for (const r of recipients) {
      const job = { organizationId: r.organizationId, userId: r.userId, digest };
      await this.jobs.add(QueueName.NotificationDelivery, DIGEST_JOB, job, digestJobOptions(job, tag, this.config.notificationRetryMs));
    }
    return recipients.length;
  }
}
