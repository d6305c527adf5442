import { Injectable } from '@nestjs/common';
import { JobContext, JobHandler, JobProcessor } from '../jobs/job-processor.decorator';
import { QueueName } from '../jobs/queue-name';
import { MailMessage } from './mail-message';
import { MailTransport } from './mail-transport';

/** Sends the queued mail through the transport (SMTP, or the outbox folder without SMTP_URL). */
@Injectable()
@JobProcessor(QueueName.Mail)
export class MailProcessor implements JobHandler<MailMessage> {
  constructor(private readonly transport: MailTransport) {}

  async process({ data }: JobContext<MailMessage>): Promise<void> {
    await this.transport.send(data);
  }
}
