import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Scorecard cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const { app, database } = await createApp({ config, role: 'api' });
  await app.listen(config.port);
  const logger = new Logger('Scorecard');
  logger.log(`Listening on ${config.appUrl} (port ${config.port})`);
  logger.log(`Database: ${database.embedded ? `embedded PGlite in ${config.dataDir}/pglite` : 'DATABASE_URL'}`);
  logger.log(`Jobs: ${config.redisUrl ? (config.workers === 'inline' ? 'BullMQ, processed in this process' : 'BullMQ, processed by worker processes') : 'in-process (no REDIS_URL)'}`);
  logger.log(`Mail: ${config.smtpUrl ? 'SMTP_URL' : `logged and written to ${config.dataDir}/outbox`}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
