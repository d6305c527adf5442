import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { FREQUENCIES, PERIOD_CLOSE_MESSAGES, type OrganizationSettings, type PeriodKey } from '@scorecard/contracts';
import { addDays, calendarDate, daysBetween, formatDueDate, lockedPeriodFor, periodDueDate, periodLastDay, periodsOf, reportingPeriodName } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { NotificationClock } from '../notifications/clock';
import { NotificationEvent, NotificationEvents } from '../notifications/notification-events';
import { mergeSettings, SettingsService } from '../settings/settings.service';
import {
  anAdminOf,
  assignmentsOfYears,
  CascadeNode,
  cascadeOf,
  ChasedPeriod,
  CloseAssignmentRow,
  organizationsMissingValues,
  organizationsWithAssignments,
} from './period-close.read-model';
import { PeriodLocksService } from './period-locks.service';
import { submissionStateOf } from '@scorecard/scoring';

const HOUR = 3_600_000;
/** An escalation missed for longer than this (the job was down, or the feature newly on) is not sent late. */
export const ESCALATION_WINDOW_DAYS = 30;
/** Values listed one by one in a reminder; the rest are counted (My Work lists them all). */
const MAX_LINES = 50;

/** A missing value the close chases. */
export interface MissingValue {
  row: CloseAssignmentRow;
  period: PeriodKey;
  dueDate: string;
}

export interface ReminderRun {
  /** owners reminded today (notifications written this run) */
  reminders: number;
  /** values escalated this run */
  escalations: number;
}

/**
 * Reminders and escalation of missing results (DESIGN decision 21), fired hourly by a BullMQ job
 * scheduler (once per cluster) and evaluated per organization on its own calendar (its time zone):
 * - each owner (the user linked to a KPI assignment's owner) with a missing value due in
 *   `reminderDaysBefore` days, or due `reminderDaysAfter` days ago, gets one notification that day
 *   listing every missing value of theirs due by then with its due date, linking to My Work
 *   (dedupe key: the owner and the day, so a second firing the same day writes nothing);
 * - a value still missing `escalationDaysAfter` days after its due date notifies the user linked to
 *   the owner of the cascade parent of its objective assignment, else the next one up the cascade,
 *   else an admin; once per value (dedupe key: the value).
 * Values of locked periods are not chased. Rows are written first (the notifications outbox), so a
 * Redis flush loses nothing: the notifications' sweep sends what is pending.
 * A constant number of queries per organization whatever its size.
 */
@Injectable()
@JobProcessor(QueueName.PeriodClose, { concurrency: 1 })
export class ResultReminders implements OnApplicationBootstrap, JobHandler<Record<string, never>> {
  private readonly logger = new Logger('ResultReminders');
  /** Job ids of the firings this process ran (tests read it). */
  readonly firings: string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
    private readonly clock: NotificationClock,
    private readonly settings: SettingsService,
    private readonly locks: PeriodLocksService,
    private readonly notifications: NotificationEvents,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.config.notificationScheduleEveryMs;
    const repeat = every ? { every } : { pattern: '5 * * * *', tz: 'UTC' };
    const next = every ? (at: Date) => new Date(at.getTime() + every) : (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR + HOUR + 5 * 60_000);
    void this.jobs.schedule(QueueName.PeriodClose, 'period-close-reminders', repeat, next, 'reminders', {});
  }

  async process({ id, name }: JobContext<Record<string, never>>): Promise<void> {
    this.firings.push(`${name}@${id}`);
    if (this.firings.length > 500) this.firings.splice(0, 100);
    if (name === 'reminders') await this.runAll();
  }

  /**
   * Every organization with something to chase today, each on its own calendar. An organization is
   * visited only when one of its values is missing for a period whose due date makes today a
   * reminder day or lies in the escalation window (periodsChasedOn): two queries find them across
   * organizations (their settings; then, per set of periods, which of them miss a value), so a run
   * with nothing due does not visit the organizations one by one (issue 36).
   */
  async runAll(): Promise<ReminderRun> {
    const organizations = await this.organizationsDue(this.clock.now());
    const total: ReminderRun = { reminders: 0, escalations: 0 };
    for (const organizationId of organizations) {
      try {
        const run = await this.runFor(organizationId);
        total.reminders += run.reminders;
        total.escalations += run.escalations;
      } catch (err) {
        this.logger.error(`Reminders of organization ${organizationId} failed: ${(err as Error).message}`);
      }
    }
    return total;
  }

  /** The organizations a run at `now` has something to do for (a superset of those it notifies). */
  async organizationsDue(now: Date): Promise<string[]> {
    const year = now.getUTCFullYear();
    // A zone ahead of UTC may already be in the next year.
    const candidates = await organizationsWithAssignments(this.dataSource.manager, [String(year - 1), String(year), String(year + 1)]);
    // Organizations whose calendars and settings chase the same periods today are looked up together;
    // each calendar and set of settings is worked out once (a date in a time zone costs an Intl formatter).
    const groups = new Map<string, { periods: ChasedPeriod[]; ids: string[] }>();
    const chasedBy = new Map<string, { key: string; periods: ChasedPeriod[] }>();
    for (const { organizationId, values } of candidates) {
      const settings = mergeSettings(values ?? undefined);
      const by = `${settings.timeZone}|${settings.resultsDueDays}|${settings.reminderDaysBefore}|${settings.reminderDaysAfter}|${settings.escalationDaysAfter}`;
      let chased = chasedBy.get(by);
      if (!chased) {
        const periods = periodsChasedOn(settings, calendarDate(now, settings.timeZone));
        chased = { key: JSON.stringify(periods), periods };
        chasedBy.set(by, chased);
      }
      const { key, periods } = chased;
      if (periods.length === 0) continue;
      const group = groups.get(key) ?? { periods, ids: [] };
      group.ids.push(organizationId);
      groups.set(key, group);
    }
    const due: string[] = [];
    for (const { periods, ids } of groups.values()) due.push(...(await organizationsMissingValues(this.dataSource.manager, ids, periods)));
    return due;
  }

  /** One organization: the plan's reads (five queries), then its notifications in one batch, on one transaction. */
  runFor(organizationId: string): Promise<ReminderRun> {
    return this.dataSource.transaction(async (m) => {
      const { reminders, escalations } = await this.compute(organizationId, m);
      await this.notifications.recordBatch(m, organizationId, [...reminders, ...escalations]);
      return { reminders: reminders.length, escalations: escalations.length };
    });
  }

  /** What a run would notify, without writing (the bench measures it): five queries whatever the size. */
  async compute(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<{ reminders: NotificationEvent[]; escalations: NotificationEvent[] }> {
    const settings = await this.settings.get(organizationId, manager);
    const today = calendarDate(this.clock.now(), settings.timeZone);
    const year = Number(today.slice(0, 4));
    const years = [String(year - 1), String(year)];
    const rows = await assignmentsOfYears(organizationId, manager, years);
    const locks = await this.locks.locksOf(manager, organizationId, [year - 1, year]);
    const cascade = await cascadeOf(organizationId, manager, years);
    const missing = missingValues(rows, settings, locks.map((l) => l.key), today);
    const escalating = missing.filter((v) => {
      const late = daysBetween(v.dueDate, today) - settings.escalationDaysAfter;
      return late >= 0 && late <= ESCALATION_WINDOW_DAYS;
    });
    const admin = await anAdminOf(organizationId, manager);
    return { reminders: reminderEvents(organizationId, missing, settings, today), escalations: escalationEvents(organizationId, escalating, cascade, admin) };
  }
}

/**
 * The KPI periods of last year and this one (on `today`'s calendar) whose missing values a run on
 * `today` could notify of: due reminderDaysBefore days ahead or reminderDaysAfter days ago (a
 * reminder day, reminderEvents), or escalationDaysAfter to escalationDaysAfter + the window days ago
 * (compute's escalation). Locks are left to compute: this only narrows which organizations it visits.
 */
export function periodsChasedOn(settings: OrganizationSettings, today: string): ChasedPeriod[] {
  const year = Number(today.slice(0, 4));
  const out: ChasedPeriod[] = [];
  for (const y of [year - 1, year]) {
    for (const frequency of FREQUENCIES) {
      for (const key of periodsOf(frequency)) {
        const dueDate = periodDueDate(y, key, settings.resultsDueDays);
        const ahead = daysBetween(today, dueDate);
        const late = daysBetween(dueDate, today) - settings.escalationDaysAfter;
        if (ahead === settings.reminderDaysBefore || ahead === -settings.reminderDaysAfter || (late >= 0 && late <= ESCALATION_WINDOW_DAYS)) out.push({ year: String(y), frequency, key });
      }
    }
  }
  return out;
}

/** Missing values of open periods that have ended or are due within reminderDaysBefore days. */
export function missingValues(rows: CloseAssignmentRow[], settings: OrganizationSettings, lockKeys: string[], today: string): MissingValue[] {
  const horizon = addDays(today, settings.reminderDaysBefore);
  // The periods worth looking at, per year and frequency, computed once (not once per assignment).
  const chased = new Map<string, { period: PeriodKey; dueDate: string }[]>();
  const chasedOf = (year: string, frequency: CloseAssignmentRow['frequency']) => {
    const key = `${year}|${frequency}`;
    let list = chased.get(key);
    if (!list) {
      const y = Number(year);
      list = periodsOf(frequency)
        .map((period) => ({ period, dueDate: periodDueDate(y, period, settings.resultsDueDays), ended: periodLastDay(y, period) < today }))
        .filter((p) => (p.dueDate <= horizon || p.ended) && !(lockKeys.length > 0 && lockedPeriodFor(y, p.period, lockKeys)))
        .map(({ period, dueDate }) => ({ period, dueDate }));
      chased.set(key, list);
    }
    return list;
  };
  const out: MissingValue[] = [];
  for (const row of rows) {
    for (const { period, dueDate } of chasedOf(row.year, row.frequency)) {
      if (submissionStateOf(row.actualResults, row.submissions, period) === 'missing') out.push({ row, period, dueDate });
    }
  }
  return out;
}

/** One event per owner reminded today: every missing value of theirs due by the horizon, grouped by due date. */
export function reminderEvents(organizationId: string, missing: MissingValue[], settings: OrganizationSettings, today: string): NotificationEvent[] {
  const byOwner = new Map<string, MissingValue[]>();
  for (const value of missing) {
    if (!value.row.ownerUserId) continue;
    const list = byOwner.get(value.row.ownerUserId) ?? [];
    list.push(value);
    byOwner.set(value.row.ownerUserId, list);
  }
  const events: NotificationEvent[] = [];
  for (const [userId, values] of byOwner) {
    const remindsToday = values.some((v) => {
      const days = daysBetween(today, v.dueDate);
      return days === settings.reminderDaysBefore || days === -settings.reminderDaysAfter;
    });
    if (!remindsToday) continue;
    // Plain comparisons: localeCompare over thousands of values costs seconds.
    values.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.row.kpiName < b.row.kpiName ? -1 : a.row.kpiName > b.row.kpiName ? 1 : 0));
    const groups = new Map<string, number>();
    for (const v of values) groups.set(v.dueDate, (groups.get(v.dueDate) ?? 0) + 1);
    const summary = [...groups].map(([date, count]) => PERIOD_CLOSE_MESSAGES.resultsDue(count, formatDueDate(date)));
    const lines = values.slice(0, MAX_LINES).map((v) => `• ${v.row.kpiName} (${v.row.functionName}), ${reportingPeriodName(Number(v.row.year), v.period)}: due ${formatDueDate(v.dueDate)}`);
    if (values.length > MAX_LINES) lines.push(`… and ${values.length - MAX_LINES} more on My Work`);
    events.push({
      organizationId,
      type: 'results_due',
      causeId: today,
      actorUserId: null,
      userIds: [userId],
      title: groups.size === 1 ? summary[0]! : `${values.length} results due`,
      message: `${summary.join('; ')}.\n${lines.join('\n')}`,
      entityType: 'kpi',
      entityId: values[0]!.row.id,
      actionUrl: '/my-work',
      priority: 'high',
    });
  }
  return events;
}

/** One event per value: to the nearest owner up the cascade who can sign in, else an admin. */
export function escalationEvents(organizationId: string, values: MissingValue[], cascade: CascadeNode[], admin: string | null): NotificationEvent[] {
  const nodes = new Map(cascade.map((n) => [n.id, n]));
  const events: NotificationEvent[] = [];
  for (const v of values) {
    let recipient: string | null = null;
    let node = v.row.parentObjectiveAssignmentId ? nodes.get(v.row.parentObjectiveAssignmentId) : undefined;
    const seen = new Set<string>();
    while (node && !seen.has(node.id)) {
      seen.add(node.id);
      if (node.ownerUserId && node.ownerUserId !== v.row.ownerUserId) {
        recipient = node.ownerUserId;
        break;
      }
      node = node.parentId ? nodes.get(node.parentId) : undefined;
    }
    recipient ??= admin;
    if (!recipient) continue;
    const periodName = reportingPeriodName(Number(v.row.year), v.period);
    events.push({
      organizationId,
      type: 'result_escalation',
      causeId: `${v.row.id}:${v.row.year}-${v.period}`,
      actorUserId: null,
      userIds: [recipient],
      title: `Result overdue: ${v.row.kpiName}, ${periodName}`,
      message: `${v.row.kpiName} (${v.row.functionName}) for ${periodName} was due ${formatDueDate(v.dueDate)} and is still missing${v.row.ownerName ? ` (owner: ${v.row.ownerName})` : ''}.`,
      entityType: 'kpi',
      entityId: v.row.id,
      actionUrl: '/my-work',
      priority: 'high',
    });
  }
  return events;
}
