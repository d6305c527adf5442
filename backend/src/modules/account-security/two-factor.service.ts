import { BadRequestException, ConflictException, Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SECURITY_MESSAGES as M, TwoFactorStatus } from '@scorecard/contracts';
import { randomInt } from 'node:crypto';
import { DataSource, EntityManager, IsNull, Not, Repository } from 'typeorm';
import { SecretBox } from '../../common/secret-box';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { sameHash, sha256 } from '../auth/secrets';
import { SessionService } from '../auth/session.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { RecoveryCode, UserTwoFactor } from './account-security.entity';
import { recordSecurityActivity } from './security-activity';
import { SecurityClock } from './security-clock';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like alphabet without look-alikes; 10 characters ≈ 50 bits per code. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed: case, spaces and the dash do not matter. */
function normalizeRecoveryCode(code: string): string {
  const plain = code.toUpperCase().replace(/[\s-]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

/**
 * TOTP two-factor authentication (DESIGN decision 28): setup hands out a secret that counts once the
 * first code confirms it; ten recovery codes are shown once and stored hashed. A password sign-in
 * of a user with it on waits for a code (auth's SessionService second step, registered here).
 */
@Injectable()
export class TwoFactorService implements OnModuleInit {
  /** TOTP secrets are sealed at rest, the user's id as additional data (common/secret-box.ts). */
  private readonly box: SecretBox;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(UserTwoFactor) private readonly factors: Repository<UserTwoFactor>,
    private readonly accounts: UserAccountsService,
    private readonly sessions: SessionService,
    private readonly activities: ActivitiesService,
    private readonly clock: SecurityClock,
  ) {
    this.box = new SecretBox(`two-factor:${config.ssoEncryptionKey}`);
  }

  onModuleInit(): void {
    this.sessions.registerSecondStep((user) => this.isEnabled(user.id));
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.factors.count({ where: { userId, enabledAt: Not(IsNull()) } })) > 0;
  }

  async status(user: SessionPrincipal): Promise<TwoFactorStatus> {
    return { enabled: await this.isEnabled(user.id), setupRequired: user.twoFactorSetupRequired === true };
  }

  /** A new secret waiting for its first code (a setup started again replaces the last one). */
  async setup(user: SessionPrincipal): Promise<{ secret: string; otpauthUrl: string }> {
    if (await this.isEnabled(user.id)) throw new ConflictException(M.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    await this.factors.upsert({ userId: user.id, secret: this.box.seal(secret, user.id), enabledAt: null, lastUsedStep: 0, createdAt: this.clock.now() }, ['userId']);
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  /** The first code confirms the secret; answers the ten recovery codes, the only time they are shown. */
  async enable(user: SessionPrincipal, code: string): Promise<{ recoveryCodes: string[] }> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockFactor(manager, user.id);
      if (!row) throw new BadRequestException(M.twoFactorNotSetUp);
      if (row.enabledAt) throw new ConflictException(M.twoFactorAlreadyOn);
      const step = acceptedStep(this.secretOf(row), code, this.clock.now(), row.lastUsedStep);
      if (step === null) throw new BadRequestException(M.invalidCode);
      await manager.getRepository(UserTwoFactor).update({ userId: user.id }, { enabledAt: this.clock.now(), lastUsedStep: step });
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await manager.getRepository(RecoveryCode).delete({ userId: user.id });
      await manager.getRepository(RecoveryCode).insert(recoveryCodes.map((c) => ({ userId: user.id, codeHash: sha256(c), usedAt: null })));
      await recordSecurityActivity(this.activities, manager, user, 'two_factor_enabled');
      return { recoveryCodes };
    });
  }

  /** Turned off with a current code (or a recovery code): the secret and the recovery codes go. */
  async disable(user: SessionPrincipal, code: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockFactor(manager, user.id);
      if (!row?.enabledAt) throw new ConflictException(M.twoFactorOff);
      if (!(await this.checkLocked(manager, row, code))) throw new BadRequestException(M.invalidCode);
      await manager.getRepository(RecoveryCode).delete({ userId: user.id });
      await manager.getRepository(UserTwoFactor).delete({ userId: user.id });
      await recordSecurityActivity(this.activities, manager, user, 'two_factor_disabled');
    });
  }

  /** The sign-in's second step: a TOTP code not used before, or an unused recovery code (then used up). */
  check(userId: string, code: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.lockFactor(manager, userId);
      if (!row?.enabledAt) return false;
      const ok = await this.checkLocked(manager, row, code);
      if (ok && !/^\d{6}$/.test(code.trim())) {
        const user = await this.accounts.findAcrossOrganizations({ id: userId }, { manager });
        if (user) await recordSecurityActivity(this.activities, manager, user, 'recovery_code_used');
      }
      return ok;
    });
  }

  /** The base32 secret; a row stored before secrets were sealed holds it in clear (it is sealed when next used). */
  private secretOf(row: UserTwoFactor): string {
    return SecretBox.isSealed(row.secret) ? this.box.open(row.secret, row.userId) : row.secret;
  }

  private lockFactor(manager: EntityManager, userId: string): Promise<UserTwoFactor | null> {
    return manager.getRepository(UserTwoFactor).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** On the locked row: a TOTP code moves `lastUsedStep` forward; a recovery code is marked used. */
  private async checkLocked(manager: EntityManager, row: UserTwoFactor, typed: string): Promise<boolean> {
    const code = typed.trim();
    if (/^\d{6}$/.test(code)) {
      const step = acceptedStep(this.secretOf(row), code, this.clock.now(), row.lastUsedStep);
      if (step === null) return false;
      const reseal = SecretBox.isSealed(row.secret) ? {} : { secret: this.box.seal(row.secret, row.userId) };
      await manager.getRepository(UserTwoFactor).update({ userId: row.userId }, { lastUsedStep: step, ...reseal });
      return true;
    }
    const hash = sha256(normalizeRecoveryCode(code));
    const unused = await manager.getRepository(RecoveryCode).find({ where: { userId: row.userId, usedAt: IsNull() } });
    const match = unused.find((r) => sameHash(r.codeHash, hash));
    if (!match) return false;
    await manager.getRepository(RecoveryCode).update({ id: match.id }, { usedAt: this.clock.now() });
    return true;
  }
}
