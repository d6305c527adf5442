import * as path from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/** One definition of the connection for the app, the tests and the migration CLI. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [path.join(__dirname, '..', '**', '*.entity.{js,ts}')],
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    extra: { max: poolSize },
  };
}
