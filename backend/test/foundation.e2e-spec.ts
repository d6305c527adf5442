import { NestFactory } from '@nestjs/core';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/app-config';
import { JobQueueService } from '../src/modules/jobs/job-queue.service';
import { QueueName } from '../src/modules/jobs/queue-name';
import { MailJob, MailMessage } from '../src/modules/mail/mail-message';
import { MailService } from '../src/modules/mail/mail.service';
import { startTestApp, TestApp, usingPglite } from './support/test-app';

/** A mail kind for these tests: the job carries an id, the composer builds the message from it. */
const NOTES: Record<string, MailMessage> = {
  queue: { to: 'queue@example.com', subject: 'Through BullMQ', text: 'hello from the queue' },
  inline: { to: 'inline@example.com', subject: 'Inline', text: 'no redis needed' },
  once: { to: 'once@example.com', subject: 'Once', text: 'coalesced' },
};
const registerNotes = (mail: MailService) => mail.register<MailJob & { noteId: string }>('note', async ({ noteId }) => NOTES[noteId]);

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ role: 'api', env: { WORKERS: 'separate' } });
    registerNotes(t.app.get(MailService));
  });
  afterAll(() => t?.stop());

  it('reports database, Redis and queues in GET /api/health', async () => {
    const res = await t.http.get('/api/health').expect(200);
    // With WORKERS=separate and no worker process here, a scheduler's job may already wait in a queue:
    // then health must say degraded (decision 15); whether one waits yet depends on the schedule's clock.
    const queues = Object.values(res.body.jobs.queues as Record<string, { stalled: boolean }>);
    expect(res.body.status).toBe(queues.some((q) => q.stalled) ? 'degraded' : 'ok');
    expect(res.body).toMatchObject({
      database: { status: 'up' },
      redis: 'up',
      jobs: { mode: 'bullmq', queues: { mail: expect.objectContaining({ failed: 0 }) } },
    });
  });

  it('refuses an unknown body field with 400 in the DESIGN error shape, changing nothing', async () => {
    const res = await t.http
      .post('/api/auth/signup')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'long-enough-1', companyName: 'Analytical', isAdmin: true })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'property isAdmin should not exist' });
    await t.http.post('/api/auth/login').send({ email: 'ada@example.com', password: 'long-enough-1' }).expect(401);
  });

  it('lists every field problem in errors with the first as message', async () => {
    const res = await t.http.post('/api/auth/signup').send({ firstName: 'A', lastName: 'L', email: 'nope', password: 'short', companyName: 'X' }).expect(400);
    expect(res.body.message).toBe('Last name must be at least 2 characters');
    expect(res.body.errors).toEqual([
      'Last name must be at least 2 characters',
      'Please enter a valid email',
      'Password must be at least 8 characters',
      'Company name must be at least 2 characters',
    ]);
  });

  it('answers malformed JSON and odd bodies with 400, never 500', async () => {
    const bad = await t.http.post('/api/auth/login').set('content-type', 'application/json').send('{"email":').expect(400);
    expect(bad.body.statusCode).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    await t.http.post('/api/auth/login').send([1, 2, 3]).expect(400);
    await t.http.post('/api/auth/login').send({ email: { $ne: 1 }, password: ['x'] }).expect(400);
  });

  // Page paths (the SPA, or 503 before a build) are held by static-delivery.e2e-spec.ts on a build of its own.
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    await t.http.get('/api/docs').expect(200);
    const json = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/signup', '/api/auth/login']));
  });

  (usingPglite ? it.skip : it)('processes a job enqueued through BullMQ in a separate worker process context', async () => {
    // The API (role api) only enqueues; a worker context on the same Redis prefix sends the mail.
    const worker = await NestFactory.createApplicationContext(
      AppModule.forRoot({ config: t.config, databaseUrl: t.database.url, role: 'worker' }),
      { logger: false },
    );
    try {
      registerNotes(worker.get(MailService));
      await t.app.get(MailService).send('note', { organizationId: null, noteId: 'queue' });
      const mail = await t.smtp.waitFor('queue@example.com');
      expect(mail.subject).toBe('Through BullMQ');
      expect(mail.body).toContain('hello from the queue');
      const health = await t.http.get('/api/health').expect(200);
      expect(health.body.jobs.queues.mail).toMatchObject({ waiting: 0, failed: 0, workers: 1, stalled: false });
    } finally {
      await worker.close();
    }
  });
});

describe('configuration', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', REDIS_URL: 'http://x', AUTH_RATE_LIMIT: '-1' })).toThrow(
      /PORT must be a whole number.*REDIS_URL must be a redis:.*AUTH_RATE_LIMIT must be a whole number/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig({ SUPER_ADMIN_EMAIL: 'root@example.com', SUPER_ADMIN_PASSWORD: 'short' })).toThrow(/SUPER_ADMIN_PASSWORD/);
  });

  it('stops the real start-up with a message naming the bad variable', () => {
    const main = path.resolve(__dirname, '../dist/main.js');
    if (!fs.existsSync(main)) throw new Error('backend/dist/main.js is missing: build the backend before its tests (make test does)');
    const run = spawnSync(process.execPath, [main], { env: { PATH: process.env.PATH, PORT: 'not-a-port' }, encoding: 'utf8', timeout: 20000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be a whole number from 1 to 65535 (got "not-a-port")');
  });
});

describe('jobs without Redis', () => {
  it('runs the same processor in-process, as make start does', async () => {
    const t = await startTestApp({ redis: false });
    try {
      const health = await t.http.get('/api/health').expect(200);
      expect(health.body).toMatchObject({ redis: 'not configured', jobs: { mode: 'inline' } });
      registerNotes(t.app.get(MailService));
      await t.app.get(MailService).send('note', { organizationId: null, noteId: 'inline' });
      expect((await t.smtp.waitFor('inline@example.com')).body).toContain('no redis needed');

      // A job id already waiting makes a second add a no-op, as in BullMQ.
      const jobs = t.app.get(JobQueueService);
      const note = { organizationId: null, noteId: 'once' };
      await jobs.add(QueueName.Mail, 'note', note, { jobId: 'digest:1', delayMs: 100 });
      await jobs.add(QueueName.Mail, 'note', note, { jobId: 'digest:1', delayMs: 100 });
      await jobs.drainInline();
      expect(t.smtp.mails.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
    } finally {
      await t.stop();
    }
  });
});
