/**
 * Small helpers shared by the scorecard contexts (library, functions, assignments, scorecards):
 * input transforms for DTOs, the transaction helper, echo-field checks and plan limits.
 */
import { applyDecorators, BadRequestException, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { ACCESS_MESSAGES } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';

type TransformInput = { value: unknown };

/** Trims strings; leaves anything else for the validators to refuse. */
export const trim = ({ value }: TransformInput): unknown => (typeof value === 'string' ? value.trim() : value);

/** Optional free text: trimmed, and empty means "no value" (null). */
export const trimToNull = ({ value }: TransformInput): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** An optional reference: '', 'none' and null all mean "no reference" (the forms' "None" choices). */
export const referenceOrNull = ({ value }: TransformInput): unknown => {
  if (value === null) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'none' ? null : trimmed;
};

/**
 * A field that may be left out of an update but, when sent, must be valid: unlike @IsOptional(),
 * null is validated (and refused) instead of skipped, so `{"name": null}` cannot blank a column.
 */
export const OptionalNotNull = () => ValidateIf((_: unknown, value: unknown) => value !== undefined);

/** An optional id that may be null (clears the reference); a malformed id answers `message`. */
export const OptionalReference = (message: string) =>
  applyDecorators(Transform(referenceOrNull), IsOptional(), IsUUID('all', { message }));

/** Fields a client may echo from the record it read (react-admin sends them back). */
export interface EchoFields {
  id?: string;
  organizationId?: string;
}

export const ECHO_MESSAGES = {
  organization: 'organizationId must be the id of your organization',
  id: 'id must match the id in the path',
};

/** Echoed ids must be the caller's own; anything else is refused, never silently ignored. */
export function checkEcho(actor: Actor, body: EchoFields, pathId?: string): void {
  if (body.organizationId !== undefined && body.organizationId !== actor.organizationId) {
    throw new BadRequestException(ECHO_MESSAGES.organization);
  }
  if (body.id !== undefined && body.id !== pathId) throw new BadRequestException(ECHO_MESSAGES.id);
}

/** Runs on the caller's transaction when there is one (the demo seed), else in a new one. */
export function inTransaction<T>(dataSource: DataSource, manager: EntityManager | undefined, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return manager ? work(manager) : dataSource.transaction(work);
}

type LimitedResource = { table: 'objective' | 'kpi'; column: 'maxObjectives' | 'maxKpis'; label: 'objectives' | 'KPIs' };

export const OBJECTIVE_LIMIT: LimitedResource = { table: 'objective', column: 'maxObjectives', label: 'objectives' };
export const KPI_LIMIT: LimitedResource = { table: 'kpi', column: 'maxKpis', label: 'KPIs' };

/**
 * Plan limits (DESIGN decision 8): the organization row is locked for the rest of the
 * transaction, so two concurrent creates cannot both take the last place.
 */
export async function ensureBelowLimit(manager: EntityManager, organizationId: string, resource: LimitedResource): Promise<void> {
  const [org] = (await manager.query(
    `SELECT o."${resource.column}" AS "limit", (SELECT count(*) FROM "${resource.table}" t WHERE t."organizationId" = o."id")::int AS "count"
       FROM "organization" o WHERE o."id" = $1 FOR UPDATE`,
    [organizationId],
  )) as { limit: number; count: number }[];
  if (org && org.count >= org.limit) throw new UnprocessableEntityException(ACCESS_MESSAGES.limitReached(resource.label, org.limit));
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
