import { Injectable, NotFoundException } from '@nestjs/common';
import { HISTORY_MESSAGES, type Frequency, type KpiValueChange, type PeriodKey, type PeriodValues } from '@scorecard/contracts';
import { parsePeriodValues, periodsOf } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { historyOf, HistoryEntryRow, insertHistory, valuesChangedSince } from './kpi-value-history.queries';

/** A changed value of one assignment, as the writers know it (changedPeriods' shape plus the field). */
export interface ValueChange {
  kpiAssignmentId: string;
  field: 'target' | 'actual';
  period: PeriodKey;
  oldValue: number | null;
  newValue: number | null;
}

/** Who made a change: a user (their id and display name) or the system. */
export type ChangeAuthor = { userId: string; userName: string } | 'system';

const NOT_FOUND = 'KPI assignment not found';

/**
 * The history of targets and results (DESIGN decision 22) and the one loader of values as they
 * stood at an instant. Every writer of a KPI assignment's targets or results calls `record` on its
 * transaction (the dialogs' PATCH/PUT, the creation, the spreadsheet import, the calculated KPIs'
 * recompute); the scorecards, KPI Overview, explain and the exports read `asOf` through `valuesAsOf`.
 * In a module of its own without imports (kpi-history.module.ts), so read-side modules can use it.
 */
@Injectable()
export class KpiValueHistoryService {
  constructor(private readonly dataSource: DataSource) {}

  /** Writes the changes in one statement on the caller's transaction; nothing when there are none. */
  record(manager: EntityManager, organizationId: string, changes: ValueChange[], author: ChangeAuthor, reason: string | null): Promise<void> {
    const who = author === 'system' ? { userId: null, userName: HISTORY_MESSAGES.systemUser } : author;
    const rows: HistoryEntryRow[] = changes.map((c) => ({ ...c, ...who, reason }));
    return insertHistory(organizationId, manager, rows);
  }

  /** GET /kpi-assignments/:id/history: newest first; another organization's id (or a malformed one) is 404. */
  async history(actor: Actor, kpiAssignmentId: string, exists: (manager: EntityManager) => Promise<boolean>): Promise<KpiValueChange[]> {
    if (!isUuid(kpiAssignmentId)) throw new NotFoundException(NOT_FOUND);
    const manager = this.dataSource.manager;
    if (!(await exists(manager))) throw new NotFoundException(NOT_FOUND);
    const rows = await historyOf(actor.organizationId, manager, kpiAssignmentId);
    return rows.map((r) => ({
      period: r.period,
      field: r.field,
      oldValue: r.oldValue,
      newValue: r.newValue,
      userId: r.userId,
      userName: r.userName,
      at: new Date(r.at).toISOString(),
      reason: r.reason,
    }));
  }

  /**
   * The one as-of loader: these rows' targets and results as they stood at `asOf` (one query for
   * all of them, whatever their number; none without `asOf`). Rows come back in order, new objects
   * where a value differed, the same objects otherwise.
   */
  async valuesAsOf<T extends { targets?: unknown; actualResults?: unknown }>(
    organizationId: string,
    rows: T[],
    idOf: (row: T) => string,
    asOf: Date | null | undefined,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T[]> {
    if (!asOf || rows.length === 0) return rows;
    const changed = await valuesChangedSince(organizationId, manager, [...new Set(rows.map(idOf))], asOf);
    if (changed.length === 0) return rows;
    const byId = new Map<string, { targets: Partial<PeriodValues>; actualResults: Partial<PeriodValues> }>();
    for (const c of changed) {
      const entry = byId.get(c.id) ?? { targets: {}, actualResults: {} };
      (c.field === 'target' ? entry.targets : entry.actualResults)[c.period] = c.value === null ? null : Number(c.value);
      byId.set(c.id, entry);
    }
    return rows.map((row) => {
      const then = byId.get(idOf(row));
      if (!then) return row;
      return { ...row, targets: overlay(row.targets, then.targets), actualResults: overlay(row.actualResults, then.actualResults) };
    });
  }
}

/** The current map with the periods that changed since put back as they were ("no value" is an absent key). */
function overlay(current: unknown, then: Partial<PeriodValues>): PeriodValues {
  const out: PeriodValues = { ...parsePeriodValues(current) };
  for (const [key, value] of Object.entries(then) as [PeriodKey, number | null][]) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** The author of a user's change in the history: their id and display name. */
export function authorOf(actor: Actor): { userId: string; userName: string } {
  return { userId: actor.userId, userName: actor.name ?? 'Unknown user' };
}

/** The first targets of each period, kept: periods given a target for the first time are added, in the frequency's order. */
export function withBaseline(frequency: Frequency, baseline: PeriodValues | null | undefined, targets: PeriodValues): PeriodValues {
  const out: PeriodValues = {};
  for (const key of periodsOf(frequency)) {
    const kept = baseline?.[key];
    if (kept !== undefined && kept !== null) out[key] = kept;
    else if (targets[key] !== undefined && targets[key] !== null) out[key] = targets[key];
  }
  return out;
}
