import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const RESPONSE_WINDOW_MS = 5 * 60 * 1000;
const MAX_SAMPLES = 20_000;

export interface Percentiles {
  windowSeconds: number;
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Response times of the last few minutes, in a fixed-size ring: recording is O(1) and memory is
 * bounded however busy the process is. Clocks are passed in so tests need no waiting.
 */
export class ResponseTimeWindow {
  private readonly at = new Float64Array(MAX_SAMPLES);
  private readonly ms = new Float64Array(MAX_SAMPLES);
  private next = 0;
  private size = 0;

  constructor(private readonly windowMs = RESPONSE_WINDOW_MS) {}

  record(durationMs: number, now = Date.now()): void {
    this.at[this.next] = now;
    this.ms[this.next] = durationMs;
    this.next = (this.next + 1) % MAX_SAMPLES;
    this.size = Math.min(this.size + 1, MAX_SAMPLES);
  }

  percentiles(now = Date.now()): Percentiles {
    const since = now - this.windowMs;
    const values: number[] = [];
    for (let i = 0; i < this.size; i++) if (this.at[i] >= since) values.push(this.ms[i]);
    values.sort((a, b) => a - b);
    const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
    return {
      windowSeconds: this.windowMs / 1000,
      count: values.length,
      p50: round(percentile(values, 50)),
      p95: round(percentile(values, 95)),
      p99: round(percentile(values, 99)),
    };
  }
}

/** One window per process: what this API process has answered lately. */
export const API_RESPONSE_TIMES = new ResponseTimeWindow();

/** Times every API call (health probes excepted) from arrival to the last byte sent. */
@Injectable()
export class ResponseTimeMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    const url = req.originalUrl;
    if (url.startsWith('/api/') && !url.startsWith('/api/health')) {
      const started = process.hrtime.bigint();
      res.once('finish', () => API_RESPONSE_TIMES.record(Number(process.hrtime.bigint() - started) / 1e6));
    }
    next();
  }
}
