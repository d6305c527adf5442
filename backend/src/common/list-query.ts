import { BadRequestException } from '@nestjs/common';
import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** react-admin simple-REST list parameters: sort=["name","ASC"], range=[0,24], filter={...}. */
export interface ListParams {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

/** A page of rows; the list interceptor turns it into the body plus a Content-Range header. */
export class ListResult<T> {
  constructor(
    readonly resource: string,
    readonly rows: T[],
    readonly total: number,
    readonly range?: { start: number; end: number },
  ) {}

  /** Responses are mapped from entities, never the entities themselves. */
  map<U>(fn: (row: T) => U): ListResult<U> {
    return new ListResult(this.resource, this.rows.map(fn), this.total, this.range);
  }
}

/**
 * A page whose rows are each one record's JSON text, built by PostgreSQL (json-list.ts): the
 * interceptor answers them joined as they are. `T` is the record type the texts hold.
 */
export class JsonListResult<T> extends ListResult<JsonText<T>> {}

/** One record's JSON text; `T` names the record it holds (for the reader: nothing checks it here). */
export type JsonText<T> = string & { readonly __record?: T };

const MAX_PAGE = 1000;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`${name} must be a JSON value`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}

/**
 * react-admin's parameters; `plain` names filters also accepted as plain query parameters
 * (`?q=rev&status=Active`), and a select's "all" means no filter.
 */
export function parseListParams(query: Record<string, unknown>, plain: readonly string[] = []): ListParams {
  const params: ListParams = { filter: {} };
  const sort = parseJson('sort', query.sort);
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw new BadRequestException('sort must look like ["field","ASC"]');
    }
    params.sort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  const range = parseJson('range', query.range);
  if (range !== undefined) {
    const ok = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isInteger(n) && n >= 0) && range[1] >= range[0];
    if (!ok) throw new BadRequestException('range must look like [0,24]');
    const [start, end] = range as number[];
    params.range = { start, end: Math.min(end, start + MAX_PAGE - 1) };
  }
  const filter = parseJson('filter', query.filter);
  if (filter !== undefined) {
    if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
    params.filter = { ...(filter as Record<string, unknown>) };
  }
  for (const name of plain) {
    if (typeof query[name] === 'string' && params.filter[name] === undefined) params.filter[name] = query[name];
  }
  for (const [name, value] of Object.entries(params.filter)) if (value === 'all') delete params.filter[name];
  return params;
}

export interface ListSpec {
  /** API field name → SQL expression allowed in ORDER BY. */
  sortable: Record<string, string>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** SQL expressions searched by filter.q, case-insensitively. */
  searchable?: string[];
  /**
   * API filter name → SQL expression compared for equality (arrays mean IN), or a predicate built
   * around the list of wanted values, for filters that an index answers better as a semi-join
   * than as an expression evaluated on every row.
   */
  filterable?: Record<string, string | FilterPredicate>;
}

/** `values` is a parameter list such as `(:...f_name)`; a single value or null arrives as a list of one. */
export type FilterPredicate = { where: (values: string) => string };

/**
 * Applies search (filter.q, case-insensitive), equality filters and the sort to a query builder.
 * Paging is the caller's: listWith pages entities; raw reads page with offset/limit.
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
    if (typeof column !== 'string') {
      const values = Array.isArray(value) ? value : [value];
      qb.andWhere(column.where(`(:...${key})`), { [key]: values.length ? values : [null] });
    } else if (value === null) qb.andWhere(`${column} IS NULL`);
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

/** Column types whose values node-postgres already hands over as the entity holds them. */
const AS_READ = new Set(['uuid', 'varchar', 'character varying', 'text', 'int', 'integer', 'smallint', 'double precision', 'jsonb', 'timestamptz', 'boolean']);

/**
 * Rows of the query's main entity built straight from the raw result: TypeORM's entity
 * transformer costs more than the query itself on lists of thousands (measured: 5,000 objectives
 * ~130 ms through getMany, ~65 ms raw). The entities here have plain columns, no relations; only
 * columns the driver converts (dates as 'YYYY-MM-DD', transformers, …) go through it.
 */
function entitiesOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, raw: readonly Record<string, unknown>[]): T[] {
  const alias = qb.expressionMap.mainAlias!;
  const driver = qb.connection.driver;
  const columns = alias.metadata.columns.map((c) => ({
    column: c,
    key: `${alias.name}_${c.databaseName}`,
    asRead: !c.transformer && typeof c.type === 'string' && AS_READ.has(c.type),
  }));
  return raw.map((r) => {
    const row: Record<string, unknown> = {};
    for (const { column, key, asRead } of columns) row[column.propertyName] = asRead ? r[key] : driver.prepareHydratedValue(r[key], column);
    return row as T;
  });
}

/**
 * The total of a list. getCount() counts DISTINCT ids, which sorts every id of the filter (5 ms for
 * a tenant's 10,000 KPI assignments where count(*) takes under 1 ms); without joins or grouping the
 * rows are already distinct, so a plain count(*) answers the same.
 */
async function countRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  if (qb.expressionMap.joinAttributes.length > 0 || qb.expressionMap.groupBys.length > 0) return qb.getCount();
  const row = await qb
    .clone()
    .orderBy()
    .offset(undefined)
    .limit(undefined)
    .select('count(*)::int', 'cnt')
    .setOption('disable-global-order')
    .getRawOne<{ cnt: number }>();
  return row?.cnt ?? 0;
}

/**
 * A list's total that PostgreSQL keeps (issue 36): a counter table its owner's triggers update in
 * the transaction of every write, so reading it costs one row whatever the tenant's size, where
 * count(*) reads every row of the filter. It answers only the filters it is kept by: `by` names
 * them, and a list whose filter names anything else (a search, another field, a list of values,
 * null) counts its rows as before, at a cost that grows with the answer.
 */
export interface KeptTotal {
  /** The filters the counter is kept by; none for a counter of the unfiltered list alone. */
  by: readonly string[];
  /**
   * The counter's value for `filter` (which holds some or none of `by`, each as text): a scalar
   * subquery with TypeORM's named parameters, which the page's own statement selects beside its rows.
   */
  sql(filter: Record<string, string>): KeptSql;
}

/** A kept total's subquery, its parameters named `kept…` (clear of the list's own). */
export interface KeptSql {
  sql: string;
  params: Record<string, unknown>;
}

/** The raw column a page's statement answers its kept total in. */
const KEPT_TOTAL_COLUMN = 'kept_total';

/** The kept total's subquery for the list `params` asks for, or null when its filter is not one the counter is kept by. */
export function keptTotal(params: ListParams, kept: KeptTotal | undefined): KeptSql | null {
  if (!kept) return null;
  const filter: Record<string, string> = {};
  for (const [name, value] of Object.entries(params.filter)) {
    // What applyListParams ignores, this ignores too: an empty value, a blank search.
    if (value === undefined || value === '' || (name === 'q' && (value === null || String(value).trim() === ''))) continue;
    if (!kept.by.includes(name) || (typeof value !== 'string' && typeof value !== 'number')) return null;
    filter[name] = String(value);
  }
  return kept.sql(filter);
}

/**
 * How a page's total is found (pageQuery): counted (a number, or a count still running), or the
 * counter's subquery to select beside the page's rows; neither without a range.
 */
export interface PageTotal {
  count: number | null | Promise<number | null>;
  kept: KeptSql | null;
}

/**
 * The page's raw rows and its total. A kept total is selected beside the rows: one statement
 * answers both, where a second one was one of the bell's three statements (issue 36); it is an
 * uncorrelated subquery, so PostgreSQL reads the counter once (an InitPlan), not once a row. An
 * empty page (past the end, or nothing to list) has no row to carry it, so the counter is then read
 * on its own, on the list's own query runner (inside the caller's transaction when there is one).
 */
export async function readPage<R extends ObjectLiteral>(qb: SelectQueryBuilder<ObjectLiteral>, total: PageTotal): Promise<{ rows: R[]; total: number }> {
  if (total.kept) qb.addSelect(`(${total.kept.sql})`, KEPT_TOTAL_COLUMN).setParameters(total.kept.params);
  const [rows, count] = await Promise.all([qb.getRawMany<R>(), total.count]);
  if (!total.kept) return { rows, total: count ?? rows.length };
  if (rows.length > 0) return { rows, total: Number(rows[0]![KEPT_TOTAL_COLUMN]) };
  const row = await qb.createQueryBuilder().fromDummy().select(`(${total.kept.sql})`, 'total').setParameters(total.kept.params).getRawOne<{ total: number }>();
  return { rows, total: Number(row!.total) };
}

/**
 * Answers one page and the total in one or two queries whatever the size of the table (one when the
 * counter keeps the total); without a range, the whole list in one query.
 */
export async function listWith<T extends ObjectLiteral>(
  resource: string,
  qb: SelectQueryBuilder<T>,
  params: ListParams,
  spec: ListSpec,
  kept?: KeptTotal,
): Promise<ListResult<T>> {
  const page = await readPage<Record<string, unknown>>(qb, await pageQuery(qb, params, spec, kept));
  return new ListResult(resource, entitiesOf(qb, page.rows), page.total, params.range);
}

/**
 * Applies the filter, search and order and, with a range, narrows the query to the page. The
 * total: counted here (the matching rows), or the counter's subquery for the caller to select
 * with the page (when the filter is one it is kept by), or neither without a range (every row is
 * read: the rows are the total). Shared by listWith and listJsonWith (json-list.ts).
 */
export async function pageQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, params: ListParams, spec: ListSpec, kept?: KeptTotal): Promise<PageTotal> {
  applyListParams(qb, params, spec);
  if (!params.range) return { count: null, kept: null };
  const keptSql = keptTotal(params, kept);
  const count = keptSql ? null : await countRows(qb);
  qb.offset(params.range.start).limit(params.range.end - params.range.start + 1);
  return { count, kept: keptSql };
}
