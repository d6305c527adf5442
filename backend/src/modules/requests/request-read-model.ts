import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { applyListParams, keptTotal, ListResult, ListSpec, parseListParams, readPage } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import type { RequestRecord } from '@scorecard/contracts';
import { EmployeeService } from '../employees/employee.service';
import { toRequestResponse } from './dto/request.dto';
import { keptRequestsNotIn, keptRequestTotal, RawRequest, requests, withAnswerColumns } from './request.queries';
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

/** Requests as the API answers them: with requester and owner names and the live comment count. */
@Injectable()
export class RequestReadModel {
  constructor(
    private readonly dataSource: DataSource,
    private readonly employees: EmployeeService,
  ) {}

  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<RequestRecord>> {
    const params = parseListParams(query, ['q', ...Object.keys(LIST_SPEC.filterable ?? {})]);
    const filtered = applyListParams(requests(actor.organizationId, this.dataSource.manager), params, LIST_SPEC);
    const rows = withAnswerColumns(filtered.clone());
    if (params.range) rows.offset(params.range.start).limit(params.range.end - params.range.start + 1);
    // Read raw in one query (comment counts joined): thousands of rows stay in tens of ms. The
    // requester and owner names come from the employees context in one more query. The total of a
    // status or of none is the organization's kept count, read by the page's statement (one row,
    // however many requests); any other filter counts.
    const kept = params.range ? keptTotal(params, keptRequestTotal(actor.organizationId)) : null;
    const page = await readPage<RawRequest>(rows, { kept, count: params.range && !kept ? filtered.getCount() : null });
    const names = await this.employees.namesOf(actor.organizationId, page.rows.flatMap((r) => [r.requesterId, r.ownerId]));
    return new ListResult('requests', page.rows.map((r) => fromRaw(r, names)), page.total, params.range);
  }

  /** The request as answered, read again on `manager` (inside a transaction: its own writes). */
  async answer(manager: EntityManager, request: Pick<RequestRow, 'id' | 'organizationId'>): Promise<RequestRecord> {
    const qb = requests(request.organizationId, manager).andWhere('r.id = :id', { id: request.id });
    const raw = await withAnswerColumns(qb).getRawOne<RawRequest>();
    if (!raw) throw new NotFoundException(M.notFound);
    return fromRaw(raw, await this.employees.namesOf(request.organizationId, [raw.requesterId, raw.ownerId], manager));
  }

  /** Requests whose status is not one of `excluded` (the dashboard's pending count). */
  countStatusNotIn(organizationId: string, excluded: readonly string[]): Promise<number> {
    // From the kept counts per status: a few rows a status, however many requests (issue 36).
    return keptRequestsNotIn(organizationId, this.dataSource.manager, excluded);
  }
}

function fromRaw(raw: RawRequest, names: Map<string, string>): RequestRecord {
  const { commentCount, createdAt, updatedAt, ...row } = raw;
  // toRequestResponse names each field it answers: the page's kept total, selected beside, stays out.
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return toRequestResponse(row as unknown as RequestRow, { requesterName: nameOf(row.requesterId), ownerName: nameOf(row.ownerId), commentCount, createdAt, updatedAt });
}
