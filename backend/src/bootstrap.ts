import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import session from 'express-session';
import helmet from 'helmet';
import * as path from 'node:path';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { bodyParsers } from './common/body-limits';
import { answeringErrors } from './common/http-errors';
import { ApiExpressAdapter } from './common/list-result.reply';
import { API_COMPRESSION } from './common/small-answer';
import { frontendHandlers } from './common/spa-fallback.middleware';
import { sameOriginWrites } from './common/same-origin.middleware';
import { oneLayer } from './common/one-layer';
import { requestLogger } from './common/request-log';
import { createSessionStore } from './common/session-store';
import { AppConfig } from './config/app-config';
import { resolveDatabase, ResolvedDatabase } from './database/database-url';
import { runMigrations } from './database/run-migrations';
import { ApiKeyAuthentication } from './modules/api-keys/api-key-authentication';
import { ProcessRole } from './modules/jobs/jobs.tokens';

export interface StartOptions {
  config: AppConfig;
  role: ProcessRole;
  /** Tests hand in their own database; otherwise DATABASE_URL or the embedded PGlite. */
  database?: ResolvedDatabase;
  frontendDist?: string;
}

export interface Started {
  app: NestExpressApplication;
  database: ResolvedDatabase;
  close(): Promise<void>;
}

const SESSION_DAYS = 14;

function nestLogLevels(level: string): LogLevel[] | false {
  if (level === 'silent') return false;
  if (level === 'debug' || level === 'trace') return ['log', 'warn', 'error', 'debug', 'verbose'];
  if (level === 'warn') return ['warn', 'error'];
  if (level === 'error') return ['error'];
  return ['log', 'warn', 'error'];
}

/** Builds the HTTP application exactly as production runs it; tests call this too. */
export async function createApp({ config, role, database, frontendDist }: StartOptions): Promise<Started> {
  const db = database ?? (await resolveDatabase(config));
  try {
    await runMigrations(db.url);
    // Lists (ListResult) are answered by the adapter (common/list-result.reply.ts).
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, databaseUrl: db.url, role, embeddedDatabase: db.embedded }), new ApiExpressAdapter(), {
      logger: nestLogLevels(config.logLevel),
      // Our own parsers, with the size and depth limits (see configureHttp).
      bodyParser: false,
      // Throw instead of exiting, so callers (tests, main) report the real error.
      abortOnError: false,
    });
    const store = configureHttp(app, config, frontendDist ?? path.resolve(__dirname, '..', '..', 'frontend', 'dist'), db.embedded);
    app.enableShutdownHooks();
    await app.init();
    return {
      app,
      database: db,
      async close() {
        await app.close();
        store.close();
        if (!database) await db.stop();
      },
    };
  } catch (err) {
    if (!database) await db.stop().catch(() => undefined);
    throw err;
  }
}

/** Middleware order matters (STACK trap 16): helmet → session → passport → routes. */
function configureHttp(app: NestExpressApplication, config: AppConfig, frontendDist: string, embeddedDatabase: boolean): { close(): void } {
  const secure = config.appUrl.startsWith('https://');
  if (secure) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  // Middleware order matters (STACK trap 16). Grouped into four Express layers (common/one-layer.ts).
  // One line a request (common/request-log.ts).
  const requestLog = requestLogger(config.logLevel);
  // The last lines are written when the server closes (a SIGTERM included), not left in the buffer.
  app.getHttpServer().once('close', () => requestLog.close());
  app.use(
    oneLayer(
      requestLog.handler,
      helmet({
        // Over plain http (make start) HSTS and upgrade-insecure-requests would break the page.
        strictTransportSecurity: secure,
        contentSecurityPolicy: {
          directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'upgrade-insecure-requests': secure ? [] : null },
        },
      }),
      // The front end before sessions: a page or an asset needs no session or user read from the database.
      ...frontendHandlers(frontendDist),
    ),
  );
  // JSON answers above 1 kB are compressed (a scorecard or a list shrinks several times over), at
  // the fastest levels: on 8 MB of KPI assignments brotli 1 takes 9 ms for 600 kB where the
  // defaults (brotli 4, gzip 6) took 40 and 63 ms for 440 and 940 kB; gzip 1 takes 25 ms (issue 18).
  // Tenant data stays out of browser and proxy caches; so no ETag either, which Express would
  // compute by hashing every answer (6 ms of CPU on the 8 MB list of KPI assignments).
  app.set('etag', false);
  app.use(
    '/api',
    oneLayer(
      (_req, res, next) => {
        res.setHeader('Cache-Control', 'no-store');
        next();
      },
      compression(API_COMPRESSION),
    ),
  );
  const pool = (app.get(DataSource).driver as unknown as { master: import('pg').Pool }).master;
  // PGlite is one session behind every socket: a statement prepared by a closed connection is still
  // there when a new one prepares it again, so the embedded database gets no named statements.
  const store = createSessionStore(pool, { preparedReads: !embeddedDatabase });
  app.use(
    oneLayer(
      ...bodyParsers(),
      // Wrapped: a session read during a database outage answers the API's 503, not Express's HTML 500.
      answeringErrors(session({
        name: 'scorecard.sid',
        secret: config.sessionSecret,
        store,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_DAYS * 24 * 3600 * 1000 },
      })),
      passport.initialize(),
      // The session's user is re-read from the database on every request (session.serializer.ts).
      answeringErrors(passport.session()),
    ),
  );
  app.use(
    '/api',
    oneLayer(
      // `Authorization: Bearer sk_…` (DESIGN decision 26): the key's principal replaces the session's.
      app.get(ApiKeyAuthentication).handler(),
      sameOriginWrites(config.appUrl),
    ),
  );
  app.setGlobalPrefix('api');
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Scorecard API').setVersion('1').addCookieAuth('scorecard.sid')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key (sk_…) from Settings → API' }, 'api-key')
      .addSecurityRequirements('api-key')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  Logger.log(`Front end served from ${frontendDist}`, 'Bootstrap');
  return {
    close() {
      store.close();
      requestLog.close();
    },
  };
}
