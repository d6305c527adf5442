import { Injectable } from '@nestjs/common';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { QueueName } from '../jobs/queue-name';
import { MailJob } from './mail-message';
import { MailTransport } from './mail-transport';
import { MailService } from './mail.service';

/**
 * Builds the job's mail from its ids (the job's name is the kind of mail) and sends it through the
 * transport: SMTP_URL, or without it the log and the outbox folder.
 */
@Injectable()
@JobProcessor(QueueName.Mail)
export class MailProcessor implements JobHandler<MailJob> {
  constructor(
    private readonly mail: MailService,
    private readonly transport: MailTransport,
  ) {}

  async process({ name, data: job }: JobContext<MailJob>): Promise<void> {
    const data = await this.mail.compose(name, job);
    if (data) await this.transport.send(data);
  }
}
