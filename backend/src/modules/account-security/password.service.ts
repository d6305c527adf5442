import { BadRequestException, GoneException, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SECURITY_MESSAGES as M } from '@scorecard/contracts';
import type { Request } from 'express';
import { DataSource, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { newLinkToken, sha256 } from '../auth/secrets';
import { SessionService } from '../auth/session.service';
import { MailService } from '../mail/mail.service';
import { hashPassword, verifyPassword } from '../users/password';
import { UserAccountsService } from '../users/user-accounts.service';
import { PasswordReset } from './account-security.entity';
import { composePasswordResetMail, PASSWORD_RESET_MAIL, PasswordResetMailJob } from './password-reset-mail';
import { recordSecurityActivity } from './security-activity';
import { SecurityClock } from './security-clock';

export const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;

/**
 * Forgotten and changed passwords (DESIGN decision 28). A reset link's token is made when its mail
 * is built (the job carries the user's id only) and stored as its SHA-256; one row per user, so a
 * new request voids the old link at once.
 */
@Injectable()
export class PasswordService implements OnModuleInit {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(PasswordReset) private readonly resets: Repository<PasswordReset>,
    private readonly accounts: UserAccountsService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly activities: ActivitiesService,
    private readonly clock: SecurityClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.mail.register<PasswordResetMailJob>(PASSWORD_RESET_MAIL, (job) => this.composeMail(job.userId));
  }

  /**
   * `POST /api/auth/forgot-password`: the caller is answered before any of this runs, so the answer
   * and its timing are the same whether or not the account exists (no enumeration).
   */
  requestResetLater(email: string): void {
    setImmediate(() => {
      this.requestReset(email).catch((err: unknown) => this.logger.error(`Password reset request failed: ${(err as Error).message}`));
    });
  }

  /** Voids any earlier link and queues the mail, for an existing, active account. */
  async requestReset(email: string): Promise<void> {
    const user = await this.accounts.findAcrossOrganizations({ email });
    if (!user || user.deactivatedAt) return;
    await this.resets.upsert({ userId: user.id, tokenHash: null, expiresAt: null, requestedAt: this.clock.now() }, ['userId']);
    await this.mail.send<PasswordResetMailJob>(PASSWORD_RESET_MAIL, { organizationId: user.organizationId, userId: user.id });
  }

  /** Runs in the mail processor: a fresh one-hour token for a request still open, and its mail. */
  async composeMail(userId: string) {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(PasswordReset).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
      const now = this.clock.now();
      if (!row || row.requestedAt.getTime() + RESET_LINK_VALIDITY_MS <= now.getTime()) return null;
      const user = await this.accounts.findAcrossOrganizations({ id: userId }, { manager });
      if (!user || user.deactivatedAt) return null;
      const token = newLinkToken();
      await manager.getRepository(PasswordReset).update({ userId }, { tokenHash: sha256(token), expiresAt: new Date(now.getTime() + RESET_LINK_VALIDITY_MS) });
      const link = `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return composePasswordResetMail({ to: user.email, firstName: user.firstName, link });
    });
  }

  /** Sets the password from a mailed link: once, within the hour; every session of the user ends. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(PasswordReset).findOne({ where: { tokenHash: sha256(token) }, lock: { mode: 'pessimistic_write' } });
      if (!row || !row.expiresAt || row.expiresAt.getTime() <= this.clock.now().getTime()) throw new GoneException(M.linkGone);
      const user = await this.accounts.findAcrossOrganizations({ id: row.userId }, { manager });
      if (!user || user.deactivatedAt) throw new GoneException(M.linkGone);
      await manager.getRepository(PasswordReset).update({ userId: row.userId }, { tokenHash: null, expiresAt: null });
      await this.accounts.updateAcrossOrganizations(manager, user.id, { passwordHash });
      await this.sessions.endAllFor(manager, user.id);
      await recordSecurityActivity(this.activities, manager, user, 'password_reset');
    });
  }

  /** A signed-in user's new password: the current one must be right; their other sessions end. */
  async change(req: Request, userId: string, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.accounts.findAcrossOrganizations({ id: userId });
    if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) throw new BadRequestException(M.currentPasswordIncorrect);
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await this.accounts.updateAcrossOrganizations(manager, user.id, { passwordHash });
      await this.sessions.endOthers(manager, req, user.id);
      // An open reset link would undo the change: it is voided too.
      await manager.getRepository(PasswordReset).update({ userId: user.id }, { tokenHash: null, expiresAt: null });
      await recordSecurityActivity(this.activities, manager, user, 'password_changed');
    });
  }
}
