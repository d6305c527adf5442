import type { Objective as ObjectiveRecord } from '@scorecard/contracts';
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DEFAULT_OBJECTIVE_STATUS } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { listWith, ListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { EmployeeService } from '../employees/employee.service';
import { CreateObjectiveDto, OBJECTIVE_MESSAGES, toObjectiveResponse, UpdateObjectiveDto } from './dto/objective.dto';
import { Objective } from './objective.entity';
import { changesOf, inTransaction, notFoundReference } from '../../common/writes';
import { checkEcho } from '../../common/echo-fields';
import { OBJECTIVE_LIMIT, ensureBelowLimit } from './plan-limits';
import { isAncestorOrSelf } from './objective.queries';
import { ThemeService } from './theme.service';
import { AssignmentCountsService } from '../assignments/assignment-counts.service';

const LIST: ListSpec = {
  sortable: {
    id: 'o.id',
    name: 'o.name',
    description: 'o.description',
    bscPerspective: 'o.bscPerspective',
    status: 'o.status',
    themeId: 'o.themeId',
    ownerId: 'o.ownerId',
    createdAt: 'o.createdAt',
    updatedAt: 'o.updatedAt',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['o.name', 'o.description'],
  filterable: {
    id: 'o.id',
    bscPerspective: 'o.bscPerspective',
    status: 'o.status',
    themeId: 'o.themeId',
    ownerId: 'o.ownerId',
    parentObjectiveId: 'o.parentObjectiveId',
  },
};

const FIELDS = ['name', 'description', 'bscPerspective', 'themeId', 'status', 'parentObjectiveId', 'ownerId'] as const;

/** What the activities of library objectives say about them. */
const OBJECTIVE_ACTIVITY = { entityType: 'objective', category: 'Library' } as const;

@Injectable()
export class ObjectiveService {
  private readonly objectives: TenantRepository<Objective>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly organizations: OrganizationsService,
    private readonly themes: ThemeService,
    private readonly assignmentCounts: AssignmentCountsService,
    private readonly employees: EmployeeService,
  ) {
    this.objectives = new TenantRepository(dataSource.manager, Objective, OBJECTIVE_MESSAGES.notFound);
  }

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<ObjectiveRecord>> {
    const page = await listWith('objectives', this.objectives.query(actor.organizationId, 'o'), parseListParams(query), LIST);
    return page.map(toObjectiveResponse);
  }

  async get(actor: Actor, id: string): Promise<ObjectiveRecord> {
    return toObjectiveResponse(await this.objectives.get(actor.organizationId, id));
  }

  /** How many the organization has (the dashboard's tiles). */
  count(organizationId: string): Promise<number> {
    return this.objectives.count(organizationId);
  }

  /** For the assignments context: an objective of the organization, or null. */
  findIn(manager: EntityManager, organizationId: string, id: string): Promise<Objective | null> {
    return this.objectives.in(manager).findOne(organizationId, id);
  }

  create(actor: Actor, dto: CreateObjectiveDto, manager?: EntityManager): Promise<ObjectiveRecord> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      await ensureBelowLimit(this.organizations, m, actor.organizationId, OBJECTIVE_LIMIT, () => this.objectives.in(m).count(actor.organizationId));
      const own = dto.ownerId === undefined ? await this.employees.findForActor(m, actor) : null;
      const owner = await this.employees.resolveOwner(m, actor.organizationId, dto.ownerId, { id: own?.id ?? null, name: own?.name ?? null });
      const themeId = await this.themeId(m, actor.organizationId, dto.themeId);
      const parentObjectiveId = await this.parentId(m, actor.organizationId, dto.parentObjectiveId, null);
      const insert = () =>
        this.objectives.in(m).insert(actor.organizationId, {
          name: dto.name,
          description: dto.description ?? null,
          bscPerspective: dto.bscPerspective,
          status: dto.status ?? DEFAULT_OBJECTIVE_STATUS,
          themeId,
          parentObjectiveId,
          ownerId: owner.id,
        });
      const objective = await this.activities.saveAndRecord(m, actor, insert, {
        ...OBJECTIVE_ACTIVITY,
        action: 'created',
        details: (o) => ({ bscPerspective: o.bscPerspective, status: o.status }),
      });
      return toObjectiveResponse({ ...objective, ownerName: owner.name });
    });
  }

  update(actor: Actor, id: string, dto: UpdateObjectiveDto): Promise<ObjectiveRecord> {
    checkEcho(actor, dto, id);
    return this.dataSource.transaction(async (m) => {
      const objectives = this.objectives.in(m);
      const objective = await objectives.get(actor.organizationId, id);
      const before = { ...objective };
      if (dto.name !== undefined) objective.name = dto.name;
      if (dto.description !== undefined) objective.description = dto.description;
      if (dto.bscPerspective !== undefined) objective.bscPerspective = dto.bscPerspective;
      if (dto.status !== undefined) objective.status = dto.status;
      if (dto.themeId !== undefined) objective.themeId = await this.themeId(m, actor.organizationId, dto.themeId);
      if (dto.parentObjectiveId !== undefined) objective.parentObjectiveId = await this.parentId(m, actor.organizationId, dto.parentObjectiveId, objective.id);
      const owner = await this.employees.resolveOwner(m, actor.organizationId, dto.ownerId, { id: objective.ownerId, name: objective.ownerName });
      objective.ownerId = owner.id;
      objective.ownerName = owner.name;
      const saved = await this.activities.saveAndRecord(m, actor, () => objectives.save(actor.organizationId, objective), {
        ...OBJECTIVE_ACTIVITY,
        action: 'updated',
        details: (o) => ({ changes: changesOf(before, o, FIELDS) }),
      });
      return toObjectiveResponse(saved);
    });
  }

  /**
   * Removes the objective with its assignments and their KPI assignments (DESIGN decision 12),
   * in one transaction: the composite foreign keys cascade; child objectives and cascaded child
   * assignments are unlinked, not deleted.
   */
  remove(actor: Actor, id: string): Promise<ObjectiveRecord> {
    return this.dataSource.transaction(async (m) => {
      const objectives = this.objectives.in(m);
      const objective = await objectives.get(actor.organizationId, id);
      await this.assignmentCounts.guardCascade(m, actor.organizationId, { objectiveId: objective.id });
      const removed = await this.assignmentCounts.dependentsOf(m, actor.organizationId, { objectiveId: objective.id });
      await this.activities.saveAndRecord(m, actor, () => objectives.remove(actor.organizationId, objective), { ...OBJECTIVE_ACTIVITY, action: 'deleted', details: () => removed });
      return toObjectiveResponse(objective);
    });
  }

  private async themeId(m: EntityManager, organizationId: string, themeId: string | null | undefined): Promise<string | null> {
    if (!themeId) return null;
    const theme = await this.themes.findIn(m, organizationId, themeId);
    if (!theme) throw notFoundReference(OBJECTIVE_MESSAGES.themeNotFound);
    return theme.id;
  }

  /** The parent must be another objective of the organization and not one of this objective's descendants. */
  private async parentId(m: EntityManager, organizationId: string, parentId: string | null | undefined, selfId: string | null): Promise<string | null> {
    if (!parentId) return null;
    const parent = await this.objectives.in(m).findOne(organizationId, parentId);
    if (!parent) throw notFoundReference(OBJECTIVE_MESSAGES.parentNotFound);
    if (selfId) {
      if (await isAncestorOrSelf(organizationId, m, parent.id, selfId)) throw new UnprocessableEntityException(OBJECTIVE_MESSAGES.parentCycle);
    }
    return parent.id;
  }
}
