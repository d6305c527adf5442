import type { EntityManager } from 'typeorm';

/**
 * The one event a changed record publishes for the outside world (DESIGN decision 26): webhooks
 * write their outbox rows from it, live updates publish it to open screens after the commit.
 * Publishers await `emitAsync` on their transaction (the payload carries its `manager`), so the
 * outbox rows exist if and only if the change committed.
 */
export const RECORD_CHANGED = 'connect.record-changed';

/** Webhook events, and live-only ones (notifications) that no webhook subscribes to. */
export type ChangeEvent = 'result.recorded' | 'period.locked' | 'request.created' | 'request.status_changed' | 'notification.created';
export type ChangeEntity = 'result' | 'period' | 'request' | 'notification';

export interface RecordChanged {
  manager: EntityManager;
  organizationId: string;
  event: ChangeEvent;
  entity: ChangeEntity;
  /** One entry per changed record: its id (the KPI assignment for a result) and what a webhook receives as `data`. */
  changes: { id: string; data: Record<string, unknown> }[];
}
