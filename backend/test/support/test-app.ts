import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import * as os from 'node:os';
import * as path from 'node:path';
import IORedis from 'ioredis';
import passport from 'passport';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp, Started } from '../../src/bootstrap';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { spawn } from 'node:child_process';
import { ResolvedDatabase } from '../../src/database/database-url';
import { ProcessRole } from '../../src/modules/jobs/jobs.tokens';
import { databaseUrl, withAdmin } from './postgres-admin';
import { SmtpCapture } from './smtp-capture';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const usingPglite = process.env.TEST_DB === 'pglite';

export interface TestApp extends Started {
  config: AppConfig;
  database: ResolvedDatabase;
  smtp: SmtpCapture;
  http: ReturnType<typeof request>;
  /** A fresh cookie-keeping client, like a new browser. */
  agent(): TestAgent;
  stop(): Promise<void>;
}

/** A database of this test file's own: a clone of the migrated template, or an in-memory PGlite. */
export async function createTestDatabase(): Promise<ResolvedDatabase> {
  if (usingPglite) return startPgliteProcess();
  const template = process.env.SCORECARD_TEMPLATE_DB;
  if (!template) throw new Error('SCORECARD_TEMPLATE_DB is not set: run the tests through jest.config.js (global setup)');
  const name = `scorecard_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    url: databaseUrl(name),
    embedded: false,
    stop: () => withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** The same embedded database `make start` uses, in a child process (see pglite-server.mjs). */
async function startPgliteProcess(): Promise<ResolvedDatabase> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pglite-server.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PGLITE_PORT=(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`PGlite server exited with ${code}`)));
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    embedded: true,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function deleteRedisPrefix(prefix: string): Promise<void> {
  const redis = new IORedis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  role?: ProcessRole;
  /** false runs jobs in-process, as `make start` does without Redis. */
  redis?: boolean;
  /** Another process of the same deployment: this app's database, Redis prefix and SMTP capture, left to it to remove. */
  shareWith?: TestApp;
  /** The URL the app uses for this file's database, e.g. through a TcpProxy that a test can cut. */
  mapDatabaseUrl?: (url: string) => string;
  /** The built front end to serve (default: frontend/dist). */
  frontendDist?: string;
}

/**
 * Boots the whole application as production does, on this file's own database, Redis prefix and
 * SMTP capture, and removes all three afterwards.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // passport keeps (de)serializers process-wide; a second app in one test file must not reach the
  // first, closed one. Production has one app per process, so only tests need this.
  Object.assign(passport as unknown as Record<string, unknown[]>, { _serializers: [], _deserializers: [] });
  const shared = options.shareWith;
  const smtp = shared?.smtp ?? (await new SmtpCapture().start());
  const database = shared?.database ?? (await createTestDatabase());
  const redisPrefix = shared?.config.redisPrefix ?? `sc_test_${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    SMTP_URL: smtp.url,
    REDIS_URL: options.redis === false ? undefined : REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: path.join(os.tmpdir(), `scorecard-test-${redisPrefix}`),
    APP_URL: 'http://127.0.0.1',
    AUTH_RATE_LIMIT: '1000',
    // Webhook receivers of the tests listen on localhost (DESIGN decision 26).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    ...options.env,
  });
  let started: Started;
  try {
    const reached = options.mapDatabaseUrl ? { ...database, url: options.mapDatabaseUrl(database.url) } : database;
    started = await createApp({ config, role: options.role ?? 'all', database: reached, frontendDist: options.frontendDist });
  } catch (err) {
    if (!shared) await database.stop();
    if (!shared) await smtp.stop();
    throw err;
  }
  const server = started.app.getHttpServer();
  return {
    ...started,
    config,
    database,
    smtp,
    http: request(server),
    agent: () => request.agent(server),
    async stop() {
      await started.close();
      if (shared) return;
      await database.stop();
      await smtp.stop();
      if (options.redis !== false) await deleteRedisPrefix(redisPrefix);
    },
  };
}
