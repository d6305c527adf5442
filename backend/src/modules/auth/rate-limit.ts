import { CanActivate, ExecutionContext, HttpException, Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import IORedis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export const RATE_LIMIT_KEY = 'auth:rate-limit';
/** Counts attempts per client address in this bucket: AUTH_RATE_LIMIT within any one minute. */
export const RateLimit = (bucket: string) => SetMetadata(RATE_LIMIT_KEY, bucket);

export const TOO_MANY = 'Too many requests. Please try again later';

const WINDOW_SECONDS = 60;

/**
 * rate-limiter-flexible, one window per client and bucket that opens at its first attempt (so the
 * count never resets on a clock boundary). With Redis the counts are shared by every API process;
 * while Redis is unreachable, or without it, they live in this process's memory, so a Redis outage
 * never turns sign-in into an error (DESIGN decision 16).
 */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: IORedis | null = null;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const memory = new RateLimiterMemory({ points: config.authRateLimit, duration: WINDOW_SECONDS });
    if (!config.redisUrl) {
      this.limiter = memory;
      return;
    }
    // No offline queue: while Redis is away a command fails at once and the memory limiter answers.
    // A silent network ends a command after a second (commandTimeout), then memory answers too.
    this.redis = new IORedis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.redis.on('error', (err: Error) => this.logger.debug(`Redis: ${err.message}`));
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.redisPrefix}:rate`,
      points: config.authRateLimit,
      duration: WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  /** Starts with Redis connected when it is there, so the first attempts are counted where the rest are. */
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

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<string>(RATE_LIMIT_KEY, context.getHandler());
    if (!bucket) return true;
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    try {
      await this.limiter.consume(`${bucket}:${req.ip}`);
      return true;
    } catch (refusal) {
      // The limiter rejects with its result when the points are spent; anything else is a fault.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      http.getResponse<Response>().setHeader('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new HttpException(TOO_MANY, 429);
    }
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
