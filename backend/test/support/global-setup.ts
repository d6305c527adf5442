import { runMigrations } from '../../src/database/run-migrations';
import { databaseUrl, withAdmin } from './postgres-admin';

/**
 * One migrated template database per run; every test file clones it (CREATE DATABASE … TEMPLATE),
 * which takes milliseconds instead of re-running migrations.
 */
export default async function globalSetup(): Promise<void> {
  // Test sign-ups and sign-ins hash at N=2^12 instead of production's 2^17 (users/password.ts reads
  // it only under NODE_ENV=test; test/account-security.e2e-spec.ts proves the production default).
  process.env.SCORECARD_TEST_SCRYPT_LOG2N ??= '12';
  if (process.env.TEST_DB === 'pglite') return;
  const name = `scorecard_tpl_${process.pid}_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  await runMigrations(databaseUrl(name));
  // Workers are forked after this, so they inherit the name.
  process.env.SCORECARD_TEMPLATE_DB = name;
}
