import type { KpiAssignment as KpiAssignmentRecord } from '@scorecard/contracts';
import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { HISTORY_MESSAGES, type Frequency, type PeriodKey, type PeriodValues } from '@scorecard/contracts';
import { calendarMonth, currentPeriod, normalizePeriodKey, periodHasStarted, periodsOf } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';
import { checkEcho } from '../../common/echo-fields';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { inTransaction } from '../../common/writes';
import { ActivitiesService } from '../activities/activities.service';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { readWeight } from './assignment-weight';
import { lockKpiAssignment, SpreadsheetAssignmentRow, writePeriodMaps } from './assignment.queries';
import { toKpiAssignmentResponse, UpdateKpiAssignmentDto } from './dto/kpi-assignment.dto';
import { checkComputedEcho, checkIdentityEcho, KPI_ASSIGNMENT_MESSAGES, readResultEntry } from './kpi-assignment.echo';
import { KpiAssignment } from './kpi-assignment.entity';
import { KPI_ASSIGNMENT_ACTIVITY } from './kpi-assignment.service';
import { changedPeriods, mergePeriodMaps, readPeriodMap, storedResult } from './period-values';
import { PeriodLocksService } from '../period-close/period-locks.service';
import { submitChanged } from './submissions';
import { CalculatedResultsService } from './calculated-results.service';
import { authorOf, KpiValueHistoryService, ValueChange, withBaseline } from './kpi-value-history.service';
import { refreshViewScores } from './view-scores';

/**
 * Changes to a KPI assignment's values, each stored with the score it gives (libs/scoring with the
 * organization's cap): PATCH/PUT /kpi-assignments/:id (weight, targets and owner edits, and results
 * from the results dialog) and the spreadsheet import's many maps at once.
 */
@Injectable()
export class KpiResultRecordingService {
  private readonly assignments: TenantRepository<KpiAssignment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
    private readonly locks: PeriodLocksService,
    private readonly calculated: CalculatedResultsService,
    private readonly events: EventEmitter2,
    private readonly history: KpiValueHistoryService,
  ) {
    this.assignments = new TenantRepository(dataSource.manager, KpiAssignment, KPI_ASSIGNMENT_MESSAGES.notFound);
  }

  /**
   * Edits (weight, targets, owner) and result updates (actualResults, or one actualResult) in one
   * transaction with the recomputed score and the activities: an 'updated' entry for edits and an
   * 'actual_result_update' entry (old and new value) for results.
   */
  update(actor: Actor, id: string, dto: UpdateKpiAssignmentDto, manager?: EntityManager): Promise<KpiAssignmentRecord> {
    checkEcho(actor, dto, id);
    const resultEntry = readResultEntry(dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      const org = actor.organizationId;
      const assignments = this.assignments.in(m);
      // Locked: two results entered at once for different periods both land (the maps are merged).
      const locked = await lockKpiAssignment(org, m, id);
      if (!locked) throw new NotFoundException(KPI_ASSIGNMENT_MESSAGES.notFound);
      const { assignment, kpi, hasDependents } = locked;
      checkIdentityEcho(dto, assignment);
      const settings = await this.settings.get(org, m);

      const before = { weight: assignment.weight, targets: assignment.targets, ownerId: assignment.ownerId, score: assignment.score, actualResult: assignment.actualResult };
      const beforeResults = assignment.actualResults;
      if (dto.targets !== undefined) {
        const sent = readPeriodMap('targets', kpi.frequency, dto.targets);
        assignment.targets = dto.targets === null ? {} : mergePeriodMaps(kpi.frequency, assignment.targets, sent);
      }
      if (dto.actualResults !== undefined) {
        const sent = readPeriodMap('actualResults', kpi.frequency, dto.actualResults);
        assignment.actualResults = dto.actualResults === null ? {} : mergePeriodMaps(kpi.frequency, assignment.actualResults, sent);
      }
      if (resultEntry) {
        const period = resultPeriod(kpi.frequency, assignment.period, dto.resultPeriod, settings.timeZone);
        assignment.actualResults = mergePeriodMaps(kpi.frequency, assignment.actualResults, { [period]: dto.actualResult! });
      }
      // The period close's lock comes before every other rule of the write (DESIGN decision 21).
      const results = changedPeriods(kpi.frequency, beforeResults, assignment.actualResults);
      const targetChanges = changedPeriods(kpi.frequency, before.targets, assignment.targets);
      const written = [...targetChanges, ...results].map((c) => ({ year: assignment.period, period: c.period }));
      if (written.length > 0) await this.locks.guardWrites(m, org, written);
      // A calculated KPI's results come from its formula only (DESIGN decision 25).
      this.calculated.refuseManualResults(kpi, results.length > 0);
      // Changing (or clearing) a target already set for a period that has begun needs a reason (DESIGN decision 22).
      const reason = dto.reason?.trim() || null;
      const now = new Date();
      if (!reason && targetChanges.some((c) => c.oldValue !== null && periodHasStarted(assignment.period, c.period, now, settings.timeZone))) {
        throw new UnprocessableEntityException(HISTORY_MESSAGES.reasonRequired);
      }
      if (targetChanges.length > 0) assignment.baselineTargets = withBaseline(kpi.frequency, assignment.baselineTargets, assignment.targets);
      assignment.weight = readWeight(dto.weight, assignment.weight);
      if (results.length > 0) assignment.submissions = submitChanged(assignment.submissions, results, settings.requireApproval, actor.userId, new Date());
      const beforeOwnerName = assignment.ownerName ?? null;
      const owner = await this.employees.resolveOwner(m, org, dto.ownerId, { id: assignment.ownerId, name: assignment.ownerName });
      assignment.ownerId = owner.id;
      assignment.ownerName = owner.name;
      const result = storedResult(kpi, assignment.targets, assignment.actualResults, settings.scoreCapPercentage);
      checkComputedEcho(dto, resultEntry, { ...before, ownerName: beforeOwnerName }, { ...result, ownerName: owner.name });
      assignment.score = result.score;
      assignment.actualResult = result.actualResult;
      // Only what changed: an unchanged map is neither parsed again nor compressed again (the row is over TOAST's threshold).
      await assignments.update(org, assignment, [
        ...(targetChanges.length > 0 ? (['targets', 'baselineTargets'] as const) : []),
        ...(results.length > 0 ? (['actualResults', 'submissions'] as const) : []),
        ...(assignment.weight !== before.weight ? (['weight'] as const) : []),
        ...(assignment.ownerId !== before.ownerId ? (['ownerId'] as const) : []),
        'score',
        'actualResult',
      ]);
      const changes: ValueChange[] = [
        ...targetChanges.map((c) => ({ ...c, kpiAssignmentId: assignment.id, field: 'target' as const })),
        ...results.map((c) => ({ ...c, kpiAssignmentId: assignment.id, field: 'actual' as const })),
      ];
      await this.history.record(m, org, changes, authorOf(actor), reason);
      // The calculated KPIs depending on this one follow on the same function and year, in this transaction.
      if (results.length > 0 && hasDependents) await this.calculated.afterWrite(m, org, [{ id: assignment.id, kpiId: assignment.kpiId }], { scoreCap: settings.scoreCapPercentage });
      // The KPI Overview's stored view values follow, on this transaction (issue 36).
      if (results.length > 0 || targetChanges.length > 0) await refreshViewScores(m, org, { assignmentIds: [assignment.id] }, settings);

      const edits = editChanges(before, assignment);
      if (Object.keys(edits).length > 0) {
        await this.activities.record(m, actor, { ...KPI_ASSIGNMENT_ACTIVITY, action: 'updated', entityId: assignment.id, entityName: kpi.name, details: { period: assignment.period, changes: edits } });
      }
      if (results.length > 0) {
        await this.activities.record(m, actor, {
          action: 'actual_result_update',
          entityType: 'actual_result',
          entityId: assignment.id,
          entityName: kpi.name,
          category: 'Actual Result Update',
          details: {
            kpiName: kpi.name,
            year: assignment.period,
            period: results[0].period,
            oldValue: results[0].oldValue,
            newValue: results[0].newValue,
            changes: results,
            oldScore: before.score,
            newScore: assignment.score,
          },
        });
        await this.events.emitAsync(RECORD_CHANGED, {
          manager: m,
          organizationId: org,
          event: 'result.recorded',
          entity: 'result',
          changes: [{ id: assignment.id, data: resultData(assignment, kpi.name, results) }],
        } satisfies RecordChanged);
      }
      return toKpiAssignmentResponse(assignment);
    });
  }

  /**
   * The lock check of a write of many assignments' values (the spreadsheet import's commit), on its
   * transaction before anything else: 409 '<name> is locked' when one falls in a locked period.
   */
  guardWrites(manager: EntityManager, organizationId: string, values: { year: string; period: PeriodKey }[]): Promise<void> {
    return this.locks.guardWrites(manager, organizationId, values);
  }

  /**
   * The spreadsheet import's commit: replaces the maps of many assignments in one statement, each
   * with its stored result recomputed exactly as update() does. The caller records the activities.
   */
  async recordMany(
    manager: EntityManager,
    actor: Actor,
    rows: { row: SpreadsheetAssignmentRow; targets: PeriodValues; actualResults: PeriodValues }[],
    reason?: string | null,
  ): Promise<{ id: string; score: number | null; actualResult: number | null }[]> {
    const organizationId = actor.organizationId;
    const settings = await this.settings.get(organizationId, manager);
    const { scoreCapPercentage, requireApproval } = settings;
    const now = new Date();
    const calculated = await this.calculated.calculatedKpis(manager, organizationId);
    const withResults = rows.filter(({ row, actualResults }) => changedPeriods(row.frequency, row.actualResults, actualResults).length > 0);
    for (const { row } of withResults) {
      const kpi = calculated.find((k) => k.id === row.kpiId);
      if (kpi) this.calculated.refuseManualResults(kpi, true);
    }
    const written = rows.map(({ row, targets, actualResults }) => ({
      id: row.id,
      targets,
      actualResults,
      submissions: submitChanged(row.submissions, changedPeriods(row.frequency, row.actualResults, actualResults), requireApproval, actor.userId, now),
      baselineTargets: withBaseline(row.frequency, row.baselineTargets, targets),
      ...storedResult(row, targets, actualResults, scoreCapPercentage),
    }));
    await writePeriodMaps(organizationId, manager, written);
    await this.history.record(
      manager,
      organizationId,
      rows.flatMap(({ row, targets, actualResults }) => [
        ...changedPeriods(row.frequency, row.targets, targets).map((c) => ({ ...c, kpiAssignmentId: row.id, field: 'target' as const })),
        ...changedPeriods(row.frequency, row.actualResults, actualResults).map((c) => ({ ...c, kpiAssignmentId: row.id, field: 'actual' as const })),
      ]),
      authorOf(actor),
      reason?.trim() || HISTORY_MESSAGES.imported,
    );
    await this.calculated.afterWrite(manager, organizationId, withResults.map(({ row }) => ({ id: row.id, kpiId: row.kpiId })), { calculated, scoreCap: scoreCapPercentage });
    await refreshViewScores(manager, organizationId, { assignmentIds: rows.map(({ row }) => row.id) }, settings);
    const byId = new Map(written.map((w) => [w.id, w]));
    await this.events.emitAsync(RECORD_CHANGED, {
      manager,
      organizationId,
      event: 'result.recorded',
      entity: 'result',
      changes: withResults.map(({ row, actualResults }) => ({
        id: row.id,
        data: { kpiAssignmentId: row.id, actualResults, score: byId.get(row.id)?.score ?? null, changes: changedPeriods(row.frequency, row.actualResults, actualResults) },
      })),
    } satisfies RecordChanged);
    return written.map(({ id, score, actualResult }) => ({ id, score, actualResult }));
  }
}

/** What a `result.recorded` webhook receives as `data`. */
function resultData(assignment: KpiAssignment, kpiName: string, changes: unknown[]): Record<string, unknown> {
  return { kpiAssignmentId: assignment.id, kpiName, year: assignment.period, actualResults: assignment.actualResults, actualResult: assignment.actualResult, score: assignment.score, changes };
}

/** actualResult's period: the one sent, else the current period of the KPI's frequency (the last one for a past year). */
function resultPeriod(frequency: Frequency, year: string, sent: string | undefined, timeZone: string): PeriodKey {
  if (sent !== undefined) {
    const key = normalizePeriodKey(frequency, sent);
    if (key === null) throw new BadRequestException(`resultPeriod: '${sent}' is not a ${frequency} period (expected ${periodsOf(frequency).join(', ')})`);
    return key;
  }
  const now = new Date();
  if (String(calendarMonth(now, timeZone).year) === year) return currentPeriod(frequency, now, timeZone);
  const periods = periodsOf(frequency);
  return Number(year) < calendarMonth(now, timeZone).year ? periods[periods.length - 1] : periods[0];
}

function editChanges(
  before: { weight: number; targets: PeriodValues; ownerId: string | null },
  after: KpiAssignment,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (before.weight !== after.weight) changes.weight = { from: before.weight, to: after.weight };
  if (JSON.stringify(before.targets) !== JSON.stringify(after.targets)) changes.targets = { from: before.targets, to: after.targets };
  if (before.ownerId !== after.ownerId) changes.ownerId = { from: before.ownerId, to: after.ownerId };
  return changes;
}
