import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { JobQueueService } from '../src/modules/jobs/job-queue.service';
import { QueueName } from '../src/modules/jobs/queue-name';
import { codeOf, newAccount, tokenOf } from './support/accounts';
import { REDIS_URL, startTestApp, TestApp } from './support/test-app';

/** Every job of a queue as Redis holds it: the raw hash fields, exactly what an operator could read. */
async function rawJobs(prefix: string, queue: string): Promise<Record<string, string>[]> {
  const redis = new IORedis(REDIS_URL);
  try {
    const keys = (await redis.keys(`${prefix}:${queue}:*`)).filter((k) => /:[^:]+$/.test(k) && !/:(id|meta|events|wait|waiting|active|paused|delayed|completed|failed|prioritized|marker|stalled-check|pc|limiter)$/.test(k));
    const hashes: Record<string, string>[] = [];
    for (const key of keys) if ((await redis.type(key)) === 'hash') hashes.push(await redis.hgetall(key));
    return hashes;
  } finally {
    redis.disconnect();
  }
}

describe('jobs and processes (DESIGN decision 15)', () => {
  it('sends mail from the API process alone by default, as make start with REDIS_URL does, and keeps no completed job', async () => {
    const t = await startTestApp({ role: 'api' });
    try {
      const account = newAccount();
      const agent = t.agent();
      await agent.post('/api/auth/signup').send(account).expect(201);
      const mail = await t.smtp.waitFor(account.email);
      await agent.post('/api/auth/verify-otp').send({ otpCode: codeOf(mail) }).expect(200);
      const health = await t.http.get('/api/health').expect(200);
      expect(health.body).toMatchObject({ status: 'ok', jobs: { processorsHere: true, queues: { mail: { waiting: 0, workers: 1, stalled: false } } } });
      const queue = new Queue(QueueName.Mail, { connection: { url: REDIS_URL }, prefix: t.config.redisPrefix });
      try {
        expect(await queue.getJobCounts('completed')).toEqual({ completed: 0 });
      } finally {
        await queue.close();
      }
      expect(await rawJobs(t.config.redisPrefix, QueueName.Mail)).toEqual([]);
    } finally {
      await t.stop();
    }
  });

  describe('with WORKERS=separate', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ role: 'api', env: { WORKERS: 'separate' } });
    });
    afterAll(() => t?.stop());

    it('queues a verification mail holding ids only, reports the queue stalled until a worker runs, and the worker builds a working mail', async () => {
      const account = newAccount();
      const agent = t.agent();
      const signup = await agent.post('/api/auth/signup').send(account).expect(201);

      // The job waits in Redis: its data is the user's id and organization, no code, token or body.
      const [job] = await rawJobs(t.config.redisPrefix, QueueName.Mail);
      expect(job.name).toBe('verification');
      expect(JSON.parse(job.data)).toEqual({ organizationId: signup.body.user.organizationId, userId: signup.body.user.id });
      expect(Object.values(job).join('\n')).not.toMatch(/\b\d{6}\b|token|verify-email|@example\.com/);

      const stalled = await t.http.get('/api/health').expect(200);
      expect(stalled.body).toMatchObject({ status: 'degraded', redis: 'up', jobs: { processorsHere: false, queues: { mail: { waiting: 1, workers: 0, stalled: true } } } });

      const worker = await NestFactory.createApplicationContext(AppModule.forRoot({ config: t.config, databaseUrl: t.database.url, role: 'worker' }), {
        logger: false,
      });
      try {
        const mail = await t.smtp.waitFor(account.email);
        const healthy = await t.http.get('/api/health').expect(200);
        expect(healthy.body).toMatchObject({ status: 'ok', jobs: { queues: { mail: { waiting: 0, workers: 1, stalled: false } } } });
        await agent.get(`/api/auth/verify-email?token=${encodeURIComponent(tokenOf(mail))}`).expect((res) => expect(res.status).toBeLessThan(400));
        expect((await agent.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
        expect(await rawJobs(t.config.redisPrefix, QueueName.Mail)).toEqual([]);
      } finally {
        await worker.close();
      }
    });
  });

  describe('without Redis (jobs in this process)', () => {
    /** True when `promise` settles within `ms`. */
    const settlesWithin = (promise: Promise<unknown>, ms: number) =>
      Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);

    it('stops at once with a job delayed for hours (an e-mail held by quiet hours): its row is the record, the next sweep sends it', async () => {
      const t = await startTestApp({ redis: false });
      await t.app.get(JobQueueService).add(QueueName.Mail, 'verification', { organizationId: 'o', userId: 'u' }, { delayMs: 10 * 3600_000 });
      // Before the fix, shutdown waited out the delay: ten hours.
      expect(await settlesWithin(t.stop(), 30_000)).toBe(true);
    });

    it('lets a running job finish against the database before it closes', async () => {
      const t = await startTestApp({ redis: false });
      const account = newAccount();
      const signup = await t.agent().post('/api/auth/signup').send(account).expect(201);
      await t.smtp.waitFor(account.email);
      // Every pooled connection is taken: the job below waits for one while shutdown begins.
      const pool = (t.app.get(DataSource).driver as unknown as { master: Pool }).master;
      const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
      await t.app.get(JobQueueService).add(QueueName.Mail, 'verification', { organizationId: signup.body.user.organizationId, userId: signup.body.user.id });
      const stopping = t.stop();
      await new Promise((resolve) => setTimeout(resolve, 200));
      held.forEach((client) => client.release());
      // Before the fix the database closed first: the job never got its connection (PGlite) or
      // failed on a closed pool, and the second mail was never sent.
      expect(await settlesWithin(stopping, 30_000)).toBe(true);
      expect(t.smtp.mails.filter((m) => m.to.includes(account.email.toLowerCase()))).toHaveLength(2);
    });

    it('stops at once while a failed job waits out a long retry back-off', async () => {
      const t = await startTestApp({ redis: false });
      // No composer for this kind: the first attempt fails, the retry waits an hour.
      await t.app.get(JobQueueService).add(QueueName.Mail, 'no-such-kind', { organizationId: 'o' }, { attempts: 2, backoffMs: 3600_000 });
      expect(await settlesWithin(t.stop(), 30_000)).toBe(true);
    });
  });
});
