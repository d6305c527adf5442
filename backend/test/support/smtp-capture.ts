import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** The decoded body (quoted-printable undone), text and html parts together. */
  body: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** A real SMTP server on a free local port that keeps every mail it is sent. */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server!: SMTPServer;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = chunks.join('');
          const [head, ...rest] = raw.split(/\r?\n\r?\n/);
          const subject = /^Subject: (.*(?:\r?\n\s+.*)*)/im.exec(head)?.[1].replace(/\r?\n\s+/g, ' ') ?? '';
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: decodeHeader(subject),
            body: decodeQuotedPrintable(rest.join('\n\n')),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the first mail to `to` matching the predicate, failing after `timeoutMs`. */
  async waitFor(to: string, match: (mail: CapturedMail) => boolean = () => true, timeoutMs = 10000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms (have: ${this.mails.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
