import { BadRequestException } from '@nestjs/common';
import { ListParams, ListSpec, parseListParams } from '../../common/list-query';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * react-admin's list parameters, plus the same filters given as plain query parameters
 * (`?q=rev&status=Active`); a select's "all" means no filter. Used by the employee, request,
 * comment and history lists; a candidate for common/list-query.ts.
 */
export function listParams(query: Record<string, unknown>, plain: readonly string[]): ListParams {
  const params = parseListParams(query);
  for (const name of plain) {
    if (typeof query[name] === 'string' && params.filter[name] === undefined) params.filter[name] = query[name];
  }
  for (const [name, value] of Object.entries(params.filter)) if (value === 'all') delete params.filter[name];
  return params;
}

/**
 * The search, filters and sort of common/list-query.ts's listWith, applied to a query builder whose
 * rows are read raw (getRawMany): large lists skip entity hydration. Paging is left to the caller
 * (offset/limit, as raw reads need). Same rules and messages as listWith; a candidate for common.
 */
export function applyListParams<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, params: ListParams, spec: ListSpec): SelectQueryBuilder<T> {
  const q = params.filter.q;
  if (q !== undefined && q !== null && String(q).trim() !== '' && spec.searchable?.length) {
    const like = `%${String(q).trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.andWhere(`(${spec.searchable.map((col) => `${col} ILIKE :q`).join(' OR ')})`, { q: like });
  }
  for (const [name, value] of Object.entries(params.filter)) {
    if (name === 'q' || value === undefined || value === '') continue;
    const column = spec.filterable?.[name];
    if (!column) throw new BadRequestException(`Cannot filter by ${name}`);
    const key = `f_${name.replace(/\W/g, '_')}`;
    if (value === null) qb.andWhere(`${column} IS NULL`);
    else if (Array.isArray(value)) qb.andWhere(`${column} IN (:...${key})`, { [key]: value.length ? value : [null] });
    else qb.andWhere(`${column} = :${key}`, { [key]: value });
  }
  const sort = params.sort ?? spec.defaultSort;
  const sortColumn = spec.sortable[sort.field];
  if (!sortColumn) throw new BadRequestException(`Cannot sort by ${sort.field}`);
  qb.orderBy(sortColumn, sort.order);
  if (sort.field !== 'id' && spec.sortable.id) qb.addOrderBy(spec.sortable.id, 'ASC');
  return qb;
}
