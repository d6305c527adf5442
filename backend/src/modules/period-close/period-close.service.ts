import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { PERIOD_CLOSE_MESSAGES, type FunctionCompletion, type ReportingPeriod } from '@scorecard/contracts';
import { calendarMonth, coveredPeriodKeys, parseReportingPeriodKey, periodDueDate, reportingPeriodName, reportingPeriodsOf, type ReportingPeriodRef } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { MESSAGES } from '../../common/tenancy/access.guard';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService } from '../activities/activities.service';
import { SettingsService } from '../settings/settings.service';
import { LockPeriodDto, UnlockPeriodDto } from './dto/period-close.dto';
import { completionOf, countsOfYear } from './period-close.read-model';
import { deleteLock, insertLock, LockRow } from './period-lock.queries';
import { PeriodLocksService } from './period-locks.service';
import { NotificationClock } from '../notifications/clock';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';

const YEAR_MESSAGE = 'year must be a year such as 2026';

/** Reporting periods, their completion and their locks (DESIGN decision 21). */
@Injectable()
export class PeriodCloseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly locks: PeriodLocksService,
    private readonly activities: ActivitiesService,
    private readonly clock: NotificationClock,
    private readonly events: EventEmitter2,
  ) {}

  /** GET /api/reporting-periods?year=: the 17 periods with state, due date and counts (three queries). */
  async list(actor: Actor, year: unknown, manager: EntityManager = this.dataSource.manager): Promise<ReportingPeriod[]> {
    const settings = await this.settings.get(actor.organizationId, manager);
    const y = year === undefined || year === '' ? calendarMonth(this.clock.now(), settings.timeZone).year : readYear(year);
    const [counts, locks] = await Promise.all([countsOfYear(actor.organizationId, manager, y), this.locks.locksOf(manager, actor.organizationId, [y])]);
    const byKey = new Map(counts.map((c) => [c.key, c]));
    const lockOf = new Map(locks.map((l) => [l.key, l]));
    return reportingPeriodsOf(y).map((ref) => toPeriod(ref, settings.resultsDueDays, byKey.get(ref.key), lockOf.get(ref.key)));
  }

  /** GET /api/reporting-periods/:key/completion: every function with its own assignments' counts (one query). */
  async completion(actor: Actor, key: string): Promise<FunctionCompletion[]> {
    const ref = readKey(key);
    const rows = await completionOf(actor.organizationId, this.dataSource.manager, ref.year, coveredPeriodKeys(ref.period));
    return rows.map((r) => ({ ...r, missing: r.due - r.submitted - r.approved }));
  }

  /** POST /api/reporting-periods/:key/lock (admins): audited; 409 when already locked. */
  lock(actor: Actor, key: string, dto: LockPeriodDto): Promise<ReportingPeriod> {
    if (!actor.isAdmin) throw new ForbiddenException(MESSAGES.forbidden);
    const ref = readKey(key);
    const name = reportingPeriodName(ref.year, ref.period);
    return this.dataSource.transaction(async (m) => {
      // Exclusive: waits for the writes in flight; writes after it wait for this commit and then see the lock.
      await this.locks.takeExclusive(m, actor.organizationId);
      const reason = dto.reason ? dto.reason : null;
      const row = await insertLock(actor.organizationId, m, { key: ref.key, year: ref.year, reason, lockedById: actor.userId });
      if (!row) throw new ConflictException(PERIOD_CLOSE_MESSAGES.alreadyLocked(name));
      await this.activities.record(m, actor, {
        action: 'locked',
        entityType: 'reporting_period',
        entityId: row.id,
        entityName: name,
        category: 'Organization',
        details: { key: ref.key, reason },
      });
      await this.events.emitAsync(RECORD_CHANGED, {
        manager: m,
        organizationId: actor.organizationId,
        event: 'period.locked',
        entity: 'period',
        changes: [{ id: row.id, data: { key: ref.key, name, year: ref.year, reason } }],
      } satisfies RecordChanged);
      return this.one(actor, ref, m);
    });
  }

  /** POST /api/reporting-periods/:key/unlock {reason} (admins): audited; 409 when not locked. */
  unlock(actor: Actor, key: string, dto: UnlockPeriodDto): Promise<ReportingPeriod> {
    if (!actor.isAdmin) throw new ForbiddenException(MESSAGES.forbidden);
    const ref = readKey(key);
    const name = reportingPeriodName(ref.year, ref.period);
    return this.dataSource.transaction(async (m) => {
      await this.locks.takeExclusive(m, actor.organizationId);
      const row = await deleteLock(actor.organizationId, m, ref.key);
      if (!row) throw new ConflictException(PERIOD_CLOSE_MESSAGES.notLocked(name));
      await this.activities.record(m, actor, {
        action: 'unlocked',
        entityType: 'reporting_period',
        entityId: row.id,
        entityName: name,
        category: 'Organization',
        details: { key: ref.key, reason: dto.reason, lockedAt: row.lockedAt, lockReason: row.reason },
      });
      return this.one(actor, ref, m);
    });
  }

  private async one(actor: Actor, ref: ReportingPeriodRef, manager: EntityManager): Promise<ReportingPeriod> {
    return (await this.list(actor, String(ref.year), manager)).find((p) => p.key === ref.key)!;
  }
}

function readYear(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  const year = typeof text === 'string' && /^\d{4}$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isInteger(year) || year < 1900) throw new BadRequestException(YEAR_MESSAGE);
  return year;
}

function readKey(key: string): ReportingPeriodRef {
  const ref = parseReportingPeriodKey(key);
  if (!ref) throw new NotFoundException(PERIOD_CLOSE_MESSAGES.unknownPeriod);
  return ref;
}

function toPeriod(ref: ReportingPeriodRef, resultsDueDays: number, counts: { due: number; submitted: number; approved: number } | undefined, lock: LockRow | undefined): ReportingPeriod {
  const due = counts?.due ?? 0;
  const submitted = counts?.submitted ?? 0;
  const approved = counts?.approved ?? 0;
  return {
    key: ref.key,
    name: reportingPeriodName(ref.year, ref.period),
    state: lock ? 'locked' : 'open',
    dueDate: periodDueDate(ref.year, ref.period, resultsDueDays),
    due,
    submitted,
    approved,
    missing: due - submitted - approved,
    lockReason: lock?.reason ?? null,
    lockedAt: lock ? new Date(lock.lockedAt).toISOString() : null,
    lockedById: lock?.lockedById ?? null,
  };
}
