/**
 * Events the notifications context publishes (Nest's event emitter). Its schedules fire them; the
 * contexts that own the data listen (they import this context, so it cannot call them).
 */

/**
 * The hourly escalation firing: the requests context escalates its stale requests. Published with
 * an awaited `emitAsync`, so a listener's failure fails the job (and BullMQ retries it).
 */
export const ESCALATION_DUE = 'notifications.escalation-due';

export interface EscalationDue {
  now: Date;
  /** Days without a status change after which an open High-priority request escalates. */
  days: number;
}
