import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DEFAULT_DEPARTMENT, DEFAULT_NEW_REQUEST_STATUS, DEFAULT_REQUEST_PRIORITY, DEFAULT_REQUEST_TYPE, DEPARTMENTS, isOneOf } from '@scorecard/contracts';
import type { RequestRecord } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { KpiAssignmentService } from '../assignments/kpi-assignment.service';
import { ObjectiveAssignmentService } from '../assignments/objective-assignment.service';
import type { EmployeeRow } from '../employees/employee.types';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { assertAttachmentTypes } from './attachments';
import { CreateRequestDto, UpdateRequestDto } from './dto/request.dto';
import { RequestAccess } from './request-access';
import { RequestReadModel } from './request-read-model';
import { REQUEST_ACTIVITY, RequestStatusService } from './request-status.service';
import { RequestRow } from './request.entity';
import { REQUEST_MESSAGES as M } from './request.messages';
import { NotificationEvents } from '../notifications/notification-events';
import { requestAssigned, requestCreated } from '../notifications/request-events';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';

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

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly kpiAssignments: KpiAssignmentService,
    private readonly access: RequestAccess,
    private readonly readModel: RequestReadModel,
    private readonly statusWorkflow: RequestStatusService,
    private readonly notifications: NotificationEvents,
    private readonly events: EventEmitter2,
  ) {
    this.requests = new TenantRepository(dataSource.manager, RequestRow, M.notFound);
  }

  // ------------------------------------------------------------ reads

  async get(actor: Actor, id: string): Promise<RequestRecord> {
    return this.readModel.answer(this.dataSource.manager, await this.requests.get(actor.organizationId, id));
  }

  /** The request of the organization, or 404 (comments use it on their transaction). */
  getIn(manager: EntityManager, organizationId: string, id: unknown): Promise<RequestRow> {
    return this.requests.in(manager).get(organizationId, id);
  }

  // ------------------------------------------------------------ writes

  async create(actor: Actor, dto: CreateRequestDto): Promise<RequestRecord> {
    return this.dataSource.transaction(async (manager) => this.readModel.answer(manager, await this.createIn(manager, actor, dto)));
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
    const insert = () =>
      this.requests.in(manager).insert(actor.organizationId, {
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
    const request = await this.activities.saveAndRecord(manager, actor, insert, {
      ...REQUEST_ACTIVITY,
      action: 'created',
      details: (r) => ({ type: r.type, status, priority: r.priority, department: r.department }),
    });
    await this.statusWorkflow.writeHistory(manager, actor, request, null, null);
    await this.notifications.record(manager, requestCreated(actor, request));
    await this.events.emitAsync(RECORD_CHANGED, {
      manager,
      organizationId: actor.organizationId,
      event: 'request.created',
      entity: 'request',
      changes: [{ id: request.id, data: { title: request.title, type: request.type, status: request.status, priority: request.priority } }],
    } satisfies RecordChanged);
    return request;
  }

  /**
   * PUT /api/requests/:id: edited fields and/or a status. A status different from the current one
   * is a status change (history row, optional reason); the same status with other edits is no change,
   * and a body carrying only the current status is refused like any status change to itself.
   */
  async update(actor: Actor, id: string, dto: UpdateRequestDto): Promise<RequestRecord> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.access.lock(manager, actor.organizationId, id);
      const sentFields = EDITABLE.filter((f) => dto[f] !== undefined);
      await this.access.assertMayChange(manager, actor, request, sentFields.length === 0 && dto.status !== undefined ? M.statusForbidden : M.editForbidden);
      const edits: Partial<Record<EditableField, { oldValue: unknown; newValue: unknown }>> = {};
      for (const field of sentFields) {
        if (!sameValue(dto[field], request[field])) edits[field] = { oldValue: request[field], newValue: dto[field] };
      }
      const settings = await this.settings.get(actor.organizationId, manager);
      const changed = Object.keys(edits) as EditableField[];
      await this.checkReferences(manager, actor.organizationId, pick(dto, changed), settings.allowedFileTypes);
      const statusChange = dto.status !== undefined && (dto.status !== request.status || sentFields.length === 0);
      if (!statusChange && changed.length === 0) return this.readModel.answer(manager, request);
      for (const field of changed) (request as unknown as Record<string, unknown>)[field] = dto[field] ?? null;
      // A status sent with the edits is a status change: the workflow saves the edits with it, in one activity.
      const saved = statusChange
        ? (await this.statusWorkflow.applyIn(manager, actor, request, { status: dto.status!, reason: dto.reason ?? null, statuses: settings.requestStatuses, edits })).request
        : await this.activities.saveAndRecord(manager, actor, () => this.requests.in(manager).save(actor.organizationId, request), {
            ...REQUEST_ACTIVITY,
            action: 'updated',
            details: () => ({ changes: edits }),
          });
      if (edits.ownerId && saved.ownerId) await this.notifications.record(manager, requestAssigned(actor, saved));
      return this.readModel.answer(manager, saved);
    });
  }

  /** DELETE /api/requests/:id: the requester or an admin; comments and history go with it. */
  async remove(actor: Actor, id: string): Promise<RequestRecord> {
    return this.dataSource.transaction(async (manager) => {
      const request = await this.access.lock(manager, actor.organizationId, id);
      await this.access.assertMayDelete(manager, actor, request);
      const answer = await this.readModel.answer(manager, request);
      await this.activities.saveAndRecord(manager, actor, () => this.requests.in(manager).remove(actor.organizationId, request), { ...REQUEST_ACTIVITY, action: 'deleted' });
      return answer;
    });
  }

  // ------------------------------------------------------------ rules

  /** Owner, linked assignments and attachments given in `dto` belong to the organization and its rules. */
  private async checkReferences(
    manager: EntityManager,
    organizationId: string,
    dto: Partial<Pick<CreateRequestDto, 'ownerId' | 'linkedObjectiveAssignmentId' | 'linkedKpiAssignmentId' | 'attachments'>>,
    allowedFileTypes: readonly string[],
  ): Promise<void> {
    if (dto.ownerId) await this.employees.getIn(manager, organizationId, dto.ownerId, M.ownerNotFound);
    if (dto.linkedObjectiveAssignmentId && !(await this.objectiveAssignments.findIn(manager, organizationId, dto.linkedObjectiveAssignmentId))) {
      throw new NotFoundException(M.linkedObjectiveNotFound);
    }
    if (dto.linkedKpiAssignmentId && !(await this.kpiAssignments.findIn(manager, organizationId, dto.linkedKpiAssignmentId))) {
      throw new NotFoundException(M.linkedKpiNotFound);
    }
    assertAttachmentTypes(dto.attachments, allowedFileTypes);
  }
}

function defaultDepartment(employee: EmployeeRow): string {
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
