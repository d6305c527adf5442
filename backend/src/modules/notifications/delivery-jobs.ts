import { EnqueueOptions } from '../jobs/job-queue.service';

/** Job names and payloads of the notification queues: ids only, never content. */
export const DELIVERY_JOB = 'deliver';
export const DIGEST_JOB = 'digest';

export interface DeliveryJob {
  organizationId: string;
  deliveryId: string;
}

export interface DigestJob {
  organizationId: string;
  userId: string;
  digest: 'daily' | 'weekly';
}

/** Attempts of one e-mail, counted on its row; the last failure marks it `failed`. */
export const MAX_EMAIL_ATTEMPTS = 5;
/** How long a claim holds: a worker that died mid-send lets another try after this. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/** Deterministic ids: the after-commit enqueue and the sweep coalesce into one job. */
export function deliveryJobOptions(deliveryId: string, attemptCount: number, retryMs: number): EnqueueOptions {
  return { jobId: `delivery-${deliveryId}-${attemptCount}`, attempts: MAX_EMAIL_ATTEMPTS - attemptCount, backoffMs: retryMs };
}

export function digestJobOptions(job: DigestJob, firing: string, retryMs: number): EnqueueOptions {
  return { jobId: `digest-${job.organizationId}-${job.userId}-${job.digest}-${firing}`, attempts: MAX_EMAIL_ATTEMPTS, backoffMs: retryMs };
}
