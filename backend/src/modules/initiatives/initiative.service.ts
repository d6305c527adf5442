import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { Initiative as InitiativeRecord } from '@scorecard/contracts';
import { DEFAULT_INITIATIVE_STATUS, INITIATIVE_STATUSES } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { checkEcho } from '../../common/echo-fields';
import { applyListParams, ListResult, ListSpec, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { ObjectiveAssignmentService } from '../assignments/objective-assignment.service';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { CreateInitiativeDto, INITIATIVE_MESSAGES as M, MilestoneDto, RawInitiative, toInitiativeResponse, UpdateInitiativeDto } from './dto/initiative.dto';
import { InitiativeClock } from './initiative.clock';
import { isoDateIn } from './initiative-dates';
import { InitiativeRow } from './initiative.entity';
import {
  initiatives,
  milestoneIds,
  replaceMilestones,
  replaceObjectiveLinks,
  servingObjectiveAssignments,
  withAnswerColumns,
  withOverdueMilestone,
} from './initiative.queries';

/** What the activities of initiatives say about them. */
const INITIATIVE_ACTIVITY = { entityType: 'initiative', category: 'Assignments' } as const;

/** Plain fields of the initiative row an update may change (links and milestones are compared apart). */
const FIELDS = ['name', 'description', 'ownerId', 'startDate', 'dueDate', 'status', 'percentComplete', 'budget', 'spent'] as const;
type Field = (typeof FIELDS)[number];

const LIST: ListSpec = {
  sortable: {
    id: 'i.id',
    name: 'i.name',
    status: 'i.status',
    ownerId: 'i.ownerId',
    startDate: 'i.startDate',
    dueDate: 'i.dueDate',
    percentComplete: 'i.percentComplete',
    budget: 'i.budget',
    spent: 'i.spent',
    createdAt: 'i.createdAt',
    updatedAt: 'i.updatedAt',
  },
  defaultSort: { field: 'dueDate', order: 'ASC' },
  searchable: ['i.name', 'i.description'],
  filterable: {
    id: 'i.id',
    status: 'i.status',
    ownerId: 'i.ownerId',
    objectiveAssignmentId: { where: servingObjectiveAssignments },
  },
};

/** Initiatives (DESIGN decision 24): list, read and every write with its activity, one transaction each. */
@Injectable()
export class InitiativeService {
  private readonly rows: TenantRepository<InitiativeRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly settings: SettingsService,
    private readonly clock: InitiativeClock,
  ) {
    this.rows = new TenantRepository(dataSource.manager, InitiativeRow, M.notFound);
  }

  // ------------------------------------------------------------ reads

  /**
   * The section 3 list: filters status, ownerId, objectiveAssignmentId (one id or several: the
   * initiatives serving any of them), overdue (true: a milestone not done is past its due date),
   * q; sort and range. Two statements (page and total) and the owners' names: none per row.
   */
  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<InitiativeRecord>> {
    const params = parseListParams(query, ['q', 'status', 'ownerId', 'objectiveAssignmentId', 'overdue']);
    const overdueOnly = params.filter.overdue;
    delete params.filter.overdue;
    if (params.filter.status !== undefined) assertStatuses(params.filter.status);
    const today = await this.today(actor.organizationId);
    const filtered = applyListParams(initiatives(actor.organizationId, this.dataSource.manager), params, LIST);
    if (overdueOnly === true || overdueOnly === 'true') filtered.andWhere(withOverdueMilestone, { today });
    else if (overdueOnly === false || overdueOnly === 'false') filtered.andWhere(`NOT ${withOverdueMilestone}`, { today });
    const page = withAnswerColumns(filtered.clone(), today);
    if (params.range) page.offset(params.range.start).limit(params.range.end - params.range.start + 1);
    const [raw, total] = await Promise.all([page.getRawMany<RawInitiative>(), params.range ? filtered.getCount() : Promise.resolve(-1)]);
    const names = await this.employees.namesOf(actor.organizationId, raw.map((r) => r.ownerId));
    return new ListResult('initiatives', raw.map((r) => answerOf(r, names)), total < 0 ? raw.length : total, params.range);
  }

  async get(actor: Actor, id: string): Promise<InitiativeRecord> {
    return this.answer(this.dataSource.manager, actor.organizationId, id);
  }

  /** The organization's initiatives serving any of the objective assignments, as answered (the spreadsheet export). */
  async forObjectiveAssignments(organizationId: string, objectiveAssignmentIds: readonly string[]): Promise<InitiativeRecord[]> {
    if (objectiveAssignmentIds.length === 0) return [];
    const today = await this.today(organizationId);
    const qb = withAnswerColumns(initiatives(organizationId, this.dataSource.manager), today)
      .andWhere(servingObjectiveAssignments('(:...oaIds)'), { oaIds: [...objectiveAssignmentIds] })
      .orderBy('i.dueDate', 'ASC')
      .addOrderBy('i.name', 'ASC');
    const raw = await qb.getRawMany<RawInitiative>();
    const names = await this.employees.namesOf(organizationId, raw.map((r) => r.ownerId));
    return raw.map((r) => answerOf(r, names));
  }

  // ------------------------------------------------------------ writes

  async create(actor: Actor, dto: CreateInitiativeDto, manager?: EntityManager): Promise<InitiativeRecord> {
    checkEcho(actor, dto);
    const work = async (m: EntityManager) => {
      const org = actor.organizationId;
      const objectiveAssignmentIds = unique(dto.objectiveAssignmentIds ?? []);
      const milestones = dto.milestones ?? [];
      if (milestones.some((ms) => ms.id)) throw new UnprocessableEntityException(M.milestoneUnknown);
      assertDates(dto.startDate, dto.dueDate);
      await this.checkReferences(m, org, dto.ownerId, objectiveAssignmentIds);
      const row = await this.activities.saveAndRecord(
        m,
        actor,
        () =>
          this.rows.in(m).insert(org, {
            name: dto.name,
            description: dto.description ?? null,
            ownerId: dto.ownerId,
            startDate: dto.startDate,
            dueDate: dto.dueDate,
            status: dto.status ?? DEFAULT_INITIATIVE_STATUS,
            percentComplete: dto.percentComplete ?? 0,
            budget: dto.budget ?? '0',
            spent: dto.spent ?? '0',
          }),
        {
          ...INITIATIVE_ACTIVITY,
          action: 'created',
          details: (r) => ({ status: r.status, dueDate: r.dueDate, objectives: objectiveAssignmentIds.length, milestones: milestones.length }),
        },
      );
      await replaceObjectiveLinks(org, m, row.id, objectiveAssignmentIds);
      await replaceMilestones(org, m, row.id, milestones.map(milestoneOf));
      return this.answer(m, org, row.id);
    };
    return manager ? work(manager) : this.dataSource.transaction(work);
  }

  /** PUT or PATCH: the fields sent change; `objectiveAssignmentIds` and `milestones`, when sent, are the whole new lists. */
  async update(actor: Actor, id: string, dto: UpdateInitiativeDto): Promise<InitiativeRecord> {
    checkEcho(actor, dto, id);
    return this.dataSource.transaction(async (m) => {
      const org = actor.organizationId;
      const row = await this.rows.in(m).query(org, 'i').andWhere('i.id = :id', { id: isUuidOrNull(id) }).setLock('pessimistic_write').getOne();
      if (!row) throw new NotFoundException(M.notFound);
      const before = await this.answer(m, org, row.id);
      const next: Record<Field, unknown> = { ...pickFields(before) };
      for (const f of FIELDS) if (dto[f] !== undefined) next[f] = dto[f];
      assertDates(String(next.startDate), String(next.dueDate));
      const objectiveAssignmentIds = dto.objectiveAssignmentIds === undefined ? undefined : unique(dto.objectiveAssignmentIds);
      if (dto.milestones?.some((ms) => ms.id)) {
        const own = new Set(await milestoneIds(org, m, row.id));
        if (dto.milestones.some((ms) => ms.id && !own.has(ms.id))) throw new UnprocessableEntityException(M.milestoneUnknown);
      }
      await this.checkReferences(m, org, dto.ownerId !== undefined && dto.ownerId !== before.ownerId ? dto.ownerId : undefined, objectiveAssignmentIds ?? []);

      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const f of FIELDS) {
        const from = before[f] ?? null;
        const to = next[f] ?? null;
        if (!sameValue(f, from, to)) changes[f] = { from, to };
      }
      if (objectiveAssignmentIds && !sameList(objectiveAssignmentIds, before.objectiveAssignmentIds)) {
        changes.objectiveAssignmentIds = { from: before.objectiveAssignmentIds, to: objectiveAssignmentIds };
      }
      const milestones = dto.milestones?.map(milestoneOf);
      if (milestones && JSON.stringify(milestones.map(plainMilestone)) !== JSON.stringify(before.milestones.map(plainMilestone))) {
        changes.milestones = { from: before.milestones.map(plainMilestone), to: milestones.map(plainMilestone) };
      }
      if (Object.keys(changes).length === 0) return before;

      for (const f of FIELDS) if (changes[f]) (row as unknown as Record<string, unknown>)[f] = next[f];
      await this.activities.saveAndRecord(m, actor, () => this.rows.in(m).save(org, row), { ...INITIATIVE_ACTIVITY, action: 'updated', details: () => ({ changes }) });
      if (changes.objectiveAssignmentIds) await replaceObjectiveLinks(org, m, row.id, objectiveAssignmentIds!);
      if (changes.milestones) await replaceMilestones(org, m, row.id, milestones!);
      return this.answer(m, org, row.id);
    });
  }

  async remove(actor: Actor, id: string): Promise<InitiativeRecord> {
    return this.dataSource.transaction(async (m) => {
      const org = actor.organizationId;
      const answer = await this.answer(m, org, id);
      const row = await this.rows.in(m).get(org, answer.id);
      await this.activities.saveAndRecord(m, actor, async () => ({ ...(await this.rows.in(m).remove(org, row)), id: answer.id }), {
        ...INITIATIVE_ACTIVITY,
        action: 'deleted',
        entityName: () => answer.name,
      });
      return answer;
    });
  }

  // ------------------------------------------------------------ helpers

  private async answer(manager: EntityManager, organizationId: string, id: string): Promise<InitiativeRecord> {
    const uuid = isUuidOrNull(id);
    if (!uuid) throw new NotFoundException(M.notFound);
    const today = await this.today(organizationId, manager);
    const raw = await withAnswerColumns(initiatives(organizationId, manager).andWhere('i.id = :id', { id: uuid }), today).getRawOne<RawInitiative>();
    if (!raw) throw new NotFoundException(M.notFound);
    return answerOf(raw, await this.employees.namesOf(organizationId, [raw.ownerId], manager));
  }

  /** Today in the organization's time zone: a milestone due before it and not done is overdue. */
  private async today(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const { timeZone } = await this.settings.get(organizationId, manager);
    return isoDateIn(this.clock.now(), timeZone);
  }

  /** The owner is an employee of the organization and every objective assignment is the organization's: 422 otherwise, nothing written. */
  private async checkReferences(m: EntityManager, organizationId: string, ownerId: string | undefined, objectiveAssignmentIds: readonly string[]): Promise<void> {
    if (ownerId !== undefined) {
      const names = await this.employees.namesOf(organizationId, [ownerId], m);
      if (!names.has(ownerId)) throw new UnprocessableEntityException(M.ownerNotInOrganization);
    }
    if (objectiveAssignmentIds.length) {
      const found = await this.objectiveAssignments.existingIds(m, organizationId, objectiveAssignmentIds);
      if (objectiveAssignmentIds.some((oa) => !found.has(oa))) throw new UnprocessableEntityException(M.objectiveNotInOrganization);
    }
  }
}

function answerOf(raw: RawInitiative, names: Map<string, string>): InitiativeRecord {
  return toInitiativeResponse(raw, raw.ownerId ? (names.get(raw.ownerId) ?? null) : null);
}

function assertDates(startDate: string, dueDate: string): void {
  if (startDate > dueDate) throw new UnprocessableEntityException(M.datesOrder);
}

function assertStatuses(value: unknown): void {
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((v) => (INITIATIVE_STATUSES as readonly unknown[]).includes(v))) throw new BadRequestException(M.status);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuidOrNull(id: unknown): string | null {
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

function milestoneOf(m: MilestoneDto) {
  return { id: m.id, name: m.name, dueDate: m.dueDate, done: m.done ?? false };
}

function plainMilestone(m: { id?: string; name: string; dueDate: string; done: boolean }) {
  return { id: m.id ?? null, name: m.name, dueDate: m.dueDate, done: m.done };
}

function pickFields(record: InitiativeRecord): Record<Field, unknown> {
  const out = {} as Record<Field, unknown>;
  for (const f of FIELDS) out[f] = record[f];
  return out;
}

/** Money compares by value ('12.5' is '12.50'); the rest as sent. */
function sameValue(field: Field, a: unknown, b: unknown): boolean {
  if (field === 'budget' || field === 'spent') return cents(a) === cents(b);
  return a === b;
}

function cents(value: unknown): string {
  const [whole, fraction = ''] = String(value ?? '0').split('.');
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
