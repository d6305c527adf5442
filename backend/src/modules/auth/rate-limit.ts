import { CanActivate, ExecutionContext, HttpException, Inject, Injectable, OnModuleDestroy, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import IORedis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const RATE_LIMIT_KEY = 'auth:rate-limit';
/** Counts attempts per client address per minute in this bucket (AUTH_RATE_LIMIT a minute). */
export const RateLimit = (bucket: string) => SetMetadata(RATE_LIMIT_KEY, bucket);

export const TOO_MANY = 'Too many requests. Please try again later';

/**
 * Fixed one-minute windows. With Redis the counts are shared by every API process; without it
 * (the embedded default, one process) they live in memory.
 */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleDestroy {
  private readonly memory = new Map<string, number>();
  private redis: IORedis | null = null;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<string>(RATE_LIMIT_KEY, context.getHandler());
    if (!bucket) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const windowId = Math.floor(Date.now() / 60_000);
    const key = `${this.config.redisPrefix}:rate:${bucket}:${req.ip}:${windowId}`;
    const count = await this.increment(key);
    if (count > this.config.authRateLimit) throw new HttpException(TOO_MANY, 429);
    return true;
  }

  private async increment(key: string): Promise<number> {
    if (this.config.redisUrl) {
      this.redis ??= new IORedis(this.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, 120).exec()) as [[null, number], unknown];
      return count;
    }
    // Past windows are never read again: drop them rather than let the map grow.
    if (this.memory.size > 10_000) {
      const current = key.slice(key.lastIndexOf(':'));
      for (const k of this.memory.keys()) if (!k.endsWith(current)) this.memory.delete(k);
    }
    const count = (this.memory.get(key) ?? 0) + 1;
    this.memory.set(key, count);
    return count;
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
