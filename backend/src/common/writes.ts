/** Helpers for services' writes: transactions, unique-index conflicts, references and change lists. */
import { NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

/** Runs on the caller's transaction when there is one (the demo seed), else in a new one. */
export function inTransaction<T>(dataSource: DataSource, manager: EntityManager | undefined, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return manager ? work(manager) : dataSource.transaction(work);
}

/** Runs an insert; a violation of the named unique index becomes `conflict` (the index is the check). */
export async function uniqueOr<T>(constraint: string, conflict: () => Error, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (err) {
    const driver = err instanceof QueryFailedError ? (err.driverError as { code?: string; constraint?: string }) : undefined;
    if (driver?.code === '23505' && driver.constraint === constraint) throw conflict();
    throw err;
  }
}

/** A reference sent in a body that does not resolve in the caller's organization: 404, as a path id (DESIGN section 3). */
export function notFoundReference(message: string): NotFoundException {
  return new NotFoundException(message);
}

/** Old and new values of the fields an update changed, for the activity's details. */
export function changesOf<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field] as unknown;
    const to = after[field] as unknown;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[String(field)] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
