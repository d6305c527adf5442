import { Injectable } from '@nestjs/common';
import type { RequestStatusHistory } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { ListResult, ListSpec, listWith, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { UsersService } from '../users/users.service';
import { toStatusHistoryResponse } from './dto/request-status-history.dto';
import { RequestStatusHistoryRow } from './request-status-history.entity';
import { RequestRow } from './request.entity';
import { REQUEST_MESSAGES as M } from './request.messages';

const HISTORY_SPEC: ListSpec = {
  sortable: { id: 'h.id', changedAt: 'h.changedAt', newStatus: 'h.newStatus', previousStatus: 'h.previousStatus' },
  defaultSort: { field: 'changedAt', order: 'DESC' },
  filterable: { id: 'h.id', requestId: 'h.requestId', changedById: 'h.changedById', newStatus: 'h.newStatus' },
};

/** The request-status-history resource: history rows as answered, with the name of who changed the status. */
@Injectable()
export class RequestStatusHistoryService {
  private readonly requests: TenantRepository<RequestRow>;
  private readonly history: TenantRepository<RequestStatusHistoryRow>;

  constructor(
    dataSource: DataSource,
    private readonly users: UsersService,
  ) {
    this.requests = new TenantRepository(dataSource.manager, RequestRow, M.notFound);
    this.history = new TenantRepository(dataSource.manager, RequestStatusHistoryRow, M.notFound);
  }

  /** GET /api/request-status-history?requestId=: newest first unless sorted otherwise. */
  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<RequestStatusHistory>> {
    const params = parseListParams(query, ['requestId']);
    const requestId = params.filter.requestId;
    if (requestId !== undefined && !Array.isArray(requestId)) await this.requests.get(actor.organizationId, requestId);
    const page = await listWith('request-status-history', this.history.query(actor.organizationId, 'h'), params, HISTORY_SPEC);
    const names = await this.users.displayNames(actor.organizationId, page.rows.map((h) => h.changedById));
    return page.map((h) => toStatusHistoryResponse(h, h.changedById ? (names.get(h.changedById) ?? null) : null));
  }

  /** One history row as answered, read on `manager`. */
  async answer(manager: EntityManager, row: RequestStatusHistoryRow): Promise<RequestStatusHistory> {
    const names = await this.users.displayNames(row.organizationId, [row.changedById], manager);
    return toStatusHistoryResponse(row, row.changedById ? (names.get(row.changedById) ?? null) : null);
  }

  /**
   * The request's newest history row on `manager`, and whether it was written within the last
   * `seconds` (read against the database clock, which wrote `changedAt`).
   */
  async latest(manager: EntityManager, organizationId: string, requestId: string, seconds: number): Promise<{ row: RequestStatusHistoryRow; recent: boolean } | null> {
    const { entities, raw } = await this.history
      .in(manager)
      .query(organizationId, 'h')
      .andWhere('h.requestId = :requestId', { requestId })
      .addSelect('h.changedAt > clock_timestamp() - make_interval(secs => :seconds)', 'h_recent')
      .setParameter('seconds', seconds)
      .orderBy('h.changedAt', 'DESC')
      .addOrderBy('h.id', 'DESC')
      .limit(1)
      .getRawAndEntities<{ h_recent: boolean }>();
    return entities[0] ? { row: entities[0], recent: raw[0]?.h_recent === true } : null;
  }

  /** Gives a history row its reason, on the caller's transaction. */
  setReason(manager: EntityManager, row: RequestStatusHistoryRow, reason: string): Promise<RequestStatusHistoryRow> {
    row.reason = reason;
    return this.history.in(manager).save(row.organizationId, row);
  }

  /** Writes a history row on the caller's transaction (a request's first one has no previous status). */
  write(manager: EntityManager, organizationId: string, row: Pick<RequestStatusHistoryRow, 'requestId' | 'changedById' | 'previousStatus' | 'newStatus' | 'reason'>) {
    return this.history.in(manager).insert(organizationId, row);
  }
}
