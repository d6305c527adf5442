export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** files read when the job runs (never carried in Redis), e.g. a briefing book's PDF */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * What a mail job carries: ids only, never a secret or a body (Redis is not a place for either).
 * `organizationId` is the tenant, null for mail to someone outside any organization.
 */
export interface MailJob {
  organizationId: string | null;
  [id: string]: string | null;
}

/**
 * Builds one kind of mail from a job's ids when the job runs, reading (or creating) what it needs.
 * Answers null when there is nothing to send any more (the address was verified meanwhile).
 */
export type MailComposer<T extends MailJob = MailJob> = (job: T) => Promise<MailMessage | null>;
