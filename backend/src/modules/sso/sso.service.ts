import type { SsoDiscovery, SsoSettings, SsoTestResult } from '@scorecard/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { PUBLIC_EMAIL_DOMAINS, SSO_MESSAGES } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { PASSWORD_SIGN_IN, PasswordSignIn } from '../auth/auth.events';
import { UserAccountsService } from '../users/user-accounts.service';
import { SsoSettingsDto, SsoTestDto, toSsoSettingsResponse } from './dto/sso.dto';
import { SsoConfiguration } from './sso-configuration.entity';
import { SecretBox } from '../../common/secret-box';
import { DiscoveredIssuer, discover, IssuerError, issuerUrl } from './sso-oidc';
import { claimedElsewhere, domainsOf, organizationClaiming, replaceDomains } from './sso.queries';

/** The domain part of an e-mail address, lower-cased; null when there is none. */
export function domainOf(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email.trim().slice(at + 1).toLowerCase();
  return domain.length > 0 && domain.length <= 253 ? domain : null;
}

/** How long a discovered provider's metadata is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

/** A configuration ready for the flow: its provider discovered, its secret opened. */
export interface ActiveSso {
  row: SsoConfiguration;
  domains: string[];
  discovered: DiscoveredIssuer;
}

/**
 * Single sign-on's configuration, per organization (DESIGN decision 27): one OpenID Connect
 * provider, the e-mail domains it signs in (each claimed by one organization only), and whether
 * password sign-in is refused for them. The client secret is sealed with AES-256-GCM and never
 * answered back.
 */
@Injectable()
export class SsoService {
  private readonly logger = new Logger('Sso');
  private readonly configs: TenantRepository<SsoConfiguration>;
  private readonly box: SecretBox;
  private readonly discoveries = new Map<string, { at: number; discovered: DiscoveredIssuer }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: UserAccountsService,
    private readonly activities: ActivitiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.configs = new TenantRepository(dataSource.manager, SsoConfiguration, 'Single sign-on is not set up');
    this.box = new SecretBox(config.ssoEncryptionKey);
  }

  get redirectUri(): string {
    return `${this.config.appUrl}/api/auth/sso/callback`;
  }

  async get(actor: Actor): Promise<SsoSettings> {
    const row = await this.configs.findOneBy(actor.organizationId, {});
    return toSsoSettingsResponse(row, row ? await domainsOf(actor.organizationId, this.dataSource.manager) : [], this.redirectUri);
  }

  /**
   * Discovers the issuer first (outside the transaction: a network call), then stores the
   * configuration and the claimed domains in one transaction with an activity.
   */
  async put(actor: Actor, dto: SsoSettingsDto): Promise<SsoSettings> {
    const organizationId = actor.organizationId;
    const existing = await this.configs.findOneBy(organizationId, {});
    const newSecret = dto.clientSecret ? dto.clientSecret : null;
    if (!newSecret && !existing) throw new BadRequestException(SSO_MESSAGES.secretRequired);
    const publicDomain = dto.emailDomains.find((d) => PUBLIC_EMAIL_DOMAINS.includes(d));
    if (publicDomain) throw new UnprocessableEntityException(SSO_MESSAGES.domainPublic(publicDomain));
    const taken = await claimedElsewhere(this.dataSource.manager, organizationId, dto.emailDomains);
    if (taken) throw new ConflictException(SSO_MESSAGES.domainTaken(taken));
    const secret = newSecret ?? this.openSecret(existing!);
    await this.discoverOr422(dto.issuer, dto.clientId, secret);
    try {
      await this.dataSource.transaction(async (manager) => {
        const row = await this.lockConfig(manager, organizationId);
        const fields = {
          issuer: dto.issuer,
          clientId: dto.clientId,
          enforced: dto.enforced,
          ...(newSecret ? { clientSecretEncrypted: this.box.seal(newSecret, organizationId) } : {}),
        };
        const saved = row
          ? await this.configs.in(manager).update(organizationId, Object.assign(row, fields), ['issuer', 'clientId', 'enforced', ...(newSecret ? (['clientSecretEncrypted'] as const) : [])])
          : await this.configs.in(manager).insert(organizationId, fields as Partial<SsoConfiguration>);
        await replaceDomains(organizationId, manager, dto.emailDomains);
        await this.activities.record(manager, actor, {
          action: row ? 'updated' : 'created',
          entityType: 'sso_configuration',
          entityId: saved.id,
          entityName: dto.issuer,
          category: 'Organization',
          details: { issuer: dto.issuer, clientId: dto.clientId, emailDomains: dto.emailDomains, enforced: dto.enforced, clientSecretChanged: Boolean(newSecret) },
        });
      });
    } catch (err) {
      const driver = (err as { driverError?: { code?: string; detail?: string; table?: string } })?.driverError;
      if (driver?.code === '23505' && driver.table === 'sso_domain') {
        const domain = /\(domain\)=\(([^)]+)\)/.exec(driver.detail ?? '')?.[1] ?? dto.emailDomains[0];
        throw new ConflictException(SSO_MESSAGES.domainTaken(domain));
      }
      throw err;
    }
    this.forget(organizationId);
    return this.get(actor);
  }

  /** Single sign-on off: the configuration and its domains are removed (beyond the contract; the domains are free again). */
  async remove(actor: Actor): Promise<SsoSettings> {
    const organizationId = actor.organizationId;
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockConfig(manager, organizationId);
      if (!row) return;
      await replaceDomains(organizationId, manager, []);
      await this.activities.saveAndRecord(manager, actor, () => this.configs.in(manager).remove(organizationId, row), {
        action: 'deleted',
        entityType: 'sso_configuration',
        category: 'Organization',
        entityName: (r) => r.issuer,
      });
    });
    this.forget(organizationId);
    return this.get(actor);
  }

  /** "Test connection": discovery against the issuer typed (or the stored one); its findings or the error. */
  async test(actor: Actor, dto: SsoTestDto): Promise<SsoTestResult> {
    const row = await this.configs.findOneBy(actor.organizationId, {});
    const issuer = dto.issuer || row?.issuer;
    if (!issuer) throw new BadRequestException('Issuer is required');
    try {
      const found = await discover(issuer, row?.clientId ?? 'connection-test', 'connection-test', this.config.ssoAllowInsecureIssuer);
      return {
        ok: true,
        issuer: found.issuer,
        message: `Connected to ${found.issuer}`,
        authorizationEndpoint: found.authorizationEndpoint,
        tokenEndpoint: found.tokenEndpoint,
        supportsPkceS256: found.supportsPkceS256,
        supportsClientSecretBasic: found.supportsClientSecretBasic,
      };
    } catch (err) {
      if (err instanceof IssuerError) return { ok: false, issuer, message: err.message };
      throw err;
    }
  }

  /** The sign-in dialog's question (public): does this e-mail's domain sign in with SSO, and only so? */
  async lookup(email: unknown): Promise<SsoDiscovery> {
    const domain = domainOf(email);
    const claim = domain ? await organizationClaiming(this.dataSource.manager, domain) : null;
    return { sso: claim !== null, enforced: claim?.enforced ?? false };
  }

  /**
   * DESIGN decision 27: with `enforced`, password sign-in for the domain answers 403 whatever the
   * password. The auth context publishes the attempt before it checks the password. Only the
   * claiming organization's accounts (and addresses without one) are held to it: super admins and
   * other organizations' members keep their password, so no tenant can lock out another's people.
   */
  @OnEvent(PASSWORD_SIGN_IN, { suppressErrors: false })
  async refuseEnforced(event: PasswordSignIn): Promise<void> {
    const domain = domainOf(event.email);
    if (!domain) return;
    const claim = await organizationClaiming(this.dataSource.manager, domain);
    if (!claim?.enforced) return;
    const account = await this.accounts.findAcrossOrganizations({ email: event.email.trim().toLowerCase() });
    if (account && (account.role === 'super_admin' || account.organizationId !== claim.organizationId)) return;
    throw new ForbiddenException(SSO_MESSAGES.enforced);
  }

  /** The organization claiming the e-mail's domain, its provider discovered; null when none claims it. */
  async activeFor(email: string): Promise<ActiveSso | null> {
    const domain = domainOf(email);
    const claim = domain ? await organizationClaiming(this.dataSource.manager, domain) : null;
    return claim ? this.active(claim.organizationId) : null;
  }

  /** The organization's configuration for the flow (cached discovery); null when it has none. */
  async active(organizationId: string): Promise<ActiveSso | null> {
    const row = await this.configs.findOneBy(organizationId, {});
    if (!row) return null;
    const domains = await domainsOf(organizationId, this.dataSource.manager);
    const key = `${organizationId}:${row.updatedAt.getTime()}`;
    const cached = this.discoveries.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return { row, domains, discovered: cached.discovered };
    const discovered = await discover(row.issuer, row.clientId, this.openSecret(row), this.config.ssoAllowInsecureIssuer);
    this.forget(organizationId);
    this.discoveries.set(key, { at: Date.now(), discovered });
    return { row, domains, discovered };
  }

  private openSecret(row: SsoConfiguration): string {
    try {
      return this.box.open(row.clientSecretEncrypted, row.organizationId);
    } catch {
      // The key changed (SSO_ENCRYPTION_KEY or SESSION_SECRET): the admin enters the secret again.
      this.logger.warn(`The SSO client secret of organization ${row.organizationId} cannot be decrypted with the current key`);
      throw new UnprocessableEntityException('The stored client secret cannot be read with the current key: enter it again');
    }
  }

  private async discoverOr422(issuer: string, clientId: string, secret: string): Promise<void> {
    try {
      issuerUrl(issuer, this.config.ssoAllowInsecureIssuer);
      await discover(issuer, clientId, secret, this.config.ssoAllowInsecureIssuer);
    } catch (err) {
      if (err instanceof IssuerError) throw new UnprocessableEntityException(err.message);
      throw err;
    }
  }

  private async lockConfig(manager: EntityManager, organizationId: string): Promise<SsoConfiguration | null> {
    return (await this.configs.in(manager).query(organizationId, 'c').setLock('pessimistic_write').getOne()) ?? null;
  }

  private forget(organizationId: string): void {
    for (const key of this.discoveries.keys()) if (key.startsWith(`${organizationId}:`)) this.discoveries.delete(key);
  }
}
