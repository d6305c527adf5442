import type { Webhook, WebhookDelivery } from '@scorecard/contracts';
import { Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CONNECT_MESSAGES as M, WEBHOOK_EVENTS } from '@scorecard/contracts';
import { DataSource, IsNull } from 'typeorm';
import { AfterCommit } from '../../common/after-commit';
import { RECORD_CHANGED, RecordChanged } from '../../common/change-events';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { SecretBox } from '../../common/secret-box';
import { CreateWebhookDto } from './dto/webhook.dto';
import { WebhookDeliveryRow, WebhookRow } from './webhook.entity';
import { WEBHOOK_DELIVERY_JOB, WebhookDeliveryJob, webhookJobOptions } from './webhook-jobs';
import { assertPublicUrl } from './webhook-url';
import { insertDeliveries, subscribedWebhooks } from './webhook.queries';

const DELIVERY_LOG_CAP = 100;
const WEBHOOK_EVENT_SET = new Set<string>(WEBHOOK_EVENTS);

function toWebhook(row: WebhookRow): Webhook {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhookId: row.webhookId,
    event: row.event,
    entityId: row.entityId,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.statusCode,
    error: row.error,
    occurredAt: row.occurredAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The sealing of webhook secrets: its own key, derived from the SSO key material under another label. */
export function webhookSecretBox(config: AppConfig): SecretBox {
  return new SecretBox(`webhooks:${config.ssoEncryptionKey}`);
}

/**
 * Webhooks (DESIGN decision 26): an admin's endpoints, and the outbox. Each committed change
 * (RECORD_CHANGED, awaited on the change's transaction) writes one delivery row per subscribed
 * endpoint of the change's own organization; its job is enqueued after the commit, and the sweep
 * (webhook-delivery.processor.ts) re-enqueues what a lost job left pending.
 */
@Injectable()
export class WebhooksService implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');
  private readonly webhooks: TenantRepository<WebhookRow>;
  private readonly deliveries: TenantRepository<WebhookDeliveryRow>;
  private readonly box: SecretBox;
  private afterCommit!: AfterCommit<WebhookDeliveryJob>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly jobs: JobQueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.webhooks = new TenantRepository(dataSource.manager, WebhookRow, M.webhookNotFound);
    this.deliveries = new TenantRepository(dataSource.manager, WebhookDeliveryRow, M.deliveryNotFound);
    this.box = webhookSecretBox(config);
  }

  onModuleInit(): void {
    this.afterCommit = new AfterCommit(this.dataSource, (jobs) => void this.enqueue(jobs, 0));
  }

  async list(actor: Actor): Promise<Webhook[]> {
    return (await this.webhooks.find(actor.organizationId, { deletedAt: IsNull() }, { order: { createdAt: 'DESC' } })).map(toWebhook);
  }

  async create(actor: Actor, dto: CreateWebhookDto): Promise<Webhook> {
    const url = await assertPublicUrl(dto.url, this.config.webhooksAllowPrivate);
    const row = await this.dataSource.transaction((m) =>
      this.activities.saveAndRecord(
        m,
        actor,
        () =>
          this.webhooks.in(m).insert(actor.organizationId, {
            url: url.toString(),
            events: dto.events,
            secretEncrypted: this.box.seal(dto.secret, actor.organizationId),
            createdById: actor.userId,
          }),
        { action: 'webhook_created', entityType: 'webhook', category: 'Organization', entityName: (r) => r.url, details: (r) => ({ events: r.events }) },
      ),
    );
    return toWebhook(row);
  }

  /** Deleted: no further deliveries (pending ones end as failed); its log goes with it. */
  async remove(actor: Actor, id: string): Promise<Webhook> {
    return this.dataSource.transaction(async (m) => {
      const row = await this.live(actor, id, m);
      row.deletedAt = new Date();
      await this.webhooks.in(m).update(actor.organizationId, row, ['deletedAt']);
      await this.activities.record(m, actor, { action: 'webhook_deleted', entityType: 'webhook', entityId: row.id, entityName: row.url, category: 'Organization' });
      return toWebhook(row);
    });
  }

  /** The endpoint's delivery log, newest first (at most 100). */
  async deliveryLog(actor: Actor, id: string): Promise<WebhookDelivery[]> {
    const webhook = await this.live(actor, id);
    const rows = await this.deliveries
      .query(actor.organizationId, 'd')
      .andWhere('d.webhookId = :id', { id: webhook.id })
      .orderBy('d.occurredAt', 'DESC')
      .take(DELIVERY_LOG_CAP)
      .getMany();
    return rows.map(toDelivery);
  }

  /** Sends the delivery's payload again, now (its attempts start over). */
  async resend(actor: Actor, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const webhook = await this.live(actor, id);
    const row = await this.dataSource.transaction(async (m) => {
      const delivery = await this.deliveries.in(m).get(actor.organizationId, deliveryId);
      if (delivery.webhookId !== webhook.id) throw new NotFoundException(M.deliveryNotFound);
      Object.assign(delivery, { status: 'pending', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null });
      await this.deliveries.in(m).update(actor.organizationId, delivery, ['status', 'attempts', 'nextAttemptAt', 'claimedUntil']);
      await this.activities.record(m, actor, { action: 'webhook_resent', entityType: 'webhook', entityId: webhook.id, entityName: webhook.url, category: 'Organization', details: { deliveryId } });
      return delivery;
    });
    await this.enqueue([{ organizationId: actor.organizationId, deliveryId: row.id }], 0, `-resend-${Date.now()}`);
    return toDelivery(row);
  }

  /** The outbox: one row per subscribed endpoint of the change's organization, on the change's transaction. */
  @OnEvent(RECORD_CHANGED, { suppressErrors: false })
  async onChange({ manager, organizationId, event, changes }: RecordChanged): Promise<void> {
    if (!WEBHOOK_EVENT_SET.has(event) || changes.length === 0) return;
    const endpoints = await subscribedWebhooks(organizationId, manager, event);
    if (endpoints.length === 0) return;
    const occurredAt = new Date();
    const rows = endpoints.flatMap((w) =>
      changes.map((c) => ({
        webhookId: w.id,
        event,
        entityId: c.id,
        occurredAt,
        payload: { event, id: c.id, organizationId, occurredAt: occurredAt.toISOString(), data: c.data },
      })),
    );
    const inserted = await insertDeliveries(organizationId, manager, rows);
    this.afterCommit.add(manager, inserted.map((d) => ({ organizationId, deliveryId: d.id })));
  }

  async enqueue(jobs: WebhookDeliveryJob[], attempts: number, tag = ''): Promise<void> {
    for (const job of jobs) {
      await this.jobs
        .add(QueueName.WebhookDelivery, WEBHOOK_DELIVERY_JOB, job, webhookJobOptions(job.deliveryId, attempts, this.config.webhookRetryMs, tag))
        .catch((err: Error) => this.logger.warn(`Webhook delivery ${job.deliveryId} not enqueued (${err.message}); the sweep will send it`));
    }
  }

  private async live(actor: Actor, id: string, manager = this.dataSource.manager): Promise<WebhookRow> {
    const row = await this.webhooks.in(manager).get(actor.organizationId, id);
    if (row.deletedAt) throw new NotFoundException(M.webhookNotFound);
    return row;
  }
}
