import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { RequestRecord, RequestStatusHistory } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { EmployeeService } from '../employees/employee.service';
import { SettingsService } from '../settings/settings.service';
import { ChangeRequestStatusDto } from './dto/request.dto';
import { CreateStatusHistoryDto } from './dto/request-status-history.dto';
import { RequestAccess } from './request-access';
import { RequestReadModel } from './request-read-model';
import { RequestStatusHistoryService } from './request-status-history.service';
import { RequestStatusHistoryRow } from './request-status-history.entity';
import { RequestRow } from './request.entity';
import { REQUEST_MESSAGES as M } from './request.messages';
import { NotificationEvents } from '../notifications/notification-events';
import { requestStatusChanged } from '../notifications/request-events';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';

/** How long after a status change its history POST still counts as the same change (decision 18). */
export const STATUS_PAIR_WINDOW_SECONDS = 60;

/**
 * The status workflow of a request: who may change it, to which status, and the history row that
 * records each change with the request in one transaction. Every way in (PATCH /requests/:id/status,
 * PUT /requests/:id with a status, POST /request-status-history, the demo seed) comes through here,
 * so rules that join two calls into one event (DESIGN decision 18) belong here too.
 */
@Injectable()
export class RequestStatusService {
  private readonly requests: TenantRepository<RequestRow>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly employees: EmployeeService,
    private readonly settings: SettingsService,
    private readonly access: RequestAccess,
    private readonly readModel: RequestReadModel,
    private readonly history: RequestStatusHistoryService,
    private readonly notifications: NotificationEvents,
    private readonly events: EventEmitter2,
  ) {
    this.requests = new TenantRepository(dataSource.manager, RequestRow, M.notFound);
  }

  /** PATCH /api/requests/:id/status */
  async changeStatus(actor: Actor, id: string, dto: ChangeRequestStatusDto): Promise<RequestRecord> {
    return this.dataSource.transaction(async (manager) => {
      const { request } = await this.changeStatusIn(manager, actor, id, dto.status, dto.reason ?? null, dto.previousStatus ?? null);
      return this.readModel.answer(manager, request);
    });
  }

  /**
   * POST /api/request-status-history: the second half of a PUT-then-POST pair completes that change's
   * row (DESIGN decision 18); otherwise the same change as PATCH, answered with the history row it wrote.
   */
  async recordStatusChange(actor: Actor, dto: CreateStatusHistoryDto): Promise<RequestStatusHistory> {
    return this.dataSource.transaction(async (manager) => {
      if (dto.changedById && !(await this.employees.isCaller(manager, actor, dto.changedById))) throw new BadRequestException(M.changedByMismatch);
      const history =
        (await this.completePairedChange(manager, actor, dto)) ??
        (await this.changeStatusIn(manager, actor, dto.requestId, dto.newStatus, dto.reason ?? null, dto.previousStatus ?? null)).history;
      return this.history.answer(manager, history);
    });
  }

  /**
   * DESIGN decision 18. The specification's client sends PUT /api/requests/:id {status} and then
   * POST /api/request-status-history for the same transition. When the request's latest history row
   * is that transition, by the same user, within the last 60 seconds, the POST completes that row with
   * its reason instead of making a second change or answering 409 for the now stale previous status.
   * Null when the POST is not such a second half: it is then a change of its own.
   */
  private async completePairedChange(manager: EntityManager, actor: Actor, dto: CreateStatusHistoryDto): Promise<RequestStatusHistoryRow | null> {
    const previous = dto.previousStatus ?? null;
    if (previous === null || previous === dto.newStatus) return null;
    // The row lock serializes the pairing with any concurrent change of the same request.
    const request = await this.access.lock(manager, actor.organizationId, dto.requestId);
    if (request.status !== dto.newStatus) return null;
    const latest = await this.history.latest(manager, actor.organizationId, request.id, STATUS_PAIR_WINDOW_SECONDS);
    if (!latest?.recent) return null;
    const { row } = latest;
    if (row.previousStatus !== previous || row.newStatus !== dto.newStatus || row.changedById !== actor.userId) return null;
    await this.access.assertMayChange(manager, actor, request, M.statusForbidden);
    const reason = dto.reason ?? null;
    return reason === null || reason === row.reason ? row : this.history.setReason(manager, row, reason);
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
    const request = await this.access.lock(manager, actor.organizationId, id);
    await this.access.assertMayChange(manager, actor, request, M.statusForbidden);
    const settings = await this.settings.get(actor.organizationId, manager);
    if (expectedPrevious !== null && expectedPrevious !== request.status) throw new ConflictException(M.statusStale);
    return this.applyIn(manager, actor, request, { status, reason, statuses: settings.requestStatuses });
  }

  /**
   * Every status change ends here: on a request the caller has locked and may change, a status of
   * the organization's list (`statuses`), different from the current one. The request is saved with
   * the new status and whatever edits the caller already applied to it (`edits`, listed with the
   * status in the one activity: PUT /requests/:id), then its history row, the activity and the
   * notification are written on the same transaction.
   */
  async applyIn(
    manager: EntityManager,
    actor: Actor,
    request: RequestRow,
    change: { status: string; reason: string | null; statuses: readonly string[]; edits?: Record<string, { oldValue: unknown; newValue: unknown }> },
  ): Promise<{ request: RequestRow; history: RequestStatusHistoryRow }> {
    const { status, reason } = change;
    assertStatusChange(request, status, change.statuses);
    const previousStatus = request.status;
    request.status = status;
    const changes = { ...change.edits, status: { oldValue: previousStatus, newValue: status } };
    const saved = await this.activities.saveAndRecord(manager, actor, () => this.requests.in(manager).save(actor.organizationId, request), {
      ...REQUEST_ACTIVITY,
      action: 'updated',
      details: () => ({ changes, oldValue: previousStatus, newValue: status, reason }),
    });
    const history = await this.writeHistory(manager, actor, saved, previousStatus, reason);
    await this.notifications.record(manager, requestStatusChanged(actor, saved, history.id, previousStatus, reason));
    await this.events.emitAsync(RECORD_CHANGED, {
      manager,
      organizationId: actor.organizationId,
      event: 'request.status_changed',
      entity: 'request',
      changes: [{ id: saved.id, data: { title: saved.title, previousStatus, status, reason } }],
    } satisfies RecordChanged);
    return { request: saved, history };
  }

  /** The history row of the status `request` now has: a new request's first (no previous status), or applyIn's change. */
  writeHistory(manager: EntityManager, actor: Actor, request: RequestRow, previousStatus: string | null, reason: string | null): Promise<RequestStatusHistoryRow> {
    return this.history.write(manager, actor.organizationId, {
      requestId: request.id,
      changedById: actor.userId,
      previousStatus,
      newStatus: request.status,
      reason,
    });
  }
}

/** What a request's activities say about it (request.service.ts writes the others). */
export const REQUEST_ACTIVITY = { entityType: 'request', category: 'Requests', entityName: (request: RequestRow) => request.title } as const;

/** A status of the organization's list, different from the current one. */
function assertStatusChange(request: RequestRow, status: string, statuses: readonly string[]): void {
  if (!statuses.includes(status)) throw new BadRequestException(M.statusNotAllowed(statuses));
  if (status === request.status) throw new BadRequestException(M.statusUnchanged(status));
}
