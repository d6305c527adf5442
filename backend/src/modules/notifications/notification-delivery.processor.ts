import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { QueueName } from '../jobs/queue-name';
import { MailMessage } from '../mail/mail-message';
import { MailTransport } from '../mail/mail-transport';
import { UsersService } from '../users/users.service';
import { NotificationClock } from './clock';
import { CLAIM_LEASE_MS, DELIVERY_JOB, DeliveryJob, DIGEST_JOB, DigestJob, MAX_EMAIL_ATTEMPTS } from './delivery-jobs';
import { digestMail, notificationMail } from './notification-mail';
import { ClaimedDelivery, claimDelivery, claimDigest, markAttemptFailed, markSent } from './notification.queries';

/**
 * Sends notification e-mails, one or a user's digest. Each run first claims its rows (a second run
 * of the same job finds nothing to claim, so a mail goes at most once), counts the attempt on the
 * row, and marks the rows `sent`, or `failed` with the error after the last attempt; before that a
 * failure is thrown so the queue retries with exponential back-off.
 */
@Injectable()
@JobProcessor(QueueName.NotificationDelivery)
export class NotificationDeliveryProcessor implements JobHandler<DeliveryJob | DigestJob> {
  private readonly logger = new Logger('NotificationDelivery');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly transport: MailTransport,
    private readonly clock: NotificationClock,
  ) {}

  async process({ name, data }: JobContext<DeliveryJob | DigestJob>): Promise<void> {
    if (name === DELIVERY_JOB) return this.deliver(data as DeliveryJob);
    if (name === DIGEST_JOB) return this.digest(data as DigestJob);
    this.logger.error(`Unknown notification job ${name}`);
  }

  private async deliver({ organizationId, deliveryId }: DeliveryJob): Promise<void> {
    const claimed = await claimDelivery(organizationId, this.dataSource.manager, deliveryId, this.clock.now(), CLAIM_LEASE_MS);
    if (!claimed) return; // sent already, not due yet (the sweep brings it back), or another run holds it
    await this.send(organizationId, [claimed], (to) => notificationMail(to, claimed, this.config.appUrl));
  }

  private async digest({ organizationId, userId, digest }: DigestJob): Promise<void> {
    const items = await claimDigest(organizationId, this.dataSource.manager, userId, digest, this.clock.now(), CLAIM_LEASE_MS);
    if (items.length === 0) return;
    await this.send(organizationId, items, (to) => digestMail(to, digest, items, this.config.appUrl));
  }

  private async send(organizationId: string, claimed: ClaimedDelivery[], build: (to: string) => MailMessage): Promise<void> {
    const ids = claimed.map((c) => c.id);
    const manager = this.dataSource.manager;
    const user = await this.users.nameOf(organizationId, claimed[0].userId);
    if (!user) {
      await markAttemptFailed(organizationId, manager, ids, 'The recipient is no longer a member of the organization', 0, this.clock.now());
      return;
    }
    try {
      await this.transport.send(build(user.email));
    } catch (err) {
      const message = (err as Error).message;
      await markAttemptFailed(organizationId, manager, ids, message, MAX_EMAIL_ATTEMPTS, this.clock.now());
      const attempts = Math.min(...claimed.map((c) => c.attemptCount));
      if (attempts >= MAX_EMAIL_ATTEMPTS) {
        this.logger.warn(`Notification e-mail to ${user.email} failed after ${attempts} attempts: ${message}`);
        return;
      }
      throw err;
    }
    await markSent(organizationId, manager, ids, this.clock.now());
  }
}
