import { BadRequestException, ConflictException, Injectable, OnModuleInit, UnprocessableEntityException } from '@nestjs/common';
import { SCORECARD_MESSAGES, type BscPerspective, type Frequency, type PeriodKey, type PeriodValues, type Polarity } from '@scorecard/contracts';
import { calendarMonth, currentPeriod, normalizePeriodKey, periodsOf } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { listWith, ListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { KpiService } from '../library/kpi.service';
import { Owners } from '../library/owners';
import { checkEcho, inTransaction, notFoundReference, uniqueOr } from '../library/support';
import { ScoringChange, ScoringEvents } from '../settings/scoring-events';
import { SettingsService } from '../settings/settings.service';
import { readWeight } from './assignment-weight';
import { ASSIGNMENT_MESSAGES } from './dto/assignment-fields';
import { CreateKpiAssignmentDto, KpiAssignmentResponse, toKpiAssignmentResponse, UpdateKpiAssignmentDto } from './dto/kpi-assignment.dto';
import { KpiAssignment } from './kpi-assignment.entity';
import { ObjectiveAssignment } from './objective-assignment.entity';
import { ObjectiveAssignmentService } from './objective-assignment.service';
import { changedPeriods, mergePeriodMaps, readPeriodMap, storedResult } from './period-values';

export const KPI_ASSIGNMENT_MESSAGES = {
  notFound: 'KPI assignment not found',
  duplicate: 'This KPI is already assigned to this objective',
  linkedObjective: 'linkedObjectiveId must be the objective of the objective assignment',
  periodMismatch: (period: string) => `The period must be the objective assignment's year (${period})`,
  kpiUnchangeable: 'The KPI of an assignment cannot be changed; assign the KPI anew',
  objectiveUnchangeable: 'The objective of an assignment cannot be changed; assign the KPI anew',
  resultPeriodWithoutResult: 'resultPeriod is only used with actualResult',
  resultPeriodWithResults: 'resultPeriod is only used with actualResult alone, not with actualResults',
  scoreMismatch: (sent: unknown, computed: number | null) =>
    `The score is computed by the server from the actual results (${computed ?? 'no score'}); ${String(sent)} does not match`,
  actualResultMismatch: (sent: unknown, latest: number | null) =>
    `actualResult must be the latest actual result (${latest ?? 'none'}), not ${String(sent)}; send the results in actualResults`,
  ownerNameMismatch: 'ownerName is read-only; send ownerId to change the owner',
};

/** Scores are whole percents; a client's unrounded computation of the same score matches. */
const sameScore = (sent: number | null, value: number | null) => (sent === null || value === null ? sent === value : Math.round(sent) === Math.round(value));

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
    organizationFunctionId: `(SELECT "oa_f"."organizationFunctionId" FROM "objective_assignment" "oa_f" WHERE "oa_f"."id" = ka.objectiveAssignmentId)`,
  },
};


@Injectable()
export class KpiAssignmentService implements OnModuleInit {
  private readonly assignments: TenantRepository<KpiAssignment>;
  /** read-only, for the scorecard rows' join */
  private readonly objectiveAssignmentRows: TenantRepository<ObjectiveAssignment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly settings: SettingsService,
    private readonly kpis: KpiService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly scoring: ScoringEvents,
  ) {
    this.assignments = new TenantRepository(dataSource.manager, KpiAssignment, KPI_ASSIGNMENT_MESSAGES.notFound);
    this.objectiveAssignmentRows = new TenantRepository(dataSource.manager, ObjectiveAssignment);
  }

  onModuleInit(): void {
    this.scoring.subscribe((manager, organizationId, change) => this.recomputeScores(manager, organizationId, change));
  }

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<KpiAssignmentResponse>> {
    const page = await listWith('kpi-assignments', this.assignments.query(actor.organizationId, 'ka'), parseListParams(query), LIST);
    return page.map(toKpiAssignmentResponse);
  }

  async get(actor: Actor, id: string): Promise<KpiAssignmentResponse> {
    return toKpiAssignmentResponse(await this.assignments.get(actor.organizationId, id));
  }

  create(actor: Actor, dto: CreateKpiAssignmentDto, manager?: EntityManager): Promise<KpiAssignmentResponse> {
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
      const owner = await new Owners(m).resolveNamed(org, dto.ownerId, { id: objectiveAssignment.ownerId, name: objectiveAssignment.ownerName });
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
  update(actor: Actor, id: string, dto: UpdateKpiAssignmentDto, manager?: EntityManager): Promise<KpiAssignmentResponse> {
    checkEcho(actor, dto, id);
    if (dto.resultPeriod !== undefined && dto.actualResult === undefined) throw new BadRequestException(KPI_ASSIGNMENT_MESSAGES.resultPeriodWithoutResult);
    if (dto.resultPeriod !== undefined && dto.actualResults !== undefined) throw new BadRequestException(KPI_ASSIGNMENT_MESSAGES.resultPeriodWithResults);
    // beside a full actualResults map (the dialog's PUT of the whole record) actualResult is an echo, not a new result
    const resultEntry = dto.actualResult !== undefined && dto.actualResults === undefined;
    if (resultEntry && dto.actualResult === null) throw new BadRequestException(SCORECARD_MESSAGES.actualResultRequired);
    return inTransaction(this.dataSource, manager, async (m) => {
      const org = actor.organizationId;
      const assignments = this.assignments.in(m);
      const assignment = await assignments.get(org, id);
      if (dto.kpiId !== undefined && dto.kpiId !== assignment.kpiId) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.kpiUnchangeable);
      const sameObjective =
        (dto.objectiveAssignmentId === undefined || dto.objectiveAssignmentId === assignment.objectiveAssignmentId) &&
        (dto.linkedObjectiveId === undefined || dto.linkedObjectiveId === assignment.linkedObjectiveId);
      if (!sameObjective) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.objectiveUnchangeable);
      if (dto.period !== undefined && dto.period !== assignment.period) throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.periodMismatch(assignment.period));
      const kpi = (await this.kpis.findIn(m, org, assignment.kpiId))!;
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
      const owner = await new Owners(m).resolveNamed(org, dto.ownerId, { id: assignment.ownerId, name: assignment.ownerName });
      assignment.ownerId = owner.id;
      assignment.ownerName = owner.name;
      const result = storedResult(kpi, assignment.targets, assignment.actualResults, settings.scoreCapPercentage);
      // read-only fields sent must agree with the record read or the one written: nothing is ignored silently
      // a result entry's score is the client's computation of the new score; in a full record it may also be the echo of the old one
      const scoreMatches = sameScore(dto.score ?? null, result.score) || (!resultEntry && sameScore(dto.score ?? null, before.score));
      if (dto.score !== undefined && !scoreMatches) {
        throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.scoreMismatch(dto.score, result.score));
      }
      if (dto.actualResult !== undefined && !resultEntry && dto.actualResult !== before.actualResult && dto.actualResult !== result.actualResult) {
        throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.actualResultMismatch(dto.actualResult, result.actualResult));
      }
      if (dto.ownerName !== undefined && dto.ownerName !== owner.name && dto.ownerName !== beforeOwnerName) {
        throw new UnprocessableEntityException(KPI_ASSIGNMENT_MESSAGES.ownerNameMismatch);
      }
      assignment.score = result.score;
      assignment.actualResult = result.actualResult;
      await assignments.save(org, assignment);

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

  remove(actor: Actor, id: string): Promise<KpiAssignmentResponse> {
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

  /**
   * Rows of one function's scorecard for a year: its objective assignments with their objectives,
   * and all their KPI assignments with their KPIs. Two queries whatever the size of the function.
   */
  async scorecardRows(organizationId: string, functionId: string, period: string, manager: EntityManager = this.dataSource.manager) {
    const objectives = await this.objectiveAssignmentRows
      .in(manager)
      .query(organizationId, 'oa')
      .innerJoin('objective', 'o', 'o."id" = oa."objectiveId" AND o."organizationId" = oa."organizationId"')
      .select([
        'oa."id" AS "objectiveAssignmentId"',
        'oa."objectiveId" AS "objectiveId"',
        'o."name" AS "name"',
        'o."bscPerspective" AS "bscPerspective"',
        'oa."weight" AS "weight"',
      ])
      .andWhere('oa."organizationFunctionId" = :functionId AND oa."period" = :period', { functionId, period })
      .orderBy('oa."createdAt"', 'ASC')
      .addOrderBy('oa."id"', 'ASC')
      .getRawMany<{ objectiveAssignmentId: string; objectiveId: string; name: string; bscPerspective: BscPerspective; weight: number }>();
    const kpis = await this.assignments
      .in(manager)
      .query(organizationId, 'ka')
      .innerJoin('objective_assignment', 'oa', 'oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = ka."organizationId"')
      .innerJoin('kpi', 'k', 'k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"')
      .select([
        'ka."id" AS "kpiAssignmentId"',
        'ka."objectiveAssignmentId" AS "objectiveAssignmentId"',
        'ka."kpiId" AS "kpiId"',
        'k."name" AS "name"',
        'k."unit" AS "unit"',
        'k."polarity" AS "polarity"',
        'k."frequency" AS "frequency"',
        'k."isCumulative" AS "isCumulative"',
        'ka."weight" AS "weight"',
        'ka."targets" AS "targets"',
        'ka."actualResults" AS "actualResults"',
        'ka."ownerId" AS "ownerId"',
        '(SELECT e."name" FROM "employee" e WHERE e."id" = ka."ownerId" AND e."organizationId" = ka."organizationId") AS "ownerName"',
      ])
      .andWhere('oa."organizationFunctionId" = :functionId AND oa."period" = :period', { functionId, period })
      .orderBy('ka."createdAt"', 'ASC')
      .addOrderBy('ka."id"', 'ASC')
      .getRawMany<{
        kpiAssignmentId: string;
        objectiveAssignmentId: string;
        kpiId: string;
        name: string;
        unit: string;
        polarity: Polarity;
        frequency: Frequency;
        isCumulative: boolean;
        weight: number;
        targets: PeriodValues;
        actualResults: PeriodValues;
        ownerId: string | null;
        ownerName: string | null;
      }>();
    return { objectives, kpis };
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

  /**
   * Stored scores follow their inputs: when a KPI's polarity or frequency or the organization's
   * score cap changes, the affected rows are recomputed with libs/scoring and written back in one
   * statement, on the caller's transaction.
   */
  private async recomputeScores(manager: EntityManager, organizationId: string, change: ScoringChange): Promise<void> {
    const qb = this.assignments
      .in(manager)
      .query(organizationId, 'ka')
      .innerJoin('kpi', 'k', 'k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"')
      .select(['ka."id" AS "id"', 'ka."targets" AS "targets"', 'ka."actualResults" AS "actualResults"', 'ka."score" AS "score"', 'ka."actualResult" AS "actualResult"'])
      .addSelect(['k."polarity" AS "polarity"', 'k."frequency" AS "frequency"']);
    if (change.kind === 'kpi') qb.andWhere('ka."kpiId" = :kpiId', { kpiId: change.kpiId });
    const rows = await qb.getRawMany<{
      id: string;
      targets: PeriodValues;
      actualResults: PeriodValues;
      score: number | null;
      actualResult: number | null;
      polarity: Polarity;
      frequency: Frequency;
    }>();
    if (rows.length === 0) return;
    const { scoreCapPercentage } = await this.settings.get(organizationId, manager);
    const changed = rows
      .map((row) => ({ row, result: storedResult(row, row.targets, row.actualResults, scoreCapPercentage) }))
      .filter(({ row, result }) => row.score !== result.score || row.actualResult !== result.actualResult);
    if (changed.length === 0) return;
    await manager.query(
      `UPDATE "kpi_assignment" ka SET "score" = v."score", "actualResult" = v."actual", "updatedAt" = now()
         FROM unnest($2::uuid[], $3::float8[], $4::float8[]) AS v("id", "score", "actual")
        WHERE ka."organizationId" = $1 AND ka."id" = v."id"`,
      [organizationId, changed.map((c) => c.row.id), changed.map((c) => c.result.score), changed.map((c) => c.result.actualResult)],
    );
  }
}
