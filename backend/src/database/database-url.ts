import * as path from 'node:path';
import { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when given; otherwise an embedded PGlite persisted under the data directory. */
export async function resolveDatabase(config: AppConfig): Promise<ResolvedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pglite'));
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}
