import { HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import IORedis from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export const TOO_MANY = 'Too many requests. Please try again later';

const WINDOW_SECONDS = 60;

export interface RedisRateLimiterOptions {
  /** attempts allowed in any one window per key */
  points: number;
  /** `REDIS_URL`, or null: memory only */
  redisUrl: string | null | undefined;
  /** the Redis key prefix of the counts, e.g. `<REDIS_PREFIX>:rate` */
  keyPrefix: string;
  /** the logger's context, for Redis connection messages */
  name: string;
}

/**
 * rate-limiter-flexible, one window per key that opens at its first attempt (so the count never
 * resets on a clock boundary). With Redis the counts are shared by every API process; while Redis
 * is unreachable, or without it, they live in this process's memory (the insurance limiter), so a
 * Redis outage never turns a limited call into an error (DESIGN decision 16). Used by the sign-in
 * guard (auth/rate-limit.ts) and the API keys' limiter (api-keys/api-key-authentication.ts).
 */
export class RedisRateLimiter {
  private readonly limiter: RateLimiterAbstract;
  private readonly redis: IORedis | null = null;

  constructor(options: RedisRateLimiterOptions) {
    const memory = new RateLimiterMemory({ points: options.points, duration: WINDOW_SECONDS });
    if (!options.redisUrl) {
      this.limiter = memory;
      return;
    }
    const logger = new Logger(options.name);
    // No offline queue: while Redis is away a command fails at once and the memory limiter answers.
    // A silent network ends a command after a second (commandTimeout), then memory answers too.
    this.redis = new IORedis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.redis.on('error', (err: Error) => logger.debug(`Redis: ${err.message}`));
    this.limiter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  /** Resolves once Redis is connected (3 s at most), so the first attempts are counted where the rest are. */
  async ready(): Promise<void> {
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

  /** Counts one attempt of `key`; when the window's points are spent, 429 with `Retry-After` on `res`. */
  async consume(key: string, res: Response): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (refusal) {
      // The limiter rejects with its result when the points are spent; anything else is a fault.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new HttpException(TOO_MANY, 429);
    }
  }

  close(): void {
    this.redis?.disconnect();
  }
}
