import { ConflictException, Injectable } from '@nestjs/common';
import { PERIOD_CLOSE_MESSAGES, type PeriodKey } from '@scorecard/contracts';
import { lockedPeriodFor, reportingPeriodName } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { LockRow, locksOfYears, takeCloseLock } from './period-lock.queries';

/** A value a write would change: its assignment's year and the KPI's period key. */
export interface WrittenValue {
  year: string | number;
  period: PeriodKey;
}

/**
 * The locks of reporting periods as the writers of targets and results see them (DESIGN decision
 * 21). A module without imports, so the assignments context can import it.
 */
@Injectable()
export class PeriodLocksService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * On the writer's transaction, before it changes anything: takes the close's lock (shared) and
   * refuses with 409 '<name> is locked' when a written value falls in a locked period. Two queries.
   */
  async guardWrites(manager: EntityManager, organizationId: string, values: WrittenValue[]): Promise<void> {
    await takeCloseLock(organizationId, manager, false);
    if (values.length === 0) return;
    const locks = await this.locksOf(manager, organizationId, values.map((v) => Number(v.year)));
    const locked = firstLocked(values, locks);
    if (locked) throw new ConflictException(PERIOD_CLOSE_MESSAGES.locked(locked));
  }

  /** The locks of some years (one query). */
  locksOf(manager: EntityManager, organizationId: string, years: number[]): Promise<LockRow[]> {
    const distinct = [...new Set(years.filter((y) => Number.isInteger(y)))];
    if (distinct.length === 0) return Promise.resolve([]);
    return locksOfYears(organizationId, manager ?? this.dataSource.manager, distinct);
  }

  /** The close's lock, exclusive: taken by lock and unlock on their transaction. */
  takeExclusive(manager: EntityManager, organizationId: string): Promise<void> {
    return takeCloseLock(organizationId, manager, true);
  }
}

/** The name of the locked period the first locked value falls in ('Q1 2026'), or null. */
export function firstLocked(values: WrittenValue[], locks: LockRow[]): string | null {
  if (locks.length === 0) return null;
  const keys = locks.map((l) => l.key);
  for (const value of values) {
    const ref = lockedPeriodFor(value.year, value.period, keys);
    if (ref) return reportingPeriodName(ref.year, ref.period);
  }
  return null;
}

export type { LockRow };
