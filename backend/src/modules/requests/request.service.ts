import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DEFAULT_DEPARTMENT, DEFAULT_NEW_REQUEST_STATUS, DEFAULT_REQUEST_PRIORITY, DEFAULT_REQUEST_TYPE, DEPARTMENTS, isOneOf } from '@scorecard/contracts';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { applyListParams, ListResult, ListSpec, listWith, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { isUuid, TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { Employee } from '../employees/employee.entity';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { ChangeRequestStatusDto, CreateRequestDto, RequestResponse, toRequestResponse, UpdateRequestDto } from './dto/request.dto';
import { CreateStatusHistoryDto, StatusHistoryResponse, toStatusHistoryResponse } from './dto/request-status-history.dto';
import { assertAssignment, assertAttachmentTypes, userNames } from './request-lookups';
import { CommentRow } from './comment.entity';
import { RequestStatusHistoryRow } from './request-status-history.entity';
import { completePairedStatusChange } from './request-status-pair';
import { RequestRow } from './request.entity';
import { REQUEST_MESSAGES as M } from './request.messages';

const LIST_SPEC: ListSpec = {
  sortable: {
    id: 'r.id',
    title: 'r.title',
    type: 'r.type',
    status: 'r.status',
    priority: 'r.priority',
    department: 'r.department',
    createdAt: 'r.createdAt',
    updatedAt: 'r.updatedAt',
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  searchable: ['r.title', 'r.description'],
  filterable: {
    id: 'r.id',
    type: 'r.type',
    status: 'r.status',
    department: 'r.department',
    priority: 'r.priority',
    requesterId: 'r.requesterId',
    ownerId: 'r.ownerId',
    linkedObjectiveAssignmentId: 'r.linkedObjectiveAssignmentId',
    linkedKpiAssignmentId: 'r.linkedKpiAssignmentId',
  },
};

const HISTORY_SPEC: ListSpec = {
  sortable: { id: 'h.id', changedAt: 'h.changedAt', newStatus: 'h.newStatus', previousStatus: 'h.previousStatus' },
  defaultSort: { field: 'changedAt', order: 'DESC' },
  filterable: { id: 'h.id', requestId: 'h.requestId', changedById: 'h.changedById', newStatus: 'h.newStatus' },
};

/** Request fields an edit may change (status is handled as a status change). */
const EDITABLE = [
  'type',
  'title',
  'description',
  'impactAnalysis',
  'ownerId',
  'priority',
  'department',
  'linkedObjectiveAssignmentId',
  'linkedKpiAssignmentId',
  'attachments',
] as const;
type EditableField = (typeof EDITABLE)[number];

export interface SeedOptions {
  /** another employee of the organization as requester (the demo seed); default the caller's record */
  requesterId?: string;
}

@Injectable()
export class RequestService {
  private readonly requests: TenantRepository<RequestRow>;
  private readonly history: TenantRepository<RequestStatusHistoryRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
  ) {
    this.requests = new TenantRepository(dataSource.manager, RequestRow, M.notFound);
    this.history = new TenantRepository(dataSource.manager, RequestStatusHistoryRow, M.notFound);
  }

  // ------------------------------------------------------------ reads

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<RequestResponse>> {
    const params = parseListParams(query, ['q', ...Object.keys(LIST_SPEC.filterable ?? {})]);
    const filtered = applyListParams(this.requests.query(actor.organizationId, 'r'), params, LIST_SPEC);
    const rows = withAnswerColumns(filtered.clone());
    if (params.range) rows.offset(params.range.start).limit(params.range.end - params.range.start + 1);
    // Read raw in one query (names and comment counts joined): thousands of rows stay in tens of ms.
    const [raw, total] = await Promise.all([rows.getRawMany<RawRequest>(), filtered.getCount()]);
    return new ListResult('requests', raw.map(fromRaw), total, params.range);
  }

  async get(actor: Actor, id: string): Promise<RequestResponse> {
    return this.respond(this.dataSource.manager, await this.requests.get(actor.organizationId, id));
  }

  /** The request of the organization, or 404 (comments use it on their transaction). */
  getIn(manager: EntityManager, organizationId: string, id: unknown): Promise<RequestRow> {
    return this.requests.in(manager).get(organizationId, id);
  }

  /** GET /api/request-status-history?requestId=: newest first unless sorted otherwise. */
  async listHistory(actor: Actor, query: Record<string, unknown>): Promise<ListResult<StatusHistoryResponse>> {
    const params = parseListParams(query, ['requestId']);
    const requestId = params.filter.requestId;
    if (requestId !== undefined && !Array.isArray(requestId)) await this.requests.get(actor.organizationId, requestId);
    const page = await listWith('request-status-history', this.history.query(actor.organizationId, 'h'), params, HISTORY_SPEC);
    const names = await userNames(this.dataSource.manager, actor.organizationId, page.rows.map((h) => h.changedById));
    return page.map((h) => toStatusHistoryResponse(h, h.changedById ? (names.get(h.changedById) ?? null) : null));
  }

  /** Requests whose status is not one of `excluded` (the dashboard's pending count). */
  async countStatusNotIn(organizationId: string, excluded: readonly string[]): Promise<number> {
    const qb = this.requests.query(organizationId, 'r');
    if (excluded.length) qb.andWhere('r.status NOT IN (:...excluded)', { excluded: [...excluded] });
    return qb.getCount();
  }

  // ------------------------------------------------------------ writes

  async create(actor: Actor, dto: CreateRequestDto): Promise<RequestResponse> {
    return this.dataSource.transaction(async (manager) => this.respond(manager, await this.createIn(manager, actor, dto)));
  }

  /**
   * Creates a request with the defaults of platform.md section 5 and its first history row (no
   * previous status), on the caller's transaction.
   */
  async createIn(manager: EntityManager, actor: Actor, dto: CreateRequestDto, options: SeedOptions = {}): Promise<RequestRow> {
    const me = await this.employees.ensureForActor(manager, actor);
    if (dto.requesterId && !(await this.employees.isCaller(manager, actor, dto.requesterId))) throw new BadRequestException(M.requesterMismatch);
    const requester = options.requesterId ? await this.employees.getIn(manager, actor.organizationId, options.requesterId) : me;
    const settings = await this.settings.get(actor.organizationId, manager);
    const statuses = settings.requestStatuses;
    const status = dto.status ?? statuses[0] ?? DEFAULT_NEW_REQUEST_STATUS;
    if (!statuses.includes(status)) throw new BadRequestException(M.statusNotAllowed(statuses));
    await this.checkReferences(manager, actor.organizationId, dto, settings.allowedFileTypes);
    const request = await this.requests.in(manager).insert(actor.organizationId, {
      type: dto.type ?? DEFAULT_REQUEST_TYPE,
      title: dto.title,
      description: dto.description,
      impactAnalysis: dto.impactAnalysis ?? null,
      requesterId: requester.id,
      ownerId: dto.ownerId ?? null,
      status,
      priority: dto.priority ?? DEFAULT_REQUEST_PRIORITY,
      department: dto.department ?? defaultDepartment(requester),
      linkedObjectiveAssignmentId: dto.linkedObjectiveAssignmentId ?? null,
      linkedKpiAssignmentId: dto.linkedKpiAssignmentId ?? null,
      attachments: dto.attachments ?? [],
    });
    await this.history.in(manager).insert(actor.organizationId, {
      requestId: request.id,
      changedById: actor.userId,
      previousStatus: null,
      newStatus: status,
      reason: null,
    });
    await this.activities.record(manager, actor, {
      action: 'created',
      entityType: 'request',
      entityId: request.id,
      entityName: request.title,
      category: 'Requests',
      details: { type: request.type, status, priority: request.priority, department: request.department },
    });
    return request;
  }

  /**
   * PUT /api/requests/:id: edited fields and/or a status. A status different from the current one
   * is a status change (history row, optional reason); the same status with other edits is no change,
   * and a body carrying only the current status is refused like any status change to itself.
   */
  async update(actor: Actor, id: string, dto: UpdateRequestDto): Promise<RequestResponse> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.lock(manager, actor.organizationId, id);
      const sentFields = EDITABLE.filter((f) => dto[f] !== undefined);
      await this.assertMayChange(manager, actor, request, sentFields.length === 0 && dto.status !== undefined ? M.statusForbidden : M.editForbidden);
      const changes: Partial<Record<EditableField | 'status', { oldValue: unknown; newValue: unknown }>> = {};
      for (const field of sentFields) {
        if (!sameValue(dto[field], request[field])) changes[field] = { oldValue: request[field], newValue: dto[field] };
      }
      const settings = await this.settings.get(actor.organizationId, manager);
      const changed = Object.keys(changes) as EditableField[];
      await this.checkReferences(manager, actor.organizationId, pick(dto, changed), settings.allowedFileTypes);
      const statusChange = dto.status !== undefined && (dto.status !== request.status || sentFields.length === 0);
      if (statusChange) this.assertStatusChange(request, dto.status!, settings.requestStatuses);
      if (!statusChange && changed.length === 0) return this.respond(manager, request);
      const previousStatus = request.status;
      for (const field of changed) (request as unknown as Record<string, unknown>)[field] = dto[field] ?? null;
      if (statusChange) {
        changes.status = { oldValue: previousStatus, newValue: dto.status };
        request.status = dto.status!;
      }
      const saved = await this.requests.in(manager).save(actor.organizationId, request);
      if (statusChange) await this.writeHistory(manager, actor, saved, previousStatus, dto.reason ?? null);
      await this.activities.record(manager, actor, {
        action: 'updated',
        entityType: 'request',
        entityId: saved.id,
        entityName: saved.title,
        category: 'Requests',
        details: { changes, ...(statusChange ? { oldValue: previousStatus, newValue: saved.status, reason: dto.reason ?? null } : {}) },
      });
      return this.respond(manager, saved);
    });
  }

  /** PATCH /api/requests/:id/status */
  async changeStatus(actor: Actor, id: string, dto: ChangeRequestStatusDto): Promise<RequestResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { request } = await this.changeStatusIn(manager, actor, id, dto.status, dto.reason ?? null, dto.previousStatus ?? null);
      return this.respond(manager, request);
    });
  }

  /**
   * POST /api/request-status-history: the second half of a PUT-then-POST pair completes that change's
   * row (DESIGN decision 18); otherwise the same change as PATCH, answered with the history row it wrote.
   */
  async recordStatusChange(actor: Actor, dto: CreateStatusHistoryDto): Promise<StatusHistoryResponse> {
    return this.dataSource.transaction(async (manager) => {
      if (dto.changedById && !(await this.employees.isCaller(manager, actor, dto.changedById))) throw new BadRequestException(M.changedByMismatch);
      const transition = { requestId: dto.requestId, previousStatus: dto.previousStatus ?? null, newStatus: dto.newStatus, reason: dto.reason ?? null };
      const history =
        (await completePairedStatusChange(manager, actor, transition)) ??
        (await this.changeStatusIn(manager, actor, dto.requestId, dto.newStatus, dto.reason ?? null, dto.previousStatus ?? null)).history;
      const names = await userNames(manager, actor.organizationId, [history.changedById]);
      return toStatusHistoryResponse(history, names.get(actor.userId) ?? null);
    });
  }

  /**
   * The status change rule: the owner, the requester or an admin; a status of the organization's
   * list, different from the current one; request and history row written together.
   */
  async changeStatusIn(
    manager: EntityManager,
    actor: Actor,
    id: unknown,
    status: string,
    reason: string | null,
    expectedPrevious: string | null = null,
  ): Promise<{ request: RequestRow; history: RequestStatusHistoryRow }> {
    const request = await this.lock(manager, actor.organizationId, id);
    await this.assertMayChange(manager, actor, request, M.statusForbidden);
    const settings = await this.settings.get(actor.organizationId, manager);
    if (expectedPrevious !== null && expectedPrevious !== request.status) throw new ConflictException(M.statusStale);
    this.assertStatusChange(request, status, settings.requestStatuses);
    const previousStatus = request.status;
    request.status = status;
    const saved = await this.requests.in(manager).save(actor.organizationId, request);
    const history = await this.writeHistory(manager, actor, saved, previousStatus, reason);
    await this.activities.record(manager, actor, {
      action: 'updated',
      entityType: 'request',
      entityId: saved.id,
      entityName: saved.title,
      category: 'Requests',
      details: { changes: { status: { oldValue: previousStatus, newValue: status } }, oldValue: previousStatus, newValue: status, reason },
    });
    return { request: saved, history };
  }

  /** DELETE /api/requests/:id: the requester or an admin; comments and history go with it. */
  async remove(actor: Actor, id: string): Promise<RequestResponse> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.lock(manager, actor.organizationId, id);
      const me = await this.employees.findForActor(manager, actor);
      if (!actor.isAdmin && me?.id !== request.requesterId) throw new ForbiddenException(M.deleteForbidden);
      const answer = await this.respond(manager, request);
      await this.requests.in(manager).remove(actor.organizationId, request);
      await this.activities.record(manager, actor, {
        action: 'deleted',
        entityType: 'request',
        entityId: request.id,
        entityName: request.title,
        category: 'Requests',
      });
      return answer;
    });
  }

  // ------------------------------------------------------------ rules

  private async lock(manager: EntityManager, organizationId: string, id: unknown): Promise<RequestRow> {
    if (!isUuid(id)) throw new NotFoundException(M.notFound);
    // Row lock: concurrent status changes queue up, so each history row names the true previous status.
    const request = await this.requests
      .in(manager)
      .query(organizationId, 'r')
      .andWhere('r.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
    if (!request) throw new NotFoundException(M.notFound);
    return request;
  }

  /** Owner, requester (both employees) or an admin (platform.md section 6). */
  private async assertMayChange(manager: EntityManager, actor: Actor, request: RequestRow, message: string): Promise<void> {
    if (actor.isAdmin) return;
    const me = await this.employees.findForActor(manager, actor);
    if (!me || (me.id !== request.ownerId && me.id !== request.requesterId)) throw new ForbiddenException(message);
  }

  private assertStatusChange(request: RequestRow, status: string, statuses: readonly string[]): void {
    if (!statuses.includes(status)) throw new BadRequestException(M.statusNotAllowed(statuses));
    if (status === request.status) throw new BadRequestException(M.statusUnchanged(status));
  }

  private writeHistory(manager: EntityManager, actor: Actor, request: RequestRow, previousStatus: string, reason: string | null): Promise<RequestStatusHistoryRow> {
    return this.history.in(manager).insert(actor.organizationId, {
      requestId: request.id,
      changedById: actor.userId,
      previousStatus,
      newStatus: request.status,
      reason,
    });
  }

  /** Owner, linked assignments and attachments given in `dto` belong to the organization and its rules. */
  private async checkReferences(
    manager: EntityManager,
    organizationId: string,
    dto: Partial<Pick<CreateRequestDto, 'ownerId' | 'linkedObjectiveAssignmentId' | 'linkedKpiAssignmentId' | 'attachments'>>,
    allowedFileTypes: readonly string[],
  ): Promise<void> {
    if (dto.ownerId) await this.employees.getIn(manager, organizationId, dto.ownerId, M.ownerNotFound);
    if (dto.linkedObjectiveAssignmentId) await assertAssignment(manager, 'objective_assignment', organizationId, dto.linkedObjectiveAssignmentId);
    if (dto.linkedKpiAssignmentId) await assertAssignment(manager, 'kpi_assignment', organizationId, dto.linkedKpiAssignmentId);
    assertAttachmentTypes(dto.attachments, allowedFileTypes);
  }

  // ------------------------------------------------------------ answers

  /** The request as answered, read again on `manager` (inside a transaction: its own writes). */
  private async respond(manager: EntityManager, request: RequestRow): Promise<RequestResponse> {
    const qb = this.requests.in(manager).query(request.organizationId, 'r').andWhere('r.id = :id', { id: request.id });
    const raw = await withAnswerColumns(qb).getRawOne<RawRequest>();
    if (!raw) throw new NotFoundException(M.notFound);
    return fromRaw(raw);
  }
}

const COLUMNS = [
  'id',
  'organizationId',
  'type',
  'title',
  'description',
  'impactAnalysis',
  'requesterId',
  'ownerId',
  'status',
  'priority',
  'department',
  'linkedObjectiveAssignmentId',
  'linkedKpiAssignmentId',
  'attachments',
] as const satisfies readonly (keyof RequestRow)[];

/** ISO-8601 in UTC with milliseconds, as Date.toISOString writes it: the driver's Date parsing dominates large lists. */
const isoTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type RawRequest = Pick<RequestRow, (typeof COLUMNS)[number]> & {
  createdAt: string;
  updatedAt: string;
  requesterName: string | null;
  ownerName: string | null;
  commentCount: number;
};

/** The request's columns with its requester's and owner's names and its live comment count, as raw fields. */
function withAnswerColumns(qb: SelectQueryBuilder<RequestRow>): SelectQueryBuilder<RequestRow> {
  qb.select(`r.${COLUMNS[0]}`, COLUMNS[0]);
  for (const column of COLUMNS.slice(1)) qb.addSelect(`r.${column}`, column);
  return qb
    .leftJoin(Employee, 'requester', 'requester.id = r.requesterId AND requester.organizationId = r.organizationId')
    .leftJoin(Employee, 'owner', 'owner.id = r.ownerId AND owner.organizationId = r.organizationId')
    .addSelect(isoTimestamp('r.createdAt'), 'createdAt')
    .addSelect(isoTimestamp('r.updatedAt'), 'updatedAt')
    .addSelect('requester.name', 'requesterName')
    .addSelect('owner.name', 'ownerName')
    .addSelect(
      (sub) =>
        sub
          .select('count(*)::int')
          .from(CommentRow, 'c')
          .where('c.organizationId = r.organizationId')
          .andWhere('c.requestId = r.id')
          .andWhere('c.isDeleted = false'),
      'commentCount',
    );
}

function fromRaw(raw: RawRequest): RequestResponse {
  const { requesterName, ownerName, commentCount, createdAt, updatedAt, ...row } = raw;
  return toRequestResponse(row as unknown as RequestRow, { requesterName, ownerName, commentCount, createdAt, updatedAt });
}

function defaultDepartment(employee: Employee): string {
  return isOneOf(DEPARTMENTS, employee.department) ? employee.department : DEFAULT_DEPARTMENT;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return (a ?? null) === (b ?? null);
}

function pick<T extends object, K extends keyof T>(dto: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) out[key] = dto[key];
  return out;
}
