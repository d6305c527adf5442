import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { WEBHOOK_SIGNATURE_HEADER } from '@scorecard/contracts';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueueService } from '../jobs/job-queue.service';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { QueueName } from '../jobs/queue-name';
import { SecretBox } from '../../common/secret-box';
import { MAX_WEBHOOK_ATTEMPTS, WEBHOOK_CLAIM_MS, WEBHOOK_DELIVERY_JOB, WEBHOOK_SWEEP_JOB, WEBHOOK_TIMEOUT_MS, WebhookDeliveryJob } from './webhook-jobs';
import { assertPublicUrl } from './webhook-url';
import { outboundFetch } from '../../common/public-network';
import { claimDelivery, finishAttempt, lostDeliveries } from './webhook.queries';
import { webhookSecretBox, WebhooksService } from './webhooks.service';

const MINUTE = 60_000;

/** `sha256=<lowercase hex HMAC-SHA256 of the raw body with the secret>` (DESIGN decision 26). */
export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Delivers webhook events: each run claims its row (a second run of the same job finds nothing to
 * claim), checks the URL again (no private address unless allowed), POSTs the stored payload with
 * its signature and a 10 s timeout, and logs the answer's status code. A failure stays pending and
 * is thrown, so the queue retries with exponential back-off (the first retry after
 * WEBHOOK_RETRY_MS, 10 s by default); after the last attempt the delivery is `failed`. At least
 * once: the sweep re-enqueues pending deliveries whose job was lost.
 */
@Injectable()
@JobProcessor(QueueName.WebhookDelivery, { concurrency: 4 })
export class WebhookDeliveryProcessor implements JobHandler<WebhookDeliveryJob | Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('WebhookDelivery');
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
    private readonly webhooks: WebhooksService,
  ) {
    this.box = webhookSecretBox(config);
  }

  onApplicationBootstrap(): void {
    void this.jobs.schedule(QueueName.WebhookDelivery, 'webhooks-sweep', { every: MINUTE }, (at) => new Date(at.getTime() + MINUTE), WEBHOOK_SWEEP_JOB, {});
  }

  async process({ name, data }: JobContext<WebhookDeliveryJob | Record<string, never>>): Promise<void> {
    if (name === WEBHOOK_DELIVERY_JOB) return this.deliver(data as WebhookDeliveryJob);
    if (name === WEBHOOK_SWEEP_JOB) {
      await this.sweep();
      return;
    }
    this.logger.error(`Unknown webhook job ${name}`);
  }

  /** Re-enqueues pending deliveries left without a job for two minutes. */
  async sweep(): Promise<number> {
    const lost = await lostDeliveries(this.dataSource.manager, 2 * MINUTE, 500);
    for (const d of lost) await this.webhooks.enqueue([{ organizationId: d.organizationId, deliveryId: d.id }], d.attempts, '-sweep');
    return lost.length;
  }

  private async deliver({ organizationId, deliveryId }: WebhookDeliveryJob): Promise<void> {
    const manager = this.dataSource.manager;
    const claimed = await claimDelivery(organizationId, manager, deliveryId, WEBHOOK_CLAIM_MS);
    if (!claimed) return;
    if (!claimed.url || !claimed.secretEncrypted) {
      await finishAttempt(organizationId, manager, deliveryId, { status: 'failed', statusCode: null, error: 'The webhook was deleted', retryInMs: 0 });
      return;
    }
    const body = JSON.stringify(claimed.payload);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      await assertPublicUrl(claimed.url, this.config.webhooksAllowPrivate);
      const secret = this.box.open(claimed.secretEncrypted, organizationId);
      const res = await outboundFetch(this.config.webhooksAllowPrivate)(claimed.url, {
        method: 'POST',
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Scorecard-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signature(secret, body),
          'X-Scorecard-Event': claimed.event,
          'X-Scorecard-Delivery': deliveryId,
        },
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) {
        await finishAttempt(organizationId, manager, deliveryId, { status: 'delivered', statusCode, error: null, retryInMs: 0 });
        return;
      }
      error = `The endpoint answered ${res.status}`;
    } catch (err) {
      error = (err as Error).name === 'TimeoutError' ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : (err as Error).message;
    }
    const last = claimed.attempts >= MAX_WEBHOOK_ATTEMPTS;
    const retryInMs = this.config.webhookRetryMs * 2 ** (claimed.attempts - 1);
    await finishAttempt(organizationId, manager, deliveryId, { status: last ? 'failed' : 'pending', statusCode, error, retryInMs });
    if (last) {
      this.logger.warn(`Webhook delivery ${deliveryId} failed after ${claimed.attempts} attempts: ${error}`);
      return;
    }
    throw new Error(error ?? 'Delivery failed');
  }
}
