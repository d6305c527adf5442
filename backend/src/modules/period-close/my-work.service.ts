import { Injectable } from '@nestjs/common';
import type { MyWorkAnswer, MyWorkItem, PeriodKey } from '@scorecard/contracts';
import { addDays, calendarDate, lockedPeriodFor, periodDueDate, periodLastDay, periodsOf, reportingPeriodKey, reportingPeriodName, valueAt } from '@scorecard/scoring';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { SettingsService } from '../settings/settings.service';
import { submissionStateOf } from '@scorecard/scoring';
import { CloseAssignmentRow, myWorkRows } from './period-close.read-model';
import { NotificationClock } from '../notifications/clock';
import { PeriodLocksService } from './period-locks.service';

/**
 * GET /api/my-work (our addition to DESIGN decision 21, which names the screen): the caller's
 * missing values whose period has ended or whose due date is at most `reminderDaysBefore` days
 * away (open periods only), their values returned to them, and the submitted values they review.
 * Four queries whatever the organization's size (settings, rows, locks, and the session's).
 */
@Injectable()
export class MyWorkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly locks: PeriodLocksService,
    private readonly clock: NotificationClock,
  ) {}

  async read(actor: Actor): Promise<MyWorkAnswer> {
    const m = this.dataSource.manager;
    const settings = await this.settings.get(actor.organizationId, m);
    const today = calendarDate(this.clock.now(), settings.timeZone);
    const year = Number(today.slice(0, 4));
    const years = [String(year - 1), String(year)];
    const [rows, locks] = await Promise.all([
      myWorkRows(actor.organizationId, m, actor.userId, actor.isAdmin, years),
      this.locks.locksOf(m, actor.organizationId, [year - 1, year]),
    ]);
    const lockKeys = locks.map((l) => l.key);
    const horizon = addDays(today, settings.reminderDaysBefore);
    const answer: MyWorkAnswer = { due: [], returned: [], toReview: [] };
    for (const row of rows) {
      for (const period of periodsOf(row.frequency)) {
        const state = submissionStateOf(row.actualResults, row.submissions, period);
        const locked = lockedPeriodFor(row.year, period, lockKeys) !== null;
        const dueDate = periodDueDate(Number(row.year), period, settings.resultsDueDays);
        if (row.mine && state === 'missing' && !locked && (periodLastDay(Number(row.year), period) < today || dueDate <= horizon)) {
          answer.due.push(item(row, period, state, dueDate, locked));
        } else if (row.mine && state === 'returned') answer.returned.push(item(row, period, state, dueDate, locked));
        if (row.reviewer && state === 'submitted') answer.toReview.push(item(row, period, state, dueDate, locked));
      }
    }
    for (const list of Object.values(answer)) list.sort((a: MyWorkItem, b: MyWorkItem) => a.dueDate.localeCompare(b.dueDate));
    return answer;
  }
}

function item(row: CloseAssignmentRow, period: PeriodKey, state: MyWorkItem['state'], dueDate: string, locked: boolean): MyWorkItem {
  return {
    kpiAssignmentId: row.id,
    kpiId: row.kpiId,
    kpiName: row.kpiName,
    functionId: row.functionId,
    functionName: row.functionName,
    period,
    year: row.year,
    reportingPeriodKey: reportingPeriodKey(row.year, period),
    periodName: reportingPeriodName(Number(row.year), period),
    dueDate,
    target: valueAt(row.targets, period),
    actual: valueAt(row.actualResults, period),
    unit: row.unit,
    state,
    comment: row.submissions?.[period]?.comment ?? null,
    ownerName: row.ownerName,
    locked,
  };
}
