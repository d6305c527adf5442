import { ForbiddenException, Inject, Injectable, OnModuleDestroy, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { CONNECT_MESSAGES as M } from '@scorecard/contracts';
import type { NextFunction, Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { sendError } from '../../common/http-errors';
import { RedisRateLimiter } from '../../common/redis-rate-limiter';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { principalOf } from '../../common/tenancy/session-principal';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { findKeyWithPrincipal, touchKey } from './api-keys.queries';
import { hashApiKey } from './api-keys.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LAST_USED_EVERY_MS = 60_000;

/**
 * `Authorization: Bearer sk_…` on any /api call (DESIGN decision 26): the key's creator becomes the
 * request's principal, read with the key in one statement through the session principal's columns
 * (so roles, suspension and deactivation apply to keys as to sessions), marked with the key so the
 * activity log names it. Registered after the session middleware in bootstrap.ts: a bearer call
 * replaces whatever a cookie brought and never starts a session. An unknown or revoked key is 401,
 * a read key's write 403, and each key has its own rate limit (rate-limiter-flexible on Redis, in
 * memory while Redis is away: common/redis-rate-limiter.ts, shared with the sign-in limiter).
 */
@Injectable()
export class ApiKeyAuthentication implements OnModuleInit, OnModuleDestroy {
  private readonly limiter: RedisRateLimiter;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = new RedisRateLimiter({ points: config.apiKeyRateLimit, redisUrl: config.redisUrl, keyPrefix: `${config.redisPrefix}:api-key-rate`, name: 'ApiKeys' });
  }

  onModuleInit(): Promise<void> {
    return this.limiter.ready();
  }

  onModuleDestroy(): void {
    this.limiter.close();
  }

  /** The Express middleware. */
  handler() {
    return (req: Request, res: Response, next: NextFunction) => {
      const header = req.get('authorization');
      if (!header || !/^bearer\s/i.test(header)) return next();
      this.authenticate(req, res, header.replace(/^bearer\s+/i, '').trim()).then(
        () => next(),
        (err: unknown) => sendError(res, err),
      );
    };
  }

  private async authenticate(req: Request, res: Response, key: string): Promise<void> {
    if (!/^sk_[A-Za-z0-9_-]{20,100}$/.test(key)) throw new UnauthorizedException(M.invalidKey);
    const row = await findKeyWithPrincipal(this.dataSource.manager, hashApiKey(key));
    const principal = row ? principalOf(row as Partial<SessionPrincipal> & { id?: string | null }) : null;
    if (!row || !principal || principal.organizationId !== row.keyOrganizationId) throw new UnauthorizedException(M.invalidKey);
    await this.limiter.consume(row.keyId, res);
    if (row.keyScope === 'read' && !READS.has(req.method)) throw new ForbiddenException(M.readOnlyKey);
    // Signing in, out or anything else of the session's own is not for a key: it never makes a session.
    if (!READS.has(req.method) && req.originalUrl.startsWith('/api/auth/')) throw new ForbiddenException(M.readOnlyKey);
    if (!row.keyLastUsedAt || Date.now() - new Date(row.keyLastUsedAt).getTime() >= LAST_USED_EVERY_MS) {
      await touchKey(this.dataSource.manager, row.keyOrganizationId, row.keyId);
    }
    req.user = { ...principal, twoFactorSetupRequired: false, apiKey: { id: row.keyId, name: row.keyName, scope: row.keyScope } };
  }
}
