import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { NotificationEntityType, NotificationPreferences, NotificationPriority, NotificationType, RequestPriority } from '@scorecard/contracts';
import { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { NotificationClock } from './clock';
import { DELIVERY_JOB, deliveryJobOptions, DeliveryJob } from './delivery-jobs';
import { NotificationPreferencesService } from './notification-preferences.service';
import { insertDeliveries, insertNotifications, NewDelivery, NewNotification } from './notification.queries';
import { afterQuietHours } from './quiet-hours';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';

/** Something that happened which people should hear about (one per cause and type). */
export interface NotificationEvent {
  organizationId: string;
  type: NotificationType;
  /** what makes this occurrence unique: the history row of a status change, the comment, the request… */
  causeId: string;
  /** the user who did it: never told about their own action */
  actorUserId: string | null;
  /** recipients as users, as employees (requester, owner), or both */
  userIds?: (string | null | undefined)[];
  employeeIds?: (string | null | undefined)[];
  title: string;
  message: string;
  entityType: NotificationEntityType;
  entityId: string;
  actionUrl: string;
  priority: NotificationPriority;
}

/** Which type preference decides whether a notification of this type is created. */
const TYPE_PREFERENCE: Record<NotificationType, keyof NotificationPreferences> = {
  request_status_change: 'requestStatusChanges',
  new_comment: 'newComments',
  request_assigned: 'requestAssignments',
  request_created: 'requestAssignments',
  mention: 'mentions',
  escalation: 'escalations',
  // The period close (DESIGN decision 21) uses the same type preferences as decision 9.
  result_returned: 'requestStatusChanges',
  results_due: 'requestAssignments',
  result_escalation: 'escalations',
  milestone_overdue: 'escalations',
};

const REQUEST_PRIORITY_TO_NOTIFICATION: Record<RequestPriority, NotificationPriority> = { Low: 'low', Medium: 'normal', High: 'high' };
export const notificationPriorityOf = (priority: RequestPriority): NotificationPriority => REQUEST_PRIORITY_TO_NOTIFICATION[priority] ?? 'normal';

/** The screen that shows a request: the requests page opened on it. */
export const requestUrl = (requestId: string): string => `/requests?open=${requestId}`;

const MAX_TITLE = 200;
/** Notifications written by one statement of recordBatch. */
const BATCH_SLICE = 2000;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * Turns events into notifications and deliveries on the caller's transaction (DESIGN decision 9):
 * type preferences decide whether a notification exists, channel preferences which deliveries it
 * has, priority, digest and quiet hours when its e-mail may go. Jobs are enqueued only after the
 * transaction commits; a lost enqueue is picked up by the sweep.
 */
@Injectable()
export class NotificationEvents implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger('Notifications');
  private readonly afterCommit = new WeakMap<QueryRunner, DeliveryJob[]>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly preferences: NotificationPreferencesService,
    private readonly settings: SettingsService,
    private readonly employees: EmployeeService,
    private readonly jobs: JobQueueService,
    private readonly clock: NotificationClock,
    private readonly events: EventEmitter2,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /**
   * Records the events, in order: a user already told by an earlier event of the same call (a
   * mention) is not told again by a later one (the new comment).
   */
  async record(manager: EntityManager, ...events: NotificationEvent[]): Promise<void> {
    const told = new Set<string>();
    for (const event of events) await this.recordOne(manager, event, told);
  }

  private async recordOne(manager: EntityManager, event: NotificationEvent, told: Set<string>): Promise<void> {
    const { organizationId } = event;
    const fromEmployees = await this.employees.userIdsOf(organizationId, event.employeeIds ?? [], manager);
    const recipients = [...new Set([...(event.userIds ?? []), ...fromEmployees])].filter(
      (id): id is string => typeof id === 'string' && id !== event.actorUserId && !told.has(id),
    );
    if (recipients.length === 0) return;
    recipients.forEach((id) => told.add(id));
    const prefs = await this.preferences.forUsers(manager, organizationId, recipients);
    const wanted = recipients.filter((userId) => {
      if (prefs.get(userId)![TYPE_PREFERENCE[event.type]]) return true;
      this.logger.log(`No ${event.type} notification for user ${userId}: their '${TYPE_PREFERENCE[event.type]}' preference is off`);
      return false;
    });
    await this.write(manager, organizationId, wanted.map((userId) => ({ event, userId })), prefs);
  }

  /**
   * Many events for users at once (the period close's reminders and escalations), each event's
   * `userIds` its recipients: a constant number of queries whatever their number (preferences,
   * notifications and deliveries each in one statement). Duplicates of an earlier event (same
   * type, cause and recipient) are skipped by the dedupe key, so a run repeated notifies once.
   */
  async recordBatch(manager: EntityManager, organizationId: string, events: NotificationEvent[]): Promise<number> {
    const pairs = events.flatMap((event) =>
      [...new Set(event.userIds ?? [])].filter((id): id is string => typeof id === 'string' && id !== event.actorUserId).map((userId) => ({ event, userId })),
    );
    if (pairs.length === 0) return 0;
    const prefs = await this.preferences.forUsers(manager, organizationId, [...new Set(pairs.map((p) => p.userId))]);
    const wanted = pairs.filter(({ event, userId }) => {
      if (prefs.get(userId)![TYPE_PREFERENCE[event.type]]) return true;
      this.logger.log(`No ${event.type} notification for user ${userId}: their '${TYPE_PREFERENCE[event.type]}' preference is off`);
      return false;
    });
    // Slices keep each INSERT under PostgreSQL's 65,535 parameters (10 a notification, 8 a delivery, two deliveries each).
    let written = 0;
    for (let i = 0; i < wanted.length; i += BATCH_SLICE) written += await this.write(manager, organizationId, wanted.slice(i, i + BATCH_SLICE), prefs);
    return written;
  }

  /** Notification rows (deduplicated) and their deliveries for (event, recipient) pairs; the e-mail jobs after commit. */
  private async write(
    manager: EntityManager,
    organizationId: string,
    pairs: { event: NotificationEvent; userId: string }[],
    prefs: Map<string, NotificationPreferences>,
  ): Promise<number> {
    if (pairs.length === 0) return 0;
    const rows: NewNotification[] = pairs.map(({ event, userId }) => ({
      userId,
      type: event.type,
      title: clip(event.title, MAX_TITLE),
      message: event.message,
      entityType: event.entityType,
      entityId: event.entityId,
      actionUrl: event.actionUrl,
      priority: event.priority,
      dedupeKey: `${event.type}:${event.causeId}:${userId}`,
    }));
    const byKey = new Map(rows.map((r, i) => [r.dedupeKey, pairs[i]!.event]));
    const written = await insertNotifications(organizationId, manager, rows);
    if (written.length < rows.length) this.logger.log(`${rows.length - written.length} notification(s) already recorded`);
    if (written.length === 0) return 0;

    const now = this.clock.now();
    const { timeZone } = await this.settings.get(organizationId, manager);
    const deliveries: NewDelivery[] = [];
    for (const { id, dedupeKey } of written) {
      const event = byKey.get(dedupeKey)!;
      const userId = dedupeKey.slice(dedupeKey.lastIndexOf(':') + 1);
      const pref = prefs.get(userId)!;
      if (pref.inAppNotifications) {
        deliveries.push({ notificationId: id, channel: 'in_app', status: 'delivered', scheduledFor: now, digest: null, deliveredAt: now, metadata: {} });
      } else this.logger.log(`No in-app delivery of notification ${id}: user ${userId} turned in-app notifications off`);
      if (!pref.emailNotifications) {
        this.logger.log(`No e-mail for notification ${id}: user ${userId} turned e-mail notifications off`);
        continue;
      }
      const urgent = event.priority === 'high' || event.priority === 'urgent';
      if (!urgent && pref.digestFrequency !== 'none') {
        this.logger.log(`E-mail for notification ${id} waits for user ${userId}'s ${pref.digestFrequency} digest`);
        deliveries.push({ notificationId: id, channel: 'email', status: 'pending', scheduledFor: null, digest: pref.digestFrequency, deliveredAt: null, metadata: {} });
        continue;
      }
      const at = afterQuietHours(now, pref.quietHoursStart, pref.quietHoursEnd, timeZone);
      if (at.getTime() !== now.getTime()) this.logger.log(`E-mail for notification ${id} deferred to ${at.toISOString()}: quiet hours of user ${userId} (${timeZone})`);
      deliveries.push({ notificationId: id, channel: 'email', status: 'pending', scheduledFor: at, digest: null, deliveredAt: null, metadata: { quietHours: at.getTime() !== now.getTime() } });
    }
    const inserted = await insertDeliveries(organizationId, manager, deliveries);
    // Live updates (DESIGN decision 26): each recipient's bell hears of its new notification.
    await this.events.emitAsync(RECORD_CHANGED, {
      manager,
      organizationId,
      event: 'notification.created',
      entity: 'notification',
      changes: written.map(({ id, dedupeKey }) => ({ id, data: { userId: dedupeKey.slice(dedupeKey.lastIndexOf(':') + 1) } })),
    } satisfies RecordChanged);
    const jobs = inserted
      .filter((d) => d.channel === 'email' && d.digest === null)
      .map((d) => ({ organizationId, deliveryId: d.id, delayMs: Math.max(0, new Date(d.scheduledFor!).getTime() - now.getTime()) }));
    this.enqueueAfterCommit(manager, jobs);
    return written.length;
  }

  private enqueueAfterCommit(manager: EntityManager, jobs: (DeliveryJob & { delayMs: number })[]): void {
    if (jobs.length === 0) return;
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) {
      void this.enqueue(jobs);
      return;
    }
    const pending = this.afterCommit.get(runner) ?? [];
    pending.push(...jobs);
    this.afterCommit.set(runner, pending);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A released savepoint is not the commit: wait for the outermost transaction.
    if (event.queryRunner.isTransactionActive) return;
    const jobs = this.afterCommit.get(event.queryRunner);
    if (!jobs) return;
    this.afterCommit.delete(event.queryRunner);
    // Not awaited: the request answers as soon as its rows are committed.
    void this.enqueue(jobs as (DeliveryJob & { delayMs: number })[]);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.afterCommit.delete(event.queryRunner);
  }

  private async enqueue(jobs: (DeliveryJob & { delayMs: number })[]): Promise<void> {
    for (const { delayMs, ...job } of jobs) {
      await this.jobs
        .add(QueueName.NotificationDelivery, DELIVERY_JOB, job, { ...deliveryJobOptions(job.deliveryId, 0, this.config.notificationRetryMs), delayMs })
        .catch((err: Error) => this.logger.warn(`Delivery ${job.deliveryId} not enqueued (${err.message}); the sweep will send it`));
    }
  }
}
