import type { ObjectiveAssignment as ObjectiveAssignmentRecord } from '@scorecard/contracts';
import { BadRequestException, ConflictException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { levelName, parentLevel, SCORECARD_MESSAGES, type OrganizationSettings } from '@scorecard/contracts';
import { defaultAssignmentPeriod } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { listJsonWith } from '../../common/json-list';
import { JsonListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { isUuid, TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { EmployeeService } from '../employees/employee.service';
import type { FunctionRow } from '../functions/function.types';
import { FunctionService } from '../functions/function.service';
import { AssignmentCountsService } from './assignment-counts.service';
import { ObjectiveService } from '../library/objective.service';
import { changesOf, inTransaction, notFoundReference, uniqueOr } from '../../common/writes';
import { checkEcho } from '../../common/echo-fields';
import { SettingsService } from '../settings/settings.service';
import { readWeight } from './assignment-weight';
import { ASSIGNMENT_MESSAGES } from './dto/assignment-fields';
import {
  CreateObjectiveAssignmentDto,
  OBJECTIVE_ASSIGNMENT_FIELDS,
  toObjectiveAssignmentResponse,
  UpdateObjectiveAssignmentDto,
} from './dto/objective-assignment.dto';
import { countUnderObjectiveAssignment, searchableName } from './assignment.queries';
import { ObjectiveAssignment } from './objective-assignment.entity';
import { refreshViewScores } from './view-scores';

export const OBJECTIVE_ASSIGNMENT_MESSAGES = {
  notFound: 'Objective assignment not found',
  levelMismatch: (level: string) => `organizationLevel must be the function's level (${level})`,
  ambiguousFunction: (name: string) => `Several functions are named "${name}"; send organizationFunctionId`,
  parentRequired: 'Parent objective is required',
  noParentAtTop: (ceo: string) => `Objectives at the ${ceo} level have no parent objective`,
  parentWrongLevel: (level: string) => `The parent objective must come from the ${level} level`,
  parentWrongPeriod: (parent: string, period: string) => `The parent objective is assigned for ${parent}, not ${period}`,
  duplicate: (fn: string, period: string) => `This objective is already assigned to ${fn} for ${period}`,
};

/** What the activities of objective assignments say about them. */
const OBJECTIVE_ASSIGNMENT_ACTIVITY = { entityType: 'objective_assignment', category: 'Assignments' } as const;

/** The list's sorts, filters and search (the names searched within the organization). */
const listSpec = (organizationId: string): ListSpec => ({
  sortable: {
    id: 'oa.id',
    weight: 'oa.weight',
    target: 'oa.target',
    period: 'oa.period',
    organizationLevel: 'oa.organizationLevel',
    objectiveId: 'oa.objectiveId',
    organizationFunctionId: 'oa.organizationFunctionId',
    createdAt: 'oa.createdAt',
    updatedAt: 'oa.updatedAt',
  },
  defaultSort: { field: 'createdAt', order: 'ASC' },
  // The pickers search an assignment by the words they show: its objective's and its function's names.
  searchable: [searchableName('"oa"."objectiveId"', 'objective', organizationId), searchableName('"oa"."organizationFunctionId"', 'organization_function', organizationId)],
  filterable: {
    id: 'oa.id',
    objectiveId: 'oa.objectiveId',
    organizationFunctionId: 'oa.organizationFunctionId',
    organizationLevel: 'oa.organizationLevel',
    ownerId: 'oa.ownerId',
    parentObjectiveAssignmentId: 'oa.parentObjectiveAssignmentId',
    period: 'oa.period',
    status: 'oa.status',
  },
});

@Injectable()
export class ObjectiveAssignmentService {
  private readonly assignments: TenantRepository<ObjectiveAssignment>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
    private readonly functions: FunctionService,
    private readonly objectives: ObjectiveService,
    private readonly counts: AssignmentCountsService,
  ) {
    this.assignments = new TenantRepository(dataSource.manager, ObjectiveAssignment, OBJECTIVE_ASSIGNMENT_MESSAGES.notFound);
  }

  /** As PostgreSQL writes their JSON (json-list.ts); the same fields toObjectiveAssignmentResponse gives. */
  list(actor: Actor, query: Record<string, unknown>): Promise<JsonListResult<ObjectiveAssignmentRecord>> {
    return listJsonWith('objective-assignments', this.assignments.query(actor.organizationId, 'oa'), parseListParams(query), listSpec(actor.organizationId), OBJECTIVE_ASSIGNMENT_FIELDS);
  }

  async get(actor: Actor, id: string): Promise<ObjectiveAssignmentRecord> {
    return toObjectiveAssignmentResponse(await this.assignments.get(actor.organizationId, id));
  }

  /** For the KPI assignments: an objective assignment of the organization, or null. */
  findIn(manager: EntityManager, organizationId: string, id: string): Promise<ObjectiveAssignment | null> {
    return this.assignments.in(manager).findOne(organizationId, id);
  }

  /** Which of `ids` are objective assignments of the organization, in one query (initiatives check their links with it). */
  async existingIds(manager: EntityManager, organizationId: string, ids: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Set();
    const rows = await this.assignments.in(manager).query(organizationId, 'oa').select('oa.id', 'id').andWhere('oa.id IN (:...wanted)', { wanted }).getRawMany<{ id: string }>();
    return new Set(rows.map((r) => r.id));
  }

  create(actor: Actor, dto: CreateObjectiveAssignmentDto, manager?: EntityManager): Promise<ObjectiveAssignmentRecord> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      const org = actor.organizationId;
      const settings = await this.settings.get(org, m);
      const fn = await this.resolveFunction(m, org, dto);
      if (dto.organizationLevel !== undefined && dto.organizationLevel !== fn.level) {
        throw new BadRequestException(OBJECTIVE_ASSIGNMENT_MESSAGES.levelMismatch(fn.level));
      }
      const objective = await this.objectives.findIn(m, org, dto.objectiveId);
      if (!objective) throw notFoundReference(ASSIGNMENT_MESSAGES.objectiveNotFound);
      const weight = readWeight(dto.weight);
      const period = dto.period ?? defaultAssignmentPeriod(new Date(), settings.timeZone);
      const parentId = await this.checkParent(m, org, fn, period, dto.parentObjectiveAssignmentId ?? null, settings);
      const assignments = this.assignments.in(m);
      const owner = await this.employees.resolveOwner(m, org, dto.ownerId, { id: objective.ownerId, name: objective.ownerName });
      const duplicate = () => new ConflictException(OBJECTIVE_ASSIGNMENT_MESSAGES.duplicate(fn.name, period));
      const insert = () =>
        uniqueOr('UQ_objective_assignment_function_objective_period', duplicate, () =>
          assignments.insert(org, {
            objectiveId: objective.id,
            organizationFunctionId: fn.id,
            organizationLevel: fn.level,
            ownerId: owner.id,
            parentObjectiveAssignmentId: parentId,
            weight,
            target: dto.target ?? null,
            period,
            status: 'Active',
          }),
        );
      const created = await this.activities.saveAndRecord(m, actor, insert, {
        ...OBJECTIVE_ASSIGNMENT_ACTIVITY,
        action: 'assigned',
        entityName: () => objective.name,
        details: (a) => ({ functionId: fn.id, functionName: fn.name, level: fn.level, weight, target: a.target, period, parentObjectiveAssignmentId: parentId }),
      });
      return toObjectiveAssignmentResponse({ ...created, organizationFunction: fn.name, ownerName: owner.name });
    });
  }

  /** Weight, target and owner; the rest of an assignment is fixed (assign anew to move it). */
  update(actor: Actor, id: string, dto: UpdateObjectiveAssignmentDto): Promise<ObjectiveAssignmentRecord> {
    checkEcho(actor, dto, id);
    return this.dataSource.transaction(async (m) => {
      const assignments = this.assignments.in(m);
      const assignment = await assignments.get(actor.organizationId, id);
      const before = { ...assignment };
      assignment.weight = readWeight(dto.weight, assignment.weight);
      if (dto.target !== undefined) assignment.target = dto.target;
      const owner = await this.employees.resolveOwner(m, actor.organizationId, dto.ownerId, { id: assignment.ownerId, name: assignment.ownerName });
      assignment.ownerId = owner.id;
      assignment.ownerName = owner.name;
      const objective = await this.objectives.findIn(m, actor.organizationId, assignment.objectiveId);
      const saved = await this.activities.saveAndRecord(m, actor, () => assignments.save(actor.organizationId, assignment), {
        ...OBJECTIVE_ASSIGNMENT_ACTIVITY,
        action: 'updated',
        entityName: () => objective?.name ?? null,
        details: (a) => ({ functionName: a.organizationFunction, period: a.period, changes: changesOf(before, a, ['weight', 'target', 'ownerId']) }),
      });
      return toObjectiveAssignmentResponse(saved);
    });
  }

  /** Removes the assignment and its KPI assignments (keys cascade); assignments cascaded from it are unlinked. */
  remove(actor: Actor, id: string): Promise<ObjectiveAssignmentRecord> {
    return this.dataSource.transaction(async (m) => {
      const assignments = this.assignments.in(m);
      const assignment = await assignments.get(actor.organizationId, id);
      // Its KPI assignments' values go with it: refused while one is in a locked period (DESIGN decision 21).
      await this.counts.guardCascade(m, actor.organizationId, { objectiveAssignmentId: assignment.id });
      const counts = await countUnderObjectiveAssignment(actor.organizationId, m, assignment.id);
      const objective = await this.objectives.findIn(m, actor.organizationId, assignment.objectiveId);
      await this.activities.saveAndRecord(m, actor, () => assignments.remove(actor.organizationId, assignment), {
        ...OBJECTIVE_ASSIGNMENT_ACTIVITY,
        action: 'deleted',
        entityName: () => objective?.name ?? null,
        details: (a) => ({ functionName: a.organizationFunction, period: a.period, removedKpiAssignments: counts.kpiAssignments, unlinkedChildAssignments: counts.unlinkedChildren }),
      });
      // Its KPI assignments went with it: the calculated lines of the function and year that read them follow (issue 36).
      if (counts.kpiAssignments > 0) {
        const scope = { calculated: { functionId: assignment.organizationFunctionId, year: assignment.period } };
        await refreshViewScores(m, actor.organizationId, scope, await this.settings.get(actor.organizationId, m));
      }
      return toObjectiveAssignmentResponse(assignment);
    });
  }

  /** organizationFunctionId, or the specification's organizationFunction (an id or an exact name). */
  private async resolveFunction(m: EntityManager, organizationId: string, dto: CreateObjectiveAssignmentDto): Promise<FunctionRow> {
    const ref = dto.organizationFunctionId ?? dto.organizationFunction?.trim();
    if (!ref) throw new BadRequestException(ASSIGNMENT_MESSAGES.functionRequired);
    if (isUuid(ref)) {
      const fn = await this.functions.findIn(m, organizationId, ref);
      if (!fn) throw notFoundReference(ASSIGNMENT_MESSAGES.functionNotFound);
      return fn;
    }
    const named = await this.functions.findByName(m, organizationId, ref);
    if (named.length === 0) throw notFoundReference(ASSIGNMENT_MESSAGES.functionNotFound);
    if (named.length > 1) throw new BadRequestException(OBJECTIVE_ASSIGNMENT_MESSAGES.ambiguousFunction(ref));
    return named[0];
  }

  /**
   * The parent link (scorecard.md section 5): none at the CEO level; below it, required and taken
   * from the next level up, for the same year. With no objective at that level yet the answer is
   * the specification's 'No parent objectives found. Please assign objectives to {level} level first.'
   */
  private async checkParent(
    m: EntityManager,
    organizationId: string,
    fn: FunctionRow,
    period: string,
    parentId: string | null,
    settings: OrganizationSettings,
  ): Promise<string | null> {
    const upper = parentLevel(fn.level);
    if (upper === null) {
      if (parentId) throw new UnprocessableEntityException(OBJECTIVE_ASSIGNMENT_MESSAGES.noParentAtTop(levelName('ceo', settings)));
      return null;
    }
    const upperName = levelName(upper, settings);
    const assignments = this.assignments.in(m);
    if (!parentId) {
      const available = await assignments.count(organizationId, { organizationLevel: upper, period });
      if (available === 0) throw new UnprocessableEntityException(SCORECARD_MESSAGES.noParentObjectives(upperName));
      throw new BadRequestException(OBJECTIVE_ASSIGNMENT_MESSAGES.parentRequired);
    }
    const parent = await assignments.findOne(organizationId, parentId);
    if (!parent) throw notFoundReference(ASSIGNMENT_MESSAGES.parentNotFound);
    if (parent.organizationLevel !== upper) throw new UnprocessableEntityException(OBJECTIVE_ASSIGNMENT_MESSAGES.parentWrongLevel(upperName));
    if (parent.period !== period) throw new UnprocessableEntityException(OBJECTIVE_ASSIGNMENT_MESSAGES.parentWrongPeriod(parent.period, period));
    return parent.id;
  }
}
