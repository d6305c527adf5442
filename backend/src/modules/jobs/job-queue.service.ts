import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JobsOptions, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JOB_PROCESSOR, JobHandler, JobProcessorOptions } from './job-processor.decorator';
import { PROCESS_ROLE, ProcessRole } from './jobs.tokens';
import { QueueName } from './queue-name';

export interface EnqueueOptions {
  /** Deterministic ids coalesce bursts: a second add with the same id is a no-op. */
  jobId?: string;
  attempts?: number;
  /** First retry delay; it doubles on each further attempt. */
  backoffMs?: number;
  delayMs?: number;
}

export interface QueueHealth {
  mode: 'bullmq' | 'inline';
  redis: 'up' | 'down' | 'not configured';
  processorsHere: boolean;
  queues: Record<string, { waiting: number; active: number; delayed: number; failed: number; completed: number }>;
}

interface Registered {
  options: JobProcessorOptions;
  handler: JobHandler;
}

const DEFAULTS = { attempts: 3, backoffMs: 1000 };

/**
 * The one door to background jobs. With Redis it is plain BullMQ (queues here, workers in
 * worker.ts or inline); without Redis the same processors run in this process, so a newcomer's
 * `make start` sends mail without installing anything.
 */
@Injectable()
export class JobQueueService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly processors = new Map<QueueName, Registered>();
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: IORedis[] = [];
  private readonly inlinePending = new Set<Promise<void>>();
  private readonly inlineIds = new Set<string>();
  private readonly inlineCounts = new Map<string, { active: number; delayed: number; failed: number; completed: number }>();
  private connection: IORedis | null = null;
  private closed = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly beforeBoot: (() => Promise<void>)[] = [];
  private booted = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly discovery: DiscoveryService,
  ) {}

  get mode(): 'bullmq' | 'inline' {
    return this.config.redisUrl ? 'bullmq' : 'inline';
  }

  /** Processors run here in inline mode, in the worker, or in the API when WORKERS=inline. */
  get runsProcessors(): boolean {
    return this.mode === 'inline' || this.role !== 'api' || this.config.workers === 'inline';
  }

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as JobHandler | undefined;
      if (!instance || !wrapper.metatype) continue;
      const options = Reflect.getMetadata(JOB_PROCESSOR, wrapper.metatype) as JobProcessorOptions | undefined;
      if (options) this.processors.set(options.queue, { options, handler: instance });
    }
    if (this.mode === 'bullmq') {
      this.connection = this.redis();
      if (this.runsProcessors) for (const registered of this.processors.values()) this.startWorker(registered);
    }
    this.booted = true;
    for (const declare of this.beforeBoot.splice(0)) void declare().catch((err: Error) => this.logger.error(`Schedule not declared: ${err.message}`));
  }

  async add<T>(queue: QueueName, name: string, data: T, options: EnqueueOptions = {}): Promise<void> {
    const attempts = options.attempts ?? DEFAULTS.attempts;
    const backoffMs = options.backoffMs ?? DEFAULTS.backoffMs;
    if (this.mode === 'bullmq') {
      const jobOptions: JobsOptions = {
        jobId: options.jobId,
        attempts,
        backoff: { type: 'exponential', delay: backoffMs },
        delay: options.delayMs,
        removeOnComplete: 1000,
        removeOnFail: 5000,
      };
      await this.queue(queue).add(name, data, jobOptions);
      return;
    }
    this.runInline(queue, name, data, attempts, backoffMs, options.delayMs ?? 0, options.jobId);
  }

  /**
   * A recurring job. With Redis it is a BullMQ job scheduler: every process may declare it, and each
   * firing is one job for the whole cluster. Without Redis this process fires it itself, at the
   * times `next` gives (the in-process equivalent of the cron pattern).
   */
  async schedule<T>(queue: QueueName, schedulerId: string, repeat: { pattern?: string; every?: number; tz?: string }, next: (after: Date) => Date, name: string, data: T): Promise<void> {
    // Declared before start-up finished: applied once the connection exists.
    if (!this.booted) {
      this.beforeBoot.push(() => this.schedule(queue, schedulerId, repeat, next, name, data));
      return;
    }
    if (this.mode === 'bullmq') {
      await this.queue(queue).upsertJobScheduler(schedulerId, repeat, { name, data, opts: { removeOnComplete: true, removeOnFail: 100 } });
      return;
    }
    const arm = () => {
      if (this.closed) return;
      const wait = Math.max(0, next(new Date()).getTime() - Date.now());
      const timer = setTimeout(() => {
        this.runInline(queue, name, data, 1, 0, 0, `${schedulerId}-${Date.now()}`);
        arm();
      }, Math.min(wait, 2 ** 31 - 1));
      timer.unref();
      this.timers.add(timer);
    };
    arm();
  }

  /** Waits until every in-process job has finished (tests and graceful shutdown). */
  async drainInline(): Promise<void> {
    while (this.inlinePending.size > 0) await Promise.allSettled([...this.inlinePending]);
  }

  async health(): Promise<QueueHealth> {
    const queues: QueueHealth['queues'] = {};
    if (this.mode === 'inline') {
      for (const name of Object.values(QueueName)) {
        const c = this.inlineCounts.get(name) ?? { active: 0, delayed: 0, failed: 0, completed: 0 };
        queues[name] = { waiting: 0, ...c };
      }
      return { mode: 'inline', redis: 'not configured', processorsHere: true, queues };
    }
    try {
      await this.connection!.ping();
      for (const name of Object.values(QueueName)) {
        const counts = await this.queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        queues[name] = {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        };
      }
      return { mode: 'bullmq', redis: 'up', processorsHere: this.runsProcessors, queues };
    } catch {
      return { mode: 'bullmq', redis: 'down', processorsHere: this.runsProcessors, queues };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.all(this.workers.map((w) => w.close()));
    this.workerConnections.forEach((c) => c.disconnect());
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await this.drainInline();
    if (this.connection) await this.connection.quit().catch(() => undefined);
  }

  private redis(): IORedis {
    // BullMQ workers block on Redis, so they must never give up on a request (STACK trap 5).
    return new IORedis(this.config.redisUrl!, { maxRetriesPerRequest: null });
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection!, prefix: this.config.redisPrefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  private startWorker({ options, handler }: Registered): void {
    const connection = this.redis();
    this.workerConnections.push(connection);
    const worker = new Worker(
      options.queue,
      (job) => handler.process({ id: job.id, name: job.name, data: job.data, attemptsMade: job.attemptsMade }),
      { connection, prefix: this.config.redisPrefix, concurrency: options.concurrency ?? 5 },
    );
    worker.on('failed', (job, err) =>
      this.logger.warn(`${options.queue} job ${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`),
    );
    worker.on('error', (err) => this.logger.error(`${options.queue} worker: ${err.message}`));
    this.workers.push(worker);
  }

  private runInline(queue: QueueName, name: string, data: unknown, attempts: number, backoffMs: number, delayMs: number, id?: string): void {
    // Same contract as BullMQ: a job id already waiting or running makes the add a no-op.
    const key = id ? `${queue}:${id}` : null;
    if (key && this.inlineIds.has(key)) return;
    const registered = this.processors.get(queue);
    if (!registered) {
      this.logger.error(`No processor for queue ${queue}; job ${name} dropped`);
      return;
    }
    const counts = this.inlineCounts.get(queue) ?? { active: 0, delayed: 0, failed: 0, completed: 0 };
    this.inlineCounts.set(queue, counts);
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const run = async () => {
      if (delayMs > 0) await sleep(delayMs);
      for (let attempt = 0; attempt < attempts && !this.closed; attempt++) {
        counts.active++;
        try {
          await registered.handler.process({ id, name, data, attemptsMade: attempt });
          counts.completed++;
          return;
        } catch (err) {
          this.logger.warn(`${queue} job ${name} failed (attempt ${attempt + 1}/${attempts}): ${(err as Error).message}`);
          if (attempt + 1 < attempts) await sleep(backoffMs * 2 ** attempt);
        } finally {
          counts.active--;
        }
      }
      counts.failed++;
    };
    if (key) this.inlineIds.add(key);
    const promise = run().finally(() => {
      this.inlinePending.delete(promise);
      if (key) this.inlineIds.delete(key);
    });
    this.inlinePending.add(promise);
  }
}
