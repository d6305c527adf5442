import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { applyListParams, ListParams, ListResult, ListSpec } from '../../common/list-query';

/**
 * One page of a raw (aliased, aggregated) admin read and its total, in two queries whatever the
 * platform's size; the whole list without a range.
 */
export async function listRaw<R>(resource: string, qb: SelectQueryBuilder<ObjectLiteral>, params: ListParams, spec: ListSpec): Promise<ListResult<R>> {
  applyListParams(qb, params, spec);
  if (!params.range) {
    const rows = (await qb.getRawMany()) as R[];
    return new ListResult(resource, rows, rows.length);
  }
  const total = await qb.getCount();
  const rows = (await qb.offset(params.range.start).limit(params.range.end - params.range.start + 1).getRawMany()) as R[];
  return new ListResult(resource, rows, total, params.range);
}

export function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** A unique index refused the write (PostgreSQL 23505), optionally a named one. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const driver = (err as { driverError?: { code?: string; constraint?: string } }).driverError ?? (err as { code?: string; constraint?: string });
  return driver?.code === '23505' && (!constraint || driver.constraint === constraint);
}
