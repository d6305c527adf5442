import { Injectable } from '@nestjs/common';
import { JobQueueService } from '../jobs/job-queue.service';
import { QueueName } from '../jobs/queue-name';
import { MailMessage } from './mail-message';

/** Mail always leaves through the queue, so a slow or failing SMTP server never blocks a request. */
@Injectable()
export class MailService {
  constructor(private readonly jobs: JobQueueService) {}

  async send(message: MailMessage): Promise<void> {
    await this.jobs.add(QueueName.Mail, 'send', message, { attempts: 5, backoffMs: 2000 });
  }
}
