import { EnqueueOptions } from '../jobs/job-queue.service';

/** Job names and payloads of the webhook queue: ids only, never content. */
export const WEBHOOK_DELIVERY_JOB = 'deliver';
export const WEBHOOK_SWEEP_JOB = 'sweep';

export interface WebhookDeliveryJob {
  organizationId: string;
  deliveryId: string;
}

/** Attempts of one delivery before it is marked failed (a resend starts again). */
export const MAX_WEBHOOK_ATTEMPTS = 6;
/** An attempt holds its delivery this long: the 10 s timeout and some. */
export const WEBHOOK_CLAIM_MS = 60_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Deterministic ids: the after-commit enqueue and the sweep of one attempt coalesce. */
export function webhookJobOptions(deliveryId: string, attempts: number, retryMs: number, tag = ''): EnqueueOptions {
  return { jobId: `webhook-${deliveryId}-${attempts}${tag}`, attempts: Math.max(1, MAX_WEBHOOK_ATTEMPTS - attempts), backoffMs: retryMs };
}
