import { Global, Module } from '@nestjs/common';
import { MailProcessor } from './mail.processor';
import { MailService } from './mail.service';
import { MailTransport } from './mail-transport';

@Global()
@Module({
  providers: [MailService, MailProcessor, MailTransport],
  exports: [MailService, MailTransport],
})
export class MailModule {}
