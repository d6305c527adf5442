import { BadRequestException, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ADMIN_MESSAGES as M } from '@scorecard/contracts';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { newLinkToken, sha256 } from '../auth/secrets';
import { MailJob, MailMessage } from '../mail/mail-message';
import { MailService } from '../mail/mail.service';
import { hashPassword } from '../users/password';
import { UserAccountsService } from '../users/user-accounts.service';

export const INVITATION_VALIDITY_MS = 7 * 24 * 3600 * 1000;
export const INVITATION_MAIL = 'invitation';
export interface InvitationMailJob extends MailJob {
  userId: string;
}

/**
 * A user created by a super admin gets a mail with a link to set their own password. The token is
 * made when the mail is built and stored only as a hash; using it verifies the address (the mail
 * reached them) and spends the token.
 */
@Injectable()
export class InvitationService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly accounts: UserAccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.register<InvitationMailJob>(INVITATION_MAIL, (job) => this.composeMail(job.userId));
  }

  /**
   * Queues the invitation after the creating transaction has committed. The job carries ids only:
   * the token is made when the mail is built, so its cleartext never reaches Redis.
   */
  async send(user: { id: string; organizationId: string | null }): Promise<void> {
    await this.mail.send<InvitationMailJob>(INVITATION_MAIL, { organizationId: user.organizationId, userId: user.id });
  }

  /**
   * Runs in the mail processor: a fresh token for a user who has not set a password yet (replacing
   * any earlier one, so a retried job's newest mail is the one that works), and its mail.
   */
  async composeMail(userId: string): Promise<MailMessage | null> {
    const user = await this.accounts.findAcrossOrganizations({ id: userId, passwordHash: IsNull() });
    if (!user) return null;
    const token = newLinkToken();
    await this.accounts.updateAcrossOrganizations(undefined, user.id, {
      invitationTokenHash: sha256(token),
      invitationTokenExpires: new Date(Date.now() + INVITATION_VALIDITY_MS),
    });
    const link = `${this.config.appUrl}/set-password?token=${encodeURIComponent(token)}`;
    const name = user.firstName || 'there';
    return {
      to: user.email,
      subject: 'You have been invited to Scorecard',
      text:
        `Hello ${name},\n\nAn administrator created a Scorecard account for you (${user.email}).\n\n` +
        `Set your password by opening this link (valid for 7 days):\n${link}\n\nIf you did not expect this, ignore this e-mail.\n`,
      html:
        `<p>Hello ${escapeHtml(name)},</p><p>An administrator created a Scorecard account for you (${escapeHtml(user.email)}).</p>` +
        `<p><a href="${escapeHtml(link)}">Set your password</a> (the link is valid for 7 days).</p>`,
    };
  }

  /** Sets the password once; a used, expired or unknown token is refused alike. */
  async accept(token: string, password: string): Promise<{ message: string; email: string }> {
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.accounts.findAcrossOrganizations(
        { invitationTokenHash: sha256(token), invitationTokenExpires: MoreThan(new Date()) },
        { manager, lock: true },
      );
      if (!user) throw new BadRequestException(M.invitationInvalid);
      await this.accounts.updateAcrossOrganizations(manager, user.id, { passwordHash, emailVerified: true, invitationTokenHash: null, invitationTokenExpires: null });
      return { message: M.passwordSet, email: user.email };
    });
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
