import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
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

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Processes consuming the queue right now (BullMQ workers connected to Redis, or this process inline). */
  workers: number;
  /** Jobs are waiting and no worker consumes them: nothing will happen until one starts. */
  stalled: boolean;
}

export interface QueueHealth {
  mode: 'bullmq' | 'inline';
  redis: 'up' | 'down' | 'not configured';
  processorsHere: boolean;
  queues: Record<string, QueueCounts>;
}

interface Registered {
  options: JobProcessorOptions;
  handler: JobHandler;
}

const DEFAULTS = { attempts: 3, backoffMs: 1000 };
/** How long a request waits for Redis to take a job before running it here instead. */
const ENQUEUE_TIMEOUT_MS = 3000;
const SHUTDOWN_GRACE_MS = 5000;

/**
 * The one door to background jobs. With Redis it is plain BullMQ (queues here, workers in
 * worker.ts or inline); without Redis the same processors run in this process, so a newcomer's
 * `make start` sends mail without installing anything.
 */
@Injectable()
export class JobQueueService implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly processors = new Map<QueueName, Registered>();
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: IORedis[] = [];
  private readonly inlinePending = new Set<Promise<void>>();
  private readonly inlineIds = new Set<string>();
  private readonly inlineCounts = new Map<string, { active: number; delayed: number; failed: number }>();
  private connection: IORedis | null = null;
  private closed = false;
  /** Ends every in-process wait (a delay, a retry's back-off) at shutdown. */
  private readonly closing = new AbortController();
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

  /** Processors run here without Redis, in the worker, or in the API unless WORKERS=separate (DESIGN decision 15). */
  get runsProcessors(): boolean {
    return this.mode === 'inline' || this.role !== 'api' || this.config.workers === 'inline';
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as JobHandler | undefined;
      if (!instance || !wrapper.metatype) continue;
      const options = Reflect.getMetadata(JOB_PROCESSOR, wrapper.metatype) as JobProcessorOptions | undefined;
      if (options) this.processors.set(options.queue, { options, handler: instance });
    }
    if (this.mode === 'bullmq') {
      // Queue commands fail at once while Redis is away (no offline queue), so no request waits on it.
      this.connection = new IORedis(this.config.redisUrl!, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: ENQUEUE_TIMEOUT_MS,
      });
      this.connection.on('error', (err: Error) => this.logger.debug(`Redis: ${err.message}`));
      await this.connected(this.connection);
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
        // A finished job has nothing left to tell; failed ones stay a while for the admin's counts.
        removeOnComplete: true,
        removeOnFail: 5000,
      };
      try {
        await withTimeout(this.queue(queue).add(name, data, jobOptions), ENQUEUE_TIMEOUT_MS);
        return;
      } catch (err) {
        // Redis is unreachable: the request still succeeds (its rows are the record, and the sweeps
        // re-enqueue what is pending), and the job runs here once rather than not at all.
        this.logger.warn(`Redis refused ${queue} job ${name} (${(err as Error).message}); running it in this process`);
      }
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
        const c = this.inlineCounts.get(name) ?? { active: 0, delayed: 0, failed: 0 };
        queues[name] = { waiting: 0, ...c, workers: 1, stalled: false };
      }
      return { mode: 'inline', redis: 'not configured', processorsHere: true, queues };
    }
    try {
      await withTimeout(
        (async () => {
          await this.connection!.ping();
          for (const name of Object.values(QueueName)) {
            const queue = this.queue(name);
            const [counts, workers] = await Promise.all([queue.getJobCounts('waiting', 'active', 'delayed', 'failed'), queue.getWorkersCount()]);
            const waiting = (counts.waiting ?? 0) + (counts.delayed ?? 0) > 0;
            queues[name] = {
              waiting: counts.waiting ?? 0,
              active: counts.active ?? 0,
              delayed: counts.delayed ?? 0,
              failed: counts.failed ?? 0,
              workers,
              stalled: waiting && workers === 0,
            };
          }
        })(),
        ENQUEUE_TIMEOUT_MS,
      );
      return { mode: 'bullmq', redis: 'up', processorsHere: this.runsProcessors, queues };
    } catch {
      return { mode: 'bullmq', redis: 'down', processorsHere: this.runsProcessors, queues: {} };
    }
  }

  /**
   * Jobs stop before any module closes: running jobs need the database, which TypeORM closes in
   * its own onApplicationShutdown (a job still waiting for a connection then was never served on
   * PGlite, and failed on PostgreSQL).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.closing.abort();
    this.timers.forEach((t) => clearTimeout(t));
    // A worker whose Redis connection broke mid-job can wait on it forever: give running jobs a
    // few seconds, then cut its connections (BullMQ hands an unfinished job to a worker later).
    if (!(await settlesWithin(Promise.all(this.workers.map((w) => w.close())), SHUTDOWN_GRACE_MS))) {
      this.logger.warn('Workers did not stop in time; closing their Redis connections');
      this.workerConnections.forEach((c) => c.disconnect());
      await settlesWithin(Promise.all(this.workers.map((w) => w.close(true))), 1000);
    }
    this.workerConnections.forEach((c) => c.disconnect());
    await this.drainInline();
  }

  /** The queues and their Redis connection close last: nothing but Redis needs them. */
  async onApplicationShutdown(): Promise<void> {
    await settlesWithin(Promise.all([...this.queues.values()].map((q) => q.close())), SHUTDOWN_GRACE_MS);
    this.connection?.disconnect();
  }

  /** Starts with Redis connected when it is there; an unreachable Redis only delays start-up briefly. */
  private async connected(redis: IORedis): Promise<void> {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, ENQUEUE_TIMEOUT_MS);
      redis.once('ready', done);
    });
  }

  private redis(): IORedis {
    // BullMQ workers block on Redis, so they must never give up on a request (STACK trap 5).
    return new IORedis(this.config.redisUrl!, { maxRetriesPerRequest: null });
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection!, prefix: this.config.redisPrefix });
      // Connection errors are expected during an outage; health reports them, the log need not shout.
      queue.on('error', (err: Error) => this.logger.debug(`${name} queue: ${err.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private startWorker({ options, handler }: Registered): void {
    const connection = this.redis();
    connection.on('error', (err: Error) => this.logger.debug(`Redis (${options.queue} worker): ${err.message}`));
    this.workerConnections.push(connection);
    const worker = new Worker(
      options.queue,
      (job) => handler.process({ id: job.id, name: job.name, data: job.data, attemptsMade: job.attemptsMade }),
      { connection, prefix: this.config.redisPrefix, concurrency: options.concurrency ?? 5 },
    );
    worker.on('failed', (job, err) =>
      this.logger.warn(`${options.queue} job ${job?.id} failed (attempt ${job?.attemptsMade}): ${err.message}`),
    );
    // BullMQ reconnects by itself once Redis is back; until then it reports each failed try here.
    worker.on('error', (err) => this.logger.warn(`${options.queue} worker: ${err.message}`));
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
    const counts = this.inlineCounts.get(queue) ?? { active: 0, delayed: 0, failed: 0 };
    this.inlineCounts.set(queue, counts);
    const run = async () => {
      // A job delayed past shutdown (an e-mail held by quiet hours, hours away) is left to its row:
      // the sweep of the next process sends it. Waiting here would hold shutdown that long.
      if (delayMs > 0) await sleep(delayMs, this.closing.signal);
      if (this.closed) return;
      for (let attempt = 0; attempt < attempts && !this.closed; attempt++) {
        counts.active++;
        try {
          await registered.handler.process({ id, name, data, attemptsMade: attempt });
          return;
        } catch (err) {
          this.logger.warn(`${queue} job ${name} failed (attempt ${attempt + 1}/${attempts}): ${(err as Error).message}`);
          if (attempt + 1 < attempts) await sleep(backoffMs * 2 ** attempt, this.closing.signal);
        } finally {
          counts.active--;
        }
      }
      if (!this.closed) counts.failed++;
    };
    if (key) this.inlineIds.add(key);
    const promise = run().finally(() => {
      this.inlinePending.delete(promise);
      if (key) this.inlineIds.delete(key);
    });
    this.inlinePending.add(promise);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** True when `promise` settles within `ms`; never rejects. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true, () => true), late]).finally(() => clearTimeout(timer));
}
