import type { FunctionAssignmentCounts, OrganizationFunction } from '@scorecard/contracts';
import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { defaultChildLevel, FUNCTION_LEVELS, levelName, type FunctionLevel } from '@scorecard/contracts';
import { DataSource, EntityManager, FindOptionsWhere, In } from 'typeorm';
import { listJsonWith } from '../../common/json-list';
import { JsonListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { changesOf, inTransaction, notFoundReference } from '../../common/writes';
import { checkEcho } from '../../common/echo-fields';
import { SettingsService } from '../settings/settings.service';
import { CreateFunctionDto, FUNCTION_FIELDS, FUNCTION_MESSAGES, toFunctionResponse, UpdateFunctionDto } from './dto/function.dto';
import { OrgFunction } from './function.entity';
import { insertCeoFunction, subtreeIds } from './function.queries';
import { AssignmentCountsService } from '../assignments/assignment-counts.service';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { FUNCTION_RENAMED, FunctionRenamed } from './function.events';

/** Chart order: ceo, division, general-department, department. */
const LEVEL_ORDER = `array_position(ARRAY['ceo','division','general-department','department']::varchar[], f.level)`;

const LIST: ListSpec = {
  sortable: { id: 'f.id', name: 'f.name', level: LEVEL_ORDER, parentId: 'f.parentId', createdAt: 'f.createdAt', updatedAt: 'f.updatedAt' },
  defaultSort: { field: 'level', order: 'ASC' },
  searchable: ['f.name', 'f.description'],
  filterable: { id: 'f.id', level: 'f.level', parentId: 'f.parentId' },
};

const depth = (level: FunctionLevel) => FUNCTION_LEVELS.indexOf(level);

/** What the activities of the chart's functions say about them. */
const FUNCTION_ACTIVITY = { entityType: 'function', category: 'Organization' } as const;

@Injectable()
export class FunctionService {
  private readonly functions: TenantRepository<OrgFunction>;
  /** CEO function ids by organization (ceoId) */
  private readonly ceoIds = new Map<string, string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly settings: SettingsService,
    private readonly counts: AssignmentCountsService,
    private readonly events: EventEmitter2,
  ) {
    this.functions = new TenantRepository(dataSource.manager, OrgFunction, FUNCTION_MESSAGES.notFound);
  }

  /** The chart, as PostgreSQL writes its JSON (json-list.ts); the same fields toFunctionResponse gives. */
  list(actor: Actor, query: Record<string, unknown>): Promise<JsonListResult<OrganizationFunction>> {
    return listJsonWith('functions', this.functions.query(actor.organizationId, 'f'), parseListParams(query), LIST, FUNCTION_FIELDS);
  }

  /** Objective and KPI assignment counts per function for one year (or all years). */
  assignmentCounts(actor: Actor, period?: string): Promise<FunctionAssignmentCounts[]> {
    return this.counts.perFunction(actor.organizationId, period ?? null);
  }

  async get(actor: Actor, id: string): Promise<OrganizationFunction> {
    const fn = await this.functions.get(actor.organizationId, id);
    return toFunctionResponse(fn);
  }

  /** A new organization's one CEO-level function, written on the transaction that creates the organization. */
  insertCeo(manager: EntityManager, organizationId: string): Promise<void> {
    return insertCeoFunction(organizationId, manager);
  }

  /** The function's id and its descendants' (one recursive query), the function first. */
  subtreeIds(organizationId: string, functionId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    return subtreeIds(organizationId, manager, functionId);
  }

  /** For other contexts: a function of the organization, or null. */
  async findIn(manager: EntityManager, organizationId: string, id: string): Promise<OrgFunction | null> {
    return this.functions.in(manager).findOne(organizationId, id);
  }

  /** For other contexts: the organization's functions among these ids (one query); unknown ids are left out. */
  findManyIn(manager: EntityManager, organizationId: string, ids: string[]): Promise<OrgFunction[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.functions.in(manager).find(organizationId, { id: In(ids) } as FindOptionsWhere<OrgFunction>);
  }

  /** Functions of the organization with this exact name (the specification's client names the function). */
  findByName(manager: EntityManager, organizationId: string, name: string): Promise<OrgFunction[]> {
    return this.functions.in(manager).find(organizationId, { name });
  }

  /** The organization's CEO-level function (there is exactly one). */
  async ceo(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<OrgFunction> {
    const [ceo] = await this.functions.in(manager).find(organizationId, { level: 'ceo' });
    if (!ceo) throw new NotFoundException(FUNCTION_MESSAGES.notFound);
    return ceo;
  }

  /**
   * The id of the organization's CEO-level function, remembered by this process once read (committed,
   * outside any transaction): it can be neither deleted nor given another level, so it never changes
   * (issue 36: the corporate scorecard's look-up was a statement of every call).
   */
  async ceoId(organizationId: string): Promise<string> {
    const known = this.ceoIds.get(organizationId);
    if (known) return known;
    const { id } = await this.ceo(organizationId);
    if (this.ceoIds.size >= 100_000) this.ceoIds.clear();
    this.ceoIds.set(organizationId, id);
    return id;
  }

  create(actor: Actor, dto: CreateFunctionDto, manager?: EntityManager): Promise<OrganizationFunction> {
    checkEcho(actor, dto);
    return inTransaction(this.dataSource, manager, async (m) => {
      const functions = this.functions.in(m);
      const labels = await this.settings.get(actor.organizationId, m);
      const name = (level: FunctionLevel) => levelName(level, labels);
      let parent: OrgFunction | null = null;
      if (dto.parentId) {
        parent = await functions.findOne(actor.organizationId, dto.parentId);
        if (!parent) throw notFoundReference(FUNCTION_MESSAGES.parentNotFound);
        if (parent.level === 'department') throw new UnprocessableEntityException(FUNCTION_MESSAGES.departmentChildren);
      }
      const level = dto.level ?? (parent ? defaultChildLevel(parent.level)! : 'ceo');
      if (level === 'ceo') {
        if (parent) throw new UnprocessableEntityException(FUNCTION_MESSAGES.ceoHasNoParent(name('ceo')));
        if ((await functions.count(actor.organizationId, { level: 'ceo' })) > 0) {
          throw new UnprocessableEntityException(FUNCTION_MESSAGES.ceoExists(name('ceo')));
        }
      } else {
        if (!parent) throw new BadRequestException(FUNCTION_MESSAGES.parentRequired);
        if (depth(level) <= depth(parent.level)) throw new UnprocessableEntityException(FUNCTION_MESSAGES.levelBelowParent(name(level), name(parent.level)));
      }
      const insert = () => functions.insert(actor.organizationId, { name: dto.name, description: dto.description ?? null, level, parentId: parent?.id ?? null });
      const created = await this.activities.saveAndRecord(m, actor, insert, {
        ...FUNCTION_ACTIVITY,
        action: 'created',
        details: (f) => ({ level, parentId: f.parentId, parentName: parent?.name ?? null }),
      });
      return toFunctionResponse(created);
    });
  }

  /** Name and description change; the level and the parent stay as created (scorecard.md section 4). */
  update(actor: Actor, id: string, dto: UpdateFunctionDto, manager?: EntityManager): Promise<OrganizationFunction> {
    checkEcho(actor, dto, id);
    return inTransaction(this.dataSource, manager, async (m) => {
      const functions = this.functions.in(m);
      const fn = await functions.get(actor.organizationId, id);
      if (dto.level !== undefined && dto.level !== fn.level) throw new UnprocessableEntityException(FUNCTION_MESSAGES.levelUnchangeable);
      if (dto.parentId !== undefined && dto.parentId !== fn.parentId) throw new UnprocessableEntityException(FUNCTION_MESSAGES.parentUnchangeable);
      const before = { ...fn };
      if (dto.name !== undefined) fn.name = dto.name;
      if (dto.description !== undefined) fn.description = dto.description;
      const saved = await this.activities.saveAndRecord(m, actor, () => functions.save(actor.organizationId, fn), {
        ...FUNCTION_ACTIVITY,
        action: 'updated',
        details: (f) => ({ changes: changesOf(before, f, ['name', 'description']) }),
      });
      if (saved.name !== before.name) {
        await this.events.emitAsync(FUNCTION_RENAMED, { manager: m, organizationId: actor.organizationId, functionId: saved.id, name: saved.name } satisfies FunctionRenamed);
      }
      return toFunctionResponse(saved);
    });
  }

  /**
   * Removes the function, all its descendants and their objective and KPI assignments (DESIGN
   * decision 12) in one statement: the keys cascade. The CEO-level function stays.
   */
  remove(actor: Actor, id: string): Promise<OrganizationFunction> {
    return this.dataSource.transaction(async (m) => {
      const functions = this.functions.in(m);
      const fn = await functions.get(actor.organizationId, id);
      if (fn.level === 'ceo') throw new UnprocessableEntityException(FUNCTION_MESSAGES.ceoDeletion);
      const tree = await subtreeIds(actor.organizationId, m, fn.id);
      await this.counts.guardCascade(m, actor.organizationId, { functionIds: tree });
      const removed = await this.counts.dependentsOf(m, actor.organizationId, { functionIds: tree });
      await this.activities.saveAndRecord(m, actor, () => functions.remove(actor.organizationId, fn), {
        ...FUNCTION_ACTIVITY,
        action: 'deleted',
        details: (f) => ({ level: f.level, removedFunctions: tree.length - 1, ...removed }),
      });
      return toFunctionResponse(fn);
    });
  }
}
