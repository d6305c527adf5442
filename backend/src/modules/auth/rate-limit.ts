import { CanActivate, ExecutionContext, Inject, Injectable, OnModuleDestroy, OnModuleInit, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RedisRateLimiter, TOO_MANY } from '../../common/redis-rate-limiter';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const RATE_LIMIT_KEY = 'auth:rate-limit';
/** Counts attempts per client address in this bucket: AUTH_RATE_LIMIT within any one minute. */
export const RateLimit = (bucket: string) => SetMetadata(RATE_LIMIT_KEY, bucket);

export { TOO_MANY };

/**
 * AUTH_RATE_LIMIT attempts per client address and bucket in any one minute, through the shared
 * `RedisRateLimiter` (Redis, with this process's memory while Redis is away: DESIGN decision 16).
 */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleInit, OnModuleDestroy {
  private readonly limiter: RedisRateLimiter;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = new RedisRateLimiter({ points: config.authRateLimit, redisUrl: config.redisUrl, keyPrefix: `${config.redisPrefix}:rate`, name: 'RateLimit' });
  }

  /** Starts with Redis connected when it is there, so the first attempts are counted where the rest are. */
  onModuleInit(): Promise<void> {
    return this.limiter.ready();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<string>(RATE_LIMIT_KEY, context.getHandler());
    if (!bucket) return true;
    const http = context.switchToHttp();
    await this.limiter.consume(`${bucket}:${http.getRequest<Request>().ip}`, http.getResponse<Response>());
    return true;
  }

  onModuleDestroy(): void {
    this.limiter.close();
  }
}
