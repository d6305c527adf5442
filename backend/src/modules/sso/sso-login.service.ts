import type { SsoErrorCode } from '@scorecard/contracts';
import { Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ActivitiesService } from '../activities/activities.service';
import { SessionService } from '../auth/session.service';
import { EmployeeService } from '../employees/employee.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { TeamService } from '../team/team.service';
import { UserAccountsService } from '../users/user-accounts.service';
import { UserAccount } from '../users/user.types';
import { client, IssuerError } from './sso-oidc';
import { domainOf, SsoService } from './sso.service';

/** What the start of the flow keeps in the (server-side) session until the callback. */
interface PendingSso {
  organizationId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  startedAt: number;
}

type SessionWithSso = { sso?: PendingSso; save(cb: (err?: unknown) => void): void };

/** A sign-in started more than this long ago is refused at the callback. */
const PENDING_TTL_MS = 10 * 60 * 1000;

/** Where the browser goes next: the dashboard, or the landing page with a known error code. */
export type SsoOutcome = { ok: true; location: '/' } | { ok: false; error: SsoErrorCode; limit?: number };

class Refusal extends Error {
  constructor(
    readonly error: SsoErrorCode,
    readonly limit?: number,
  ) {
    super(error);
  }
}

/**
 * The authorization code flow with PKCE (S256), state and nonce (DESIGN decision 27), through
 * openid-client. The start keeps state, nonce and the code verifier in the server-side session; the
 * callback checks them (openid-client checks state, the ID token's signature, issuer, audience,
 * nonce and expiry), then signs the user in with the auth context's `SessionService.start`, the
 * same session a password sign-in makes. A first sign-in makes a verified member (role `user`)
 * when the plan has a seat.
 */
@Injectable()
export class SsoLoginService {
  private readonly logger = new Logger('Sso');

  constructor(
    private readonly dataSource: DataSource,
    private readonly sso: SsoService,
    private readonly sessions: SessionService,
    private readonly accounts: UserAccountsService,
    private readonly employees: EmployeeService,
    private readonly organizations: OrganizationsService,
    private readonly team: TeamService,
    private readonly activities: ActivitiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The provider's authorization URL for this e-mail, or the error code to show. */
  async start(req: Request, email: unknown): Promise<{ url: string } | { error: SsoErrorCode }> {
    if (typeof email !== 'string' || !domainOf(email)) return { error: 'none' };
    let active;
    try {
      active = await this.sso.activeFor(email);
    } catch (err) {
      this.logger.warn(`SSO start failed: ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof IssuerError || err instanceof UnprocessableEntityException) return { error: 'failed' };
      throw err;
    }
    if (!active) return { error: 'none' };
    const codeVerifier = client.randomPKCECodeVerifier();
    const pending: PendingSso = {
      organizationId: active.row.organizationId,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier,
      startedAt: Date.now(),
    };
    const session = req.session as unknown as SessionWithSso;
    session.sso = pending;
    await new Promise<void>((resolve, reject) => session.save((err) => (err ? reject(err) : resolve())));
    const url = client.buildAuthorizationUrl(active.discovered.config, {
      redirect_uri: this.sso.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      login_hint: email.trim().toLowerCase(),
    });
    return { url: url.href };
  }

  /** The provider's redirect back: nobody is signed in unless state, code and ID token all check out. */
  async callback(req: Request): Promise<SsoOutcome> {
    const session = req.session as unknown as SessionWithSso | undefined;
    const pending = session?.sso;
    if (session) delete session.sso; // one use, whatever happens next
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    try {
      if (!pending || Date.now() - pending.startedAt > PENDING_TTL_MS || query.get('state') !== pending.state) throw new Refusal('state');
      if (query.has('error')) throw new Refusal('provider');
      const active = await this.sso.active(pending.organizationId).catch(() => null);
      if (!active) throw new Refusal('failed');
      let claims: Record<string, unknown> | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(active.discovered.config, new URL(`${this.sso.redirectUri}?${query.toString()}`), {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims() as Record<string, unknown> | undefined;
        // Providers that keep profile claims out of the ID token (OpenID Core 5.4) answer them at userinfo, for the same subject.
        if (claims && typeof claims.email !== 'string' && active.discovered.config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(active.discovered.config, tokens.access_token, claims.sub as string);
          claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
        }
      } catch (err) {
        this.logger.warn(`SSO callback refused for organization ${pending.organizationId}: ${err instanceof Error ? err.message : String(err)}`);
        throw new Refusal(err instanceof client.ResponseBodyError ? 'provider' : 'state');
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : null;
      const domain = domainOf(email);
      // The provider speaks for the organization's domains only, and only for addresses it verified.
      if (!email || !domain || !active.domains.includes(domain) || claims?.email_verified === false) throw new Refusal('email');
      const user = await this.memberFor(active.row, email, claims!);
      await this.sessions.start(req, user.id);
      return { ok: true, location: '/' };
    } catch (err) {
      if (err instanceof Refusal) return { ok: false, error: err.error, limit: err.limit };
      throw err;
    }
  }

  /** The account the provider vouched for: the organization's member, made on a first sign-in. */
  private async memberFor(configuration: { id: string; organizationId: string; issuer: string }, email: string, claims: Record<string, unknown>): Promise<UserAccount> {
    const { id: configurationId, organizationId, issuer } = configuration;
    return this.dataSource.transaction(async (manager) => {
      // The organization's row is the lock every seat check of it waits on.
      const organization = await this.organizations.lockForCreate(manager, organizationId);
      if (!organization) throw new Refusal('failed');
      const existing = await this.accounts.findAcrossOrganizations({ email }, { manager, lock: true });
      if (existing?.role === 'super_admin') throw new Refusal('superAdmin');
      if (existing && existing.organizationId !== organizationId) throw new Refusal('other');
      if (existing?.deactivatedAt) throw new Refusal('deactivated');
      if (organization.status === 'suspended') throw new Refusal('suspended');
      const now = new Date();
      if (existing) {
        await this.accounts.updateAcrossOrganizations(manager, existing.id, { lastLoginAt: now, ...(existing.emailVerified ? {} : { emailVerified: true }) });
        return existing;
      }
      try {
        await this.team.checkSeat(manager, organizationId, organization.maxUsers);
      } catch (err) {
        if (err instanceof UnprocessableEntityException) throw new Refusal('limit', organization.maxUsers);
        throw err;
      }
      const { firstName, lastName } = namesFrom(claims, email);
      const user = await this.accounts.createInTransaction(manager, {
        email,
        passwordHash: null,
        firstName,
        lastName,
        role: 'user',
        organizationId,
        emailVerified: true,
      });
      await this.accounts.updateAcrossOrganizations(manager, user.id, { lastLoginAt: now });
      await this.employees.placeUser(manager, organizationId, { userId: user.id, name: `${firstName} ${lastName}`.trim() || email, email, role: 'Employee' });
      const actor: Actor = { userId: user.id, organizationId, role: 'user', isAdmin: false, name: `${firstName} ${lastName}`.trim() || email };
      // 'Ada Lovelace joined through single sign-on "https://login.example.com"'
      await this.activities.record(manager, actor, {
        action: 'joined_through',
        entityType: 'sso_configuration',
        entityId: configurationId,
        entityName: issuer,
        category: 'Organization',
        details: { userId: user.id, email, role: 'user' },
      });
      return user;
    });
  }
}

/** Given and family names from the ID token, else its `name`, else the e-mail's local part. */
function namesFrom(claims: Record<string, unknown>, email: string): { firstName: string; lastName: string } {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const parts = text(claims.name).split(/\s+/).filter(Boolean);
    firstName = parts.shift() ?? '';
    lastName = parts.join(' ');
  }
  if (!firstName) firstName = email.split('@')[0].slice(0, 100);
  return { firstName, lastName };
}
