import type { KpiAssignment as KpiAssignmentRecord, PeriodKey } from '@scorecard/contracts';
import { BadRequestException, ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
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
import { CalculatedResultsService } from './calculated-results.service';
import { readWeight } from './assignment-weight';
import { ASSIGNMENT_MESSAGES } from './dto/assignment-fields';
import { CreateKpiAssignmentDto, KPI_ASSIGNMENT_FIELDS, toKpiAssignmentResponse } from './dto/kpi-assignment.dto';
import { KpiAssignment } from './kpi-assignment.entity';
import { KPI_ASSIGNMENT_MESSAGES } from './kpi-assignment.echo';
import { kpiAssignmentsOfFunctions, searchableName } from './assignment.queries';
import { keptKpiAssignmentTotal } from './assignment-totals.queries';
import { ObjectiveAssignmentService } from './objective-assignment.service';
import { changedPeriods, readPeriodMap, storedResult } from './period-values';
import { submitChanged } from './submissions';
import { PeriodLocksService } from '../period-close/period-locks.service';
import { authorOf, KpiValueHistoryService, withBaseline } from './kpi-value-history.service';
import { refreshViewScores } from './view-scores';

/** What the activities of KPI assignments say about them (their results' entries are 'actual_result'). */
export const KPI_ASSIGNMENT_ACTIVITY = { entityType: 'kpi_assignment', category: 'Assignments' } as const;

/** The list's sorts and filters; `organizationFunctionId` is a semi-join on the caller's objective assignments. */
function listSpec(organizationId: string): ListSpec {
  return {
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
    // The link picker searches an assignment by the words it shows: its KPI's name.
    searchable: [searchableName('"ka"."kpiId"', 'kpi', organizationId)],
    filterable: {
      id: 'ka.id',
      kpiId: 'ka.kpiId',
      objectiveAssignmentId: 'ka.objectiveAssignmentId',
      linkedObjectiveId: 'ka.linkedObjectiveId',
      ownerId: 'ka.ownerId',
      period: 'ka.period',
      organizationFunctionId: kpiAssignmentsOfFunctions(organizationId, 'ka'),
    },
  };
}

/**
 * KPI assignments as records: list, read, assign (create) and delete. Changes to their values and
 * results are KpiResultRecordingService's; other contexts' reads, KpiAssignmentReadsService's.
 */
@Injectable()
export class KpiAssignmentService {
  private readonly assignments: TenantRepository<KpiAssignment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
    private readonly calculated: CalculatedResultsService,
    private readonly kpis: KpiService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly locks: PeriodLocksService,
    private readonly history: KpiValueHistoryService,
  ) {
    this.assignments = new TenantRepository(dataSource.manager, KpiAssignment, KPI_ASSIGNMENT_MESSAGES.notFound);
  }

  /** As PostgreSQL writes their JSON (json-list.ts); the same fields toKpiAssignmentResponse gives. */
  list(actor: Actor, query: Record<string, unknown>): Promise<JsonListResult<KpiAssignmentRecord>> {
    const params = parseListParams(query);
    // A function's lines are reached through its objective assignments' keys (IDX_kpi_assignment_objective_assignment_period),
    // whatever the statistics say about the tenant's index (issue 36; TenantReach).
    const reach = params.filter.organizationFunctionId === undefined ? 'organization' : 'key';
    const kept = keptKpiAssignmentTotal(actor.organizationId);
    return listJsonWith('kpi-assignments', this.assignments.query(actor.organizationId, 'ka', reach), params, listSpec(actor.organizationId), KPI_ASSIGNMENT_FIELDS, kept);
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
      // Values created into a locked period are refused like any other write of them (DESIGN decision 21).
      const written = [...changedPeriods(kpi.frequency, {}, targets), ...changedPeriods(kpi.frequency, {}, actualResults)].map((c) => ({ year: period, period: c.period }));
      if (written.length > 0) await this.locks.guardWrites(m, org, written);
      this.calculated.refuseManualResults(kpi, Object.values(actualResults).some((v) => v !== null));
      const assignments = this.assignments.in(m);
      const owner = await this.employees.resolveOwner(m, org, dto.ownerId, { id: objectiveAssignment.ownerId, name: objectiveAssignment.ownerName });
      const settings = await this.settings.get(org, m);
      const { scoreCapPercentage, requireApproval } = settings;
      // Results sent with the assignment are recorded, so submitted (DESIGN decision 21).
      const submissions = submitChanged({}, changedPeriods(kpi.frequency, {}, actualResults), requireApproval, actor.userId, new Date());
      const result = storedResult(kpi, targets, actualResults, scoreCapPercentage);
      const duplicate = () => new ConflictException(KPI_ASSIGNMENT_MESSAGES.duplicate);
      const insert = () =>
        uniqueOr('UQ_kpi_assignment_objective_assignment_kpi', duplicate, () =>
          assignments.insert(org, {
            kpiId: kpi.id,
            objectiveAssignmentId: objectiveAssignment.id,
            linkedObjectiveId: objectiveAssignment.objectiveId,
            functionName: objectiveAssignment.organizationFunction,
            ownerId: owner.id,
            weight,
            targets,
            actualResults,
            submissions,
            baselineTargets: withBaseline(kpi.frequency, {}, targets),
            period,
            score: result.score,
            actualResult: result.actualResult,
          }),
        );
      const created = await this.activities.saveAndRecord(m, actor, insert, {
        ...KPI_ASSIGNMENT_ACTIVITY,
        action: 'assigned',
        entityName: () => kpi.name,
        details: () => ({ objectiveAssignmentId: objectiveAssignment.id, functionName: objectiveAssignment.organizationFunction, weight, period, targets, actualResults }),
      });
      // The first values are the first entries of its history (DESIGN decision 22).
      await this.history.record(
        m,
        org,
        [
          ...changedPeriods(kpi.frequency, {}, targets).map((c) => ({ ...c, kpiAssignmentId: created.id, field: 'target' as const })),
          ...changedPeriods(kpi.frequency, {}, actualResults).map((c) => ({ ...c, kpiAssignmentId: created.id, field: 'actual' as const })),
        ],
        authorOf(actor),
        null,
      );
      // A calculated KPI's values are computed as it is assigned; an input's assignment fills its dependents (DESIGN decision 25).
      await this.calculated.afterWrite(m, org, [{ id: created.id, kpiId: kpi.id }], { scoreCap: scoreCapPercentage });
      // Its values in every view of the KPI Overview, on this transaction (issue 36); its deletion cascades them.
      await refreshViewScores(m, org, { assignmentIds: [created.id] }, settings);
      const computed = kpi.formula ? ((await assignments.findOne(org, created.id)) ?? created) : created;
      return toKpiAssignmentResponse({ ...computed, ownerName: owner.name });
    });
  }

  remove(actor: Actor, id: string): Promise<KpiAssignmentRecord> {
    return this.dataSource.transaction(async (m) => {
      const assignments = this.assignments.in(m);
      const assignment = await assignments.get(actor.organizationId, id);
      // Deleting removes its values: refused while one of them is in a locked period (DESIGN decision 21).
      const held = (Object.entries({ ...assignment.targets, ...assignment.actualResults }) as [PeriodKey, number | null][])
        .filter(([period]) => (assignment.targets[period] ?? null) !== null || (assignment.actualResults[period] ?? null) !== null)
        .map(([period]) => ({ year: assignment.period, period }));
      if (held.length > 0) await this.locks.guardWrites(m, actor.organizationId, held);
      const kpi = await this.kpis.findIn(m, actor.organizationId, assignment.kpiId);
      await this.activities.saveAndRecord(m, actor, () => assignments.remove(actor.organizationId, assignment), {
        ...KPI_ASSIGNMENT_ACTIVITY,
        action: 'deleted',
        entityName: () => kpi?.name ?? null,
        details: () => ({ objectiveAssignmentId: assignment.objectiveAssignmentId, period: assignment.period }),
      });
      // The calculated KPIs depending on it lose that input on its function and year (DESIGN decision 25).
      await this.calculated.afterRemove(m, actor.organizationId, { kpiId: assignment.kpiId, objectiveAssignmentId: assignment.objectiveAssignmentId });
      return toKpiAssignmentResponse(assignment);
    });
  }
}
