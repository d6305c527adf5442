import { withAdmin } from './postgres-admin';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.SCORECARD_TEMPLATE_DB;
  if (!name) return;
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
