import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobQueueService, QueueHealth } from '../jobs/job-queue.service';
import { databaseSizeBytes, ping } from './health.queries';

export interface HealthReport {
  status: 'ok' | 'degraded';
  uptimeSeconds: number;
  database: { status: 'up' | 'down'; latencyMs?: number };
  redis: QueueHealth['redis'];
  jobs: Omit<QueueHealth, 'redis'>;
}

@Injectable()
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
  ) {}

  async report(): Promise<HealthReport> {
    const database = await this.database();
    const { redis, ...jobs } = await this.jobs.health();
    // Jobs waiting with no worker to take them will never run: as bad as Redis down (DESIGN decision 15).
    const stalled = Object.values(jobs.queues).some((q) => q.stalled);
    const healthy = database.status === 'up' && redis !== 'down' && !stalled;
    return {
      status: healthy ? 'ok' : 'degraded',
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
      database,
      redis,
      jobs,
    };
  }

  /** The database's size on disk in bytes (the admin panel's System tab), null when it cannot be read. */
  async databaseSize(): Promise<number | null> {
    try {
      return await databaseSizeBytes(this.dataSource.manager);
    } catch {
      return null;
    }
  }

  private async database(): Promise<HealthReport['database']> {
    const started = performance.now();
    try {
      // The pool's connection and statement timeouts bound this during an outage.
      await ping(this.dataSource.manager);
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
    } catch {
      return { status: 'down' };
    }
  }
}
