import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { resolveDatabase } from './database/database-url';
import { runMigrations } from './database/run-migrations';

/** The worker process: the same modules as the API, no HTTP, running the BullMQ processors. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Scorecard worker cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (!config.redisUrl || !config.databaseUrl) {
    console.error('Scorecard worker cannot start. REDIS_URL and DATABASE_URL are required (without them the API process runs jobs itself).');
    process.exit(1);
  }
  const database = await resolveDatabase(config);
  await runMigrations(database.url);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot({ config, databaseUrl: database.url, role: 'worker' }));
  app.enableShutdownHooks();
  new Logger('Worker').log('Processing jobs from Redis');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
