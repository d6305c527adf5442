import type { KpiAssignment as KpiAssignmentRecord } from '@scorecard/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { Frequency, PeriodKey, PeriodValues } from '@scorecard/contracts';
import { calendarMonth, currentPeriod, normalizePeriodKey, periodsOf } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { listJsonWith } from '../../common/json-list';
import { JsonListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { EmployeeService } from '../employees/employee.service';
import { KpiService } from '../library/kpi.service';
import { checkEcho } from '../../common/echo-fields';
import { inTransaction, notFoundReference, uniqueOr } from '../../common/writes';
import { SettingsService } from '../settings/settings.service';
import { readWeight } from './assignment-weight';
import { ASSIGNMENT_MESSAGES } from './dto/assignment-fields';
import { CreateKpiAssignmentDto, KPI_ASSIGNMENT_FIELDS, toKpiAssignmentResponse, UpdateKpiAssignmentDto } from './dto/kpi-assignment.dto';
import { KpiAssignment } from './kpi-assignment.entity';
import { checkComputedEcho, checkIdentityEcho, KPI_ASSIGNMENT_MESSAGES, readResultEntry } from './kpi-assignment.echo';
import { lockKpiAssignment, scorecardRows, SpreadsheetAssignmentRow, spreadsheetRowsByIds, spreadsheetRowsOf, writePeriodMaps } from './assignment.queries';
import { ObjectiveAssignmentService } from './objective-assignment.service';
import { changedPeriods, mergePeriodMaps, readPeriodMap, storedResult } from './period-values';

const LIST: ListSpec = {
  sortable: {
    id: 'ka.id',
    weight: 'ka.weight',
    score: 'ka.score',
    actualResult: 'ka.actualResult',
    period: 'ka.period',
    kpiId: 'ka.kpiId',
    objectiveAssignmentId: 'ka.objectiveAssignmentId',
    createdAt: 'ka.createdAt',
    updatedAt: 'ka.updatedAt',
  },
  defaultSort: { field: 'createdAt', order: 'ASC' },
  filterable: {
    id: 'ka.id',
    kpiId: 'ka.kpiId',
    objectiveAssignmentId: 'ka.objectiveAssignmentId',
    linkedObjectiveId: 'ka.linkedObjectiveId',
    ownerId: 'ka.ownerId',
    period: 'ka.period',
    // A semi-join on the function's objective assignments: a few index reads, not a sub-select per
    // row. Uncorrelated on purpose (a correlated one runs per row); the outer query keeps the
    // caller's organization, whose rows reference only its own objective assignments (composite keys).
    organizationFunctionId: {
      where: (values) => `ka."objectiveAssignmentId" IN (SELECT "oa_f"."id" FROM "objective_assignment" "oa_f" WHERE "oa_f"."organizationFunctionId" IN ${values})`,
    },
  },
};


@Injectable()
export class KpiAssignmentService {
  private readonly assignments: TenantRepository<KpiAssignment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
    private readonly kpis: KpiService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
  ) {
    this.assignments = new TenantRepository(dataSource.manager, KpiAssignment, KPI_ASSIGNMENT_MESSAGES.notFound);
  }

  /** As PostgreSQL writes their JSON (json-list.ts); the same fields toKpiAssignmentResponse gives. */
  list(actor: Actor, query: Record<string, unknown>): Promise<JsonListResult<KpiAssignmentRecord>> {
    return listJsonWith('kpi-assignments', this.assignments.query(actor.organizationId, 'ka'), parseListParams(query), LIST, KPI_ASSIGNMENT_FIELDS);
  }

  async get(actor: Actor, id: string): Promise<KpiAssignmentRecord> {
    return toKpiAssignmentResponse(await this.assignments.get(actor.organizationId, id));
  }

  /** For other contexts: a KPI assignment of the organization, or null. */
  findIn(manager: EntityManager, organizationId: string, id: string): Promise<KpiAssignment | null> {
    return this.assignments.in(manager).findOne(organizationId, id);
  }

  create(actor: Actor, dto: CreateKpiAssignmentDto, manager?: EntityManager): Promise<KpiAssignmentRecord> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      const org = actor.organizationId;
      const objectiveAssignment = await this.objectiveAssignments.findIn(m, org, dto.objectiveAssignmentId);
      if (!objectiveAssignment) throw notFoundReference(ASSIGNMENT_MESSAGES.objectiveAssignmentNotFound);
      const kpi = await this.kpis.findIn(m, org, dto.kpiId);
      if (!kpi) throw notFoundReference(ASSIGNMENT_MESSAGES.kpiNotFound);
      if (dto.linkedObjectiveId && dto.linkedObjectiveId !== objectiveAssignment.objectiveId) {
        throw new BadRequestException(KPI_ASSIGNMENT_MESSAGES.linkedObjective);
      }
      const weight = readWeight(dto.weight);
      const period = dto.period ?? objectiveAssignment.period;
      if (period !== objectiveAssignment.period) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.periodMismatch(objectiveAssignment.period));
      const targets = readPeriodMap('targets', kpi.frequency, dto.targets ?? null);
      const actualResults = readPeriodMap('actualResults', kpi.frequency, dto.actualResults ?? null);
      const assignments = this.assignments.in(m);
      const owner = await this.employees.resolveOwner(m, org, dto.ownerId, { id: objectiveAssignment.ownerId, name: objectiveAssignment.ownerName });
      const { scoreCapPercentage } = await this.settings.get(org, m);
      const result = storedResult(kpi, targets, actualResults, scoreCapPercentage);
      const duplicate = () => new ConflictException(KPI_ASSIGNMENT_MESSAGES.duplicate);
      const created = await uniqueOr('UQ_kpi_assignment_objective_assignment_kpi', duplicate, () => assignments.insert(org, {
        kpiId: kpi.id,
        objectiveAssignmentId: objectiveAssignment.id,
        linkedObjectiveId: objectiveAssignment.objectiveId,
        ownerId: owner.id,
        weight,
        targets,
        actualResults,
        period,
        score: result.score,
        actualResult: result.actualResult,
      }));
      await this.activities.record(m, actor, {
        action: 'assigned',
        entityType: 'kpi_assignment',
        entityId: created.id,
        entityName: kpi.name,
        category: 'Assignments',
        details: {
          objectiveAssignmentId: objectiveAssignment.id,
          functionName: objectiveAssignment.organizationFunction,
          weight,
          period,
          targets,
          actualResults,
        },
      });
      return toKpiAssignmentResponse({ ...created, ownerName: owner.name });
    });
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
      const { assignment, kpi } = locked;
      checkIdentityEcho(dto, assignment);
      const settings = await this.settings.get(org, m);

      const before = { weight: assignment.weight, targets: assignment.targets, ownerId: assignment.ownerId, score: assignment.score, actualResult: assignment.actualResult };
      const beforeResults = assignment.actualResults;
      assignment.weight = readWeight(dto.weight, assignment.weight);
      if (dto.targets !== undefined) {
        const sent = readPeriodMap('targets', kpi.frequency, dto.targets);
        assignment.targets = dto.targets === null ? {} : mergePeriodMaps(kpi.frequency, assignment.targets, sent);
      }
      if (dto.actualResults !== undefined) {
        const sent = readPeriodMap('actualResults', kpi.frequency, dto.actualResults);
        assignment.actualResults = dto.actualResults === null ? {} : mergePeriodMaps(kpi.frequency, assignment.actualResults, sent);
      }
      if (resultEntry) {
        const period = this.resultPeriod(kpi.frequency, assignment.period, dto.resultPeriod, settings.timeZone);
        assignment.actualResults = mergePeriodMaps(kpi.frequency, assignment.actualResults, { [period]: dto.actualResult! });
      }
      const beforeOwnerName = assignment.ownerName ?? null;
      const owner = await this.employees.resolveOwner(m, org, dto.ownerId, { id: assignment.ownerId, name: assignment.ownerName });
      assignment.ownerId = owner.id;
      assignment.ownerName = owner.name;
      const result = storedResult(kpi, assignment.targets, assignment.actualResults, settings.scoreCapPercentage);
      checkComputedEcho(dto, resultEntry, { ...before, ownerName: beforeOwnerName }, { ...result, ownerName: owner.name });
      assignment.score = result.score;
      assignment.actualResult = result.actualResult;
      await assignments.update(org, assignment, ['weight', 'targets', 'actualResults', 'ownerId', 'score', 'actualResult']);

      const edits = this.editChanges(before, assignment);
      if (Object.keys(edits).length > 0) {
        await this.activities.record(m, actor, {
          action: 'updated',
          entityType: 'kpi_assignment',
          entityId: assignment.id,
          entityName: kpi.name,
          category: 'Assignments',
          details: { period: assignment.period, changes: edits },
        });
      }
      const results = changedPeriods(kpi.frequency, beforeResults, assignment.actualResults);
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
      }
      return toKpiAssignmentResponse(assignment);
    });
  }

  remove(actor: Actor, id: string): Promise<KpiAssignmentRecord> {
    return this.dataSource.transaction(async (m) => {
      const assignments = this.assignments.in(m);
      const assignment = await assignments.get(actor.organizationId, id);
      const kpi = await this.kpis.findIn(m, actor.organizationId, assignment.kpiId);
      await assignments.remove(actor.organizationId, assignment);
      await this.activities.record(m, actor, {
        action: 'deleted',
        entityType: 'kpi_assignment',
        entityId: assignment.id,
        entityName: kpi?.name ?? null,
        category: 'Assignments',
        details: { objectiveAssignmentId: assignment.objectiveAssignmentId, period: assignment.period },
      });
      return toKpiAssignmentResponse(assignment);
    });
  }

  /** For the scorecards context: one function's rows for a year (see assignment.queries). */
  scorecardRows(organizationId: string, functionId: string, period: string, manager: EntityManager = this.dataSource.manager) {
    return scorecardRows(organizationId, manager, functionId, period);
  }

  /** For the spreadsheets context: the rows of a template (see assignment.queries). */
  spreadsheetRows(organizationId: string, functionIds: string[], year: string): Promise<SpreadsheetAssignmentRow[]> {
    return spreadsheetRowsOf(organizationId, this.dataSource.manager, functionIds, year);
  }

  /** For the spreadsheets context: the organization's rows among `ids`, locked when `lock`. */
  spreadsheetRowsByIds(manager: EntityManager, organizationId: string, ids: string[], lock = false): Promise<SpreadsheetAssignmentRow[]> {
    return spreadsheetRowsByIds(organizationId, manager, ids, lock);
  }

  /**
   * For the spreadsheets context: replaces the maps of many assignments in one statement, each with
   * its stored result recomputed exactly as update() does (storedResult with the organization's cap).
   */
  async writeImportedMaps(
    manager: EntityManager,
    organizationId: string,
    rows: { row: SpreadsheetAssignmentRow; targets: PeriodValues; actualResults: PeriodValues }[],
  ): Promise<{ id: string; score: number | null; actualResult: number | null }[]> {
    const { scoreCapPercentage } = await this.settings.get(organizationId, manager);
    const written = rows.map(({ row, targets, actualResults }) => ({ id: row.id, targets, actualResults, ...storedResult(row, targets, actualResults, scoreCapPercentage) }));
    await writePeriodMaps(organizationId, manager, written);
    return written.map(({ id, score, actualResult }) => ({ id, score, actualResult }));
  }

  /** actualResult's period: the one sent, else the current period of the KPI's frequency (the last one for a past year). */
  private resultPeriod(frequency: Frequency, year: string, sent: string | undefined, timeZone: string): PeriodKey {
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

  private editChanges(
    before: { weight: number; targets: PeriodValues; ownerId: string | null },
    after: KpiAssignment,
  ): Record<string, { from: unknown; to: unknown }> {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (before.weight !== after.weight) changes.weight = { from: before.weight, to: after.weight };
    if (JSON.stringify(before.targets) !== JSON.stringify(after.targets)) changes.targets = { from: before.targets, to: after.targets };
    if (before.ownerId !== after.ownerId) changes.ownerId = { from: before.ownerId, to: after.ownerId };
    return changes;
  }
}
