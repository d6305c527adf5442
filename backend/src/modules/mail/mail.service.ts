import { Injectable } from '@nestjs/common';
import { EnqueueOptions, JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { MailComposer, MailJob, MailMessage } from './mail-message';

/**
 * Mail always leaves through the queue, so a slow or failing SMTP server never blocks a request.
 * A job names a kind of mail and the ids it is about; the kind's composer, registered at start-up
 * by the module that owns the mail, builds the message when the job runs (issue 11: no secrets
 * or bodies in Redis).
 */
@Injectable()
export class MailService {
  private readonly composers = new Map<string, MailComposer>();

  constructor(private readonly jobs: JobQueueService) {}

  register<T extends MailJob>(kind: string, composer: MailComposer<T>): void {
    this.composers.set(kind, composer as MailComposer);
  }

  async send<T extends MailJob>(kind: string, job: T, options: EnqueueOptions = {}): Promise<void> {
    if (!this.composers.has(kind)) throw new Error(`No mail composer registered for "${kind}"`);
    await this.jobs.add(QueueName.Mail, kind, job, { attempts: 5, backoffMs: 2000, ...options });
  }

  /** The message a job stands for, built now; null when there is nothing to send. */
  async compose(kind: string, job: MailJob): Promise<MailMessage | null> {
    const composer = this.composers.get(kind);
    if (!composer) throw new Error(`No mail composer registered for "${kind}"`);
    return composer(job);
  }
}
