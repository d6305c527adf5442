import * as path from 'node:path';

/** The validated, typed configuration every module reads (never process.env directly). */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Absent: an embedded PGlite database in `${dataDir}/pglite` is started. */
  databaseUrl: string | null;
  /** Absent: jobs run in-process with the same processors. */
  redisUrl: string | null;
  /** Prefix of every BullMQ key; tests give each file its own. */
  redisPrefix: string;
  /** Absent: mails are logged and written to `${dataDir}/outbox`. */
  smtpUrl: string | null;
  mailFrom: string;
  sessionSecret: string;
  appUrl: string;
  superAdminEmail: string | null;
  superAdminPassword: string | null;
  seedDemo: boolean;
  authRateLimit: number;
  /** 'inline' (the default) runs job processors in the API process even when Redis exists (DESIGN decision 15). */
  workers: 'inline' | 'separate';
  dataDir: string;
  logLevel: string;
  /** High-priority requests without a status change for this many days are escalated. */
  escalationDays: number;
  /** Tests and demos: every notification schedule fires this often instead of its cron pattern. */
  notificationScheduleEveryMs: number | null;
  /** First retry delay of a notification e-mail; it doubles on each further attempt. */
  notificationRetryMs: number;
  /** Key material of the SSO client secrets' encryption: SSO_ENCRYPTION_KEY, else SESSION_SECRET (common/secret-box.ts; also webhook and TOTP secrets). */
  ssoEncryptionKey: string;
  /** Development and tests: an `http:` OpenID issuer is accepted (DESIGN decision 27). */
  ssoAllowInsecureIssuer: boolean;
  /** Calls one API key may make within any one minute (API_KEY_RATE_LIMIT, DESIGN decision 26). */
  apiKeyRateLimit: number;
  /** WEBHOOKS_ALLOW_PRIVATE=true lets webhooks call loopback, private and link-local addresses (development and tests). */
  webhooksAllowPrivate: boolean;
  /** The first retry of a failed webhook delivery (WEBHOOK_RETRY_MS, doubling after it). */
  webhookRetryMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads and validates the environment. Every problem is collected so one start-up names all the
 * bad variables at once.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const nodeEnvRaw = value('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be one of development, production, test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as AppConfig['nodeEnv'];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = value(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must be a ${protocols.join(' or ')}// URL (got "${parsed.protocol}//…")`);
        return null;
      }
      return raw;
    } catch {
      problems.push(`${name} is not a valid URL`);
      return null;
    }
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const port = int('PORT', 3000, 1, 65535);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const appUrl = url('APP_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;

  let sessionSecret = value('SESSION_SECRET');
  if (!sessionSecret) {
    if (nodeEnv === 'production') problems.push('SESSION_SECRET is required when NODE_ENV=production');
    sessionSecret = 'scorecard-development-secret';
  } else if (nodeEnv === 'production' && sessionSecret.length < 16) {
    problems.push('SESSION_SECRET must be at least 16 characters when NODE_ENV=production');
  }

  const ssoEncryptionKey = value('SSO_ENCRYPTION_KEY');
  if (ssoEncryptionKey !== undefined && ssoEncryptionKey.length < 32) problems.push('SSO_ENCRYPTION_KEY must be at least 32 characters');

  const superAdminEmail = value('SUPER_ADMIN_EMAIL') ?? null;
  const superAdminPassword = value('SUPER_ADMIN_PASSWORD') ?? null;
  if (superAdminEmail && !EMAIL.test(superAdminEmail)) {
    problems.push(`SUPER_ADMIN_EMAIL is not a valid e-mail address (got "${superAdminEmail}")`);
  }
  if (superAdminEmail && (!superAdminPassword || superAdminPassword.length < 8)) {
    problems.push('SUPER_ADMIN_PASSWORD must be at least 8 characters when SUPER_ADMIN_EMAIL is set');
  }

  const workersRaw = value('WORKERS');
  if (workersRaw !== undefined && !['inline', 'separate'].includes(workersRaw)) {
    problems.push(`WORKERS must be "inline" or "separate" (got "${workersRaw}")`);
  }

  const config: AppConfig = {
    nodeEnv,
    port,
    databaseUrl,
    redisUrl,
    redisPrefix: value('REDIS_PREFIX') ?? 'scorecard',
    smtpUrl,
    mailFrom: value('MAIL_FROM') ?? 'Scorecard <no-reply@scorecard.local>',
    sessionSecret,
    appUrl: appUrl.replace(/\/+$/, ''),
    superAdminEmail,
    superAdminPassword,
    seedDemo: bool('SEED_DEMO', false),
    authRateLimit: int('AUTH_RATE_LIMIT', 10, 1, 1_000_000),
    workers: workersRaw === 'separate' ? 'separate' : 'inline',
    dataDir: path.resolve(value('DATA_DIR') ?? 'data'),
    logLevel: value('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    escalationDays: int('ESCALATION_DAYS', 3, 1, 365),
    notificationRetryMs: int('NOTIFICATION_RETRY_MS', 2000, 10, 3_600_000),
    ssoEncryptionKey: ssoEncryptionKey ?? sessionSecret,
    ssoAllowInsecureIssuer: bool('SSO_ALLOW_INSECURE_ISSUER', false),
    apiKeyRateLimit: int('API_KEY_RATE_LIMIT', 600, 1, 1_000_000),
    webhooksAllowPrivate: bool('WEBHOOKS_ALLOW_PRIVATE', false),
    webhookRetryMs: int('WEBHOOK_RETRY_MS', 10_000, 10, 3_600_000),
    notificationScheduleEveryMs: value('NOTIFICATION_SCHEDULE_EVERY_MS') ? int('NOTIFICATION_SCHEDULE_EVERY_MS', 60000, 100, 86_400_000) : null,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
