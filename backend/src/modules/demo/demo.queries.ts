import { EntityManager } from 'typeorm';

/** Arbitrary constant: one process at a time decides whether to seed. */
const DEMO_SEED_LOCK = 7_342_002;

/** Holds the demo seed's advisory lock until the transaction ends (no table: a lock on a number). */
export async function holdDemoSeedLock(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
}
