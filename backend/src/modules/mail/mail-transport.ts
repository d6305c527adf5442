import { Inject, Injectable, Logger } from '@nestjs/common';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import * as nodemailer from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailMessage } from './mail-message';

/** Sends one built mail over SMTP_URL; without it, logs the mail and writes it to the outbox folder. */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private transport: nodemailer.Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(mail: MailMessage): Promise<void> {
    if (this.config.smtpUrl) {
      this.transport ??= nodemailer.createTransport(this.config.smtpUrl);
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      return;
    }
    await this.writeToOutbox(mail);
  }

  private async writeToOutbox(mail: MailMessage): Promise<void> {
    const outbox = path.join(this.config.dataDir, 'outbox');
    await fs.mkdir(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const attached = (mail.attachments ?? []).map((a) => `Attachment: ${a.filename} (${a.content.length} bytes, not saved)\n`).join('');
    const body = `From: ${this.config.mailFrom}\nTo: ${mail.to}\nSubject: ${mail.subject}\n${attached}\n${mail.text}\n`;
    const file = path.join(outbox, `${stamp}-${safeTo}.txt`);
    await fs.writeFile(file, body);
    this.logger.log(`Mail to ${mail.to} (no SMTP_URL, saved to ${file}):\n${body}`);
  }
}
