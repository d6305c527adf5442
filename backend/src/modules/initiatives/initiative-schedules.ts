import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { NotificationEvents } from '../notifications/notification-events';
import { SettingsService } from '../settings/settings.service';
import { InitiativeClock } from './initiative.clock';
import { isoDateIn } from './initiative-dates';
import { markNotified, overdueMilestones, OverdueMilestone } from './initiative.queries';
import { milestoneOverdue } from './initiative-notifications';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BATCH = 500;

/**
 * The overdue-milestone schedule (DESIGN decision 24): a BullMQ job scheduler firing hourly (once per
 * cluster), in-process without Redis. Each firing tells the owner of each milestone not done and past
 * its due date (in its organization's time zone) once: the milestone is marked on the same
 * transaction as its notification, and the outbox's dedupe key (milestone and due date) stands
 * behind it. The 'escalations' preference decides whether the owner hears of it, the channel
 * preferences how (decision 9).
 */
@Injectable()
@JobProcessor(QueueName.InitiativeSchedule, { concurrency: 1 })
export class InitiativeSchedules implements OnApplicationBootstrap, JobHandler<Record<string, never>> {
  private readonly logger = new Logger('InitiativeSchedules');
  /** Job ids of the firings this process ran (tests read it). */
  readonly firings: string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
    private readonly clock: InitiativeClock,
    private readonly settings: SettingsService,
    private readonly notifications: NotificationEvents,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.notificationScheduleEveryMs;
    const repeat = every ? { every } : { pattern: '5 * * * *', tz: 'UTC' };
    const next = every ? (at: Date) => new Date(at.getTime() + every) : (at: Date) => new Date(Math.floor((at.getTime() - 5 * 60_000) / HOUR) * HOUR + HOUR + 5 * 60_000);
    void this.jobs.schedule(QueueName.InitiativeSchedule, 'initiatives-overdue-milestones', repeat, next, 'overdue-milestones', {});
  }

  async process({ id, name }: JobContext<Record<string, never>>): Promise<void> {
    this.firings.push(`${name}@${id}`);
    if (this.firings.length > 500) this.firings.splice(0, 100);
    if (name === 'overdue-milestones') await this.notifyOverdue();
  }

  /** Announces every milestone newly overdue; answers how many owners' notices were recorded. */
  async notifyOverdue(): Promise<number> {
    const now = this.clock.now();
    // No time zone is more than a day ahead of UTC: read every candidate, then each organization's today decides.
    const latest = isoDateIn(new Date(now.getTime() + DAY), 'UTC');
    let announced = 0;
    const candidates = await overdueMilestones(this.dataSource.manager, latest, BATCH);
    const byOrganization = new Map<string, OverdueMilestone[]>();
    for (const c of candidates) byOrganization.set(c.organizationId, [...(byOrganization.get(c.organizationId) ?? []), c]);
    for (const [organizationId, milestones] of byOrganization) {
      try {
        announced += await this.dataSource.transaction(async (manager) => {
          const { timeZone } = await this.settings.get(organizationId, manager);
          const today = isoDateIn(now, timeZone);
          const due = milestones.filter((m) => m.dueDate < today);
          const marked = new Set(await markNotified(organizationId, manager, due.map((m) => m.id), now));
          const events = due.filter((m) => marked.has(m.id)).map(milestoneOverdue);
          for (const event of events) await this.notifications.record(manager, event);
          return events.length;
        });
      } catch (err) {
        this.logger.error(`Overdue milestones of organization ${organizationId} not announced: ${(err as Error).message}`);
      }
    }
    if (announced) this.logger.log(`Announced ${announced} overdue milestone(s)`);
    return announced;
  }
}
