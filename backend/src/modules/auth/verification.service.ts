import { BadRequestException, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, MoreThan, Not } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailJob, MailMessage } from '../mail/mail-message';
import { MailService } from '../mail/mail.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { UserAccount } from '../users/user.types';
import { newLinkToken, newVerificationCode, sameHash, sha256 } from './secrets';

export const VERIFICATION_MAIL = 'verification';
export interface VerificationMailJob extends MailJob {
  userId: string;
}

export const CODE_VALIDITY_MS = 24 * 3600 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export const VERIFY_MESSAGES = {
  verified: 'Email verified successfully!',
  alreadyVerified: 'Your email is already verified',
  invalidCode: 'Invalid verification code. Please try again.',
  expiredCode: 'Your verification code has expired. Please request a new one.',
  noCode: 'No verification code is pending. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  invalidLink: 'Invalid or expired verification link. Please request a new one.',
  resent: 'If an account with that email needs verification, a new code has been sent.',
};

/** Codes (6 digits) and link tokens: issued together, stored hashed, valid 24 hours, used once. */
@Injectable()
export class VerificationService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly accounts: UserAccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.register<VerificationMailJob>(VERIFICATION_MAIL, (job) => this.composeMail(job.userId));
  }

  /**
   * Answers the mail to queue after the caller's transaction commits. The job carries the user's
   * id only: the code and link token are made when the mail is built (composeMail), so their
   * cleartext never reaches Redis and exists only in the mail itself. (Holding them encrypted in
   * the job instead would still put a secret in Redis and add a key to manage.)
   */
  async issue(_manager: EntityManager, user: Pick<UserAccount, 'id' | 'organizationId'>): Promise<() => Promise<void>> {
    return () => this.mail.send<VerificationMailJob>(VERIFICATION_MAIL, { organizationId: user.organizationId, userId: user.id });
  }

  /**
   * Runs in the mail processor: a fresh code and link token for a user still unverified, stored
   * hashed (replacing any earlier pair), and the mail that carries them. A retried job makes a new
   * pair, so the newest mail is always the one that works.
   */
  async composeMail(userId: string): Promise<MailMessage | null> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.accounts.findAcrossOrganizations({ id: userId, emailVerified: false, passwordHash: Not(IsNull()) }, { manager, lock: true });
      if (!user) return null;
      const code = newVerificationCode();
      const token = newLinkToken();
      const expires = new Date(Date.now() + CODE_VALIDITY_MS);
      await this.accounts.updateAcrossOrganizations(manager, user.id, {
        verificationCodeHash: sha256(`${user.id}:${code}`),
        verificationCodeExpires: expires,
        verificationAttempts: 0,
        verificationTokenHash: sha256(token),
        verificationTokenExpires: expires,
      });
      const link = `${this.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
      const name = user.firstName || 'there';
      return {
        to: user.email,
        subject: 'Verify your Scorecard email address',
        text:
          `Hello ${name},\n\nYour verification code is: ${code}\n\nThe code expires in 24 hours.\n\n` +
          `You can also verify by opening this link:\n${link}\n\nIf you did not sign up for Scorecard, ignore this e-mail.\n`,
        html:
          `<p>Hello ${escapeHtml(name)},</p><p>Your verification code is: <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>` +
          `<p>The code expires in 24 hours.</p><p>You can also verify by opening this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      };
    });
  }

  async verifyCode(userId: string, code: string): Promise<UserAccount> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      // Row lock: two concurrent guesses cannot both spend the same attempt.
      const user = await this.accounts.findAcrossOrganizations({ id: userId }, { manager, lock: true });
      if (!user) throw new BadRequestException(VERIFY_MESSAGES.noCode);
      if (user.emailVerified) return { user, error: null };
      if (!user.verificationCodeHash || !user.verificationCodeExpires) return { user, error: VERIFY_MESSAGES.noCode };
      if (user.verificationCodeExpires.getTime() < Date.now()) return { user, error: VERIFY_MESSAGES.expiredCode };
      if (sameHash(sha256(`${user.id}:${code}`), user.verificationCodeHash)) {
        await this.accounts.updateAcrossOrganizations(manager, user.id, this.verifiedFields());
        return { user: { ...user, emailVerified: true }, error: null };
      }
      const attempts = user.verificationAttempts + 1;
      if (attempts >= MAX_CODE_ATTEMPTS) {
        // The fifth wrong guess voids the code: a new one must be requested.
        await this.accounts.updateAcrossOrganizations(manager, user.id, { verificationAttempts: attempts, verificationCodeHash: null, verificationCodeExpires: null });
        return { user, error: VERIFY_MESSAGES.tooManyAttempts };
      }
      await this.accounts.updateAcrossOrganizations(manager, user.id, { verificationAttempts: attempts });
      return { user, error: VERIFY_MESSAGES.invalidCode };
    });
    if (outcome.error) throw new BadRequestException(outcome.error);
    return outcome.user;
  }

  async verifyLink(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) throw new BadRequestException(VERIFY_MESSAGES.invalidLink);
    const affected = await this.accounts.updateAcrossOrganizations(
      undefined,
      { verificationTokenHash: sha256(token), verificationTokenExpires: MoreThan(new Date()) },
      this.verifiedFields(),
    );
    if (!affected) throw new BadRequestException(VERIFY_MESSAGES.invalidLink);
  }

  /** Sends a new code and link when the address belongs to an unverified account; silent otherwise. */
  async resend(email: string): Promise<void> {
    const send = await this.dataSource.transaction(async (manager) => {
      const user = await this.accounts.findAcrossOrganizations({ email, emailVerified: false, passwordHash: Not(IsNull()) }, { manager });
      return user ? this.issue(manager, user) : null;
    });
    if (send) await send();
  }

  private verifiedFields(): Partial<UserAccount> {
    return {
      emailVerified: true,
      verificationCodeHash: null,
      verificationCodeExpires: null,
      verificationAttempts: 0,
      verificationTokenHash: null,
      verificationTokenExpires: null,
    };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
