import { EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { isUuid, TenantRepository } from '../../common/tenancy/tenant-repository';
import { RequestStatusHistoryRow } from './request-status-history.entity';
import { RequestRow } from './request.entity';
import { REQUEST_MESSAGES as M } from './request.messages';

/** How long after a status change its history POST still counts as the same change. */
export const PAIR_WINDOW_SECONDS = 60;

export interface StatusTransition {
  requestId: string;
  previousStatus: string | null;
  newStatus: string;
  reason: string | null;
}

/**
 * DESIGN decision 18. The specification's client sends PUT /api/requests/:id {status} and then
 * POST /api/request-status-history for the same transition. When the request's latest history row
 * is that transition, by the same user, within the last 60 seconds, the POST completes that row with
 * its reason (answered as the created row) instead of a second change or a stale-status 409.
 * Answers null when the POST is not the second half of such a pair: it is then a change of its own.
 *
 * Kept in its own function so it can move into the requests status workflow as it is.
 */
export async function completePairedStatusChange(manager: EntityManager, actor: Actor, change: StatusTransition): Promise<RequestStatusHistoryRow | null> {
  if (change.previousStatus === null || change.previousStatus === change.newStatus || !isUuid(change.requestId)) return null;
  // The request's row lock serializes this with any concurrent change of the same request.
  const request = await new TenantRepository(manager, RequestRow, M.notFound)
    .query(actor.organizationId, 'r')
    .andWhere('r.id = :id', { id: change.requestId })
    .setLock('pessimistic_write')
    .getOne();
  if (!request || request.status !== change.newStatus) return null;
  const history = new TenantRepository(manager, RequestStatusHistoryRow, M.notFound);
  const latest = await history
    .query(actor.organizationId, 'h')
    .andWhere('h.requestId = :requestId', { requestId: request.id })
    .addSelect(`h.changedAt > clock_timestamp() - make_interval(secs => ${PAIR_WINDOW_SECONDS})`, 'h_recent')
    .orderBy('h.changedAt', 'DESC')
    .addOrderBy('h.id', 'DESC')
    .limit(1)
    .getRawAndEntities();
  const row = latest.entities[0];
  const recent = latest.raw[0]?.h_recent === true;
  const sameChange = row && row.previousStatus === change.previousStatus && row.newStatus === change.newStatus && row.changedById === actor.userId;
  if (!sameChange || !recent) return null;
  if (change.reason !== null && change.reason !== row.reason) {
    row.reason = change.reason;
    return history.save(actor.organizationId, row);
  }
  return row;
}
