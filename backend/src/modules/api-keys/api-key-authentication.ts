import { ForbiddenException, HttpException, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { CONNECT_MESSAGES as M } from '@scorecard/contracts';
import type { NextFunction, Request, Response } from 'express';
import IORedis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { sendError } from '../../common/http-errors';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { principalOf } from '../../common/tenancy/session-principal';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TOO_MANY } from '../auth/rate-limit';
import { findKeyWithPrincipal, touchKey } from './api-keys.queries';
import { hashApiKey } from './api-keys.service';

const WINDOW_SECONDS = 60;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LAST_USED_EVERY_MS = 60_000;

/**
 * `Authorization: Bearer sk_…` on any /api call (DESIGN decision 26): the key's creator becomes the
 * request's principal, read with the key in one statement through the session principal's columns
 * (so roles, suspension and deactivation apply to keys as to sessions), marked with the key so the
 * activity log names it. Registered after the session middleware in bootstrap.ts: a bearer call
 * replaces whatever a cookie brought and never starts a session. An unknown or revoked key is 401,
 * a read key's write 403, and each key has its own rate limit (rate-limiter-flexible on Redis, in
 * memory while Redis is away, as the sign-in limiter).
 */
@Injectable()
export class ApiKeyAuthentication implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ApiKeys');
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: IORedis | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const memory = new RateLimiterMemory({ points: config.apiKeyRateLimit, duration: WINDOW_SECONDS });
    if (!config.redisUrl) {
      this.limiter = memory;
      return;
    }
    this.redis = new IORedis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.redis.on('error', (err: Error) => this.logger.debug(`Redis: ${err.message}`));
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.redisPrefix}:api-key-rate`,
      points: config.apiKeyRateLimit,
      duration: WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  async onModuleInit(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 3000);
      redis.once('ready', done);
    });
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
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
    try {
      await this.limiter.consume(row.keyId);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new HttpException(TOO_MANY, 429);
    }
    if (row.keyScope === 'read' && !READS.has(req.method)) throw new ForbiddenException(M.readOnlyKey);
    // Signing in, out or anything else of the session's own is not for a key: it never makes a session.
    if (!READS.has(req.method) && req.originalUrl.startsWith('/api/auth/')) throw new ForbiddenException(M.readOnlyKey);
    if (!row.keyLastUsedAt || Date.now() - new Date(row.keyLastUsedAt).getTime() >= LAST_USED_EVERY_MS) {
      await touchKey(this.dataSource.manager, row.keyOrganizationId, row.keyId);
    }
    req.user = { ...principal, twoFactorSetupRequired: false, apiKey: { id: row.keyId, name: row.keyName, scope: row.keyScope } };
  }
}
