import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { JsonListResult, JsonText, KeptTotal, ListParams, ListSpec, pageQuery, readPage } from './list-query';

/**
 * Lists whose records are exactly columns of one entity, answered as JSON that PostgreSQL writes
 * row by row. Reading the rows into JavaScript costs more than the query on large lists: parsing
 * every column (two dates and two JSON maps a KPI assignment), building objects, turning dates back
 * into strings, then stringifying the whole list; 9,960 KPI assignments took ~120 ms of the API's
 * CPU that way (issue 18). Here each row arrives as one string, already the record's JSON, and the
 * adapter writes them into the answer's bytes (list-result.reply.ts).
 *
 * `fields` lists the record's fields (a Record over the record type, so the compiler insists on
 * every field and no other); each must be a column or virtual column of the entity, of a type whose
 * JSON PostgreSQL writes as JSON.stringify would. Timestamps are written as toISOString() does.
 * The single-record answers still come from the entity's response mapper: a test per list keeps
 * the two equal. `kept` is the list's counter, if it has one (list-query.ts, KeptTotal).
 */
export async function listJsonWith<T extends ObjectLiteral, R>(
  resource: string,
  qb: SelectQueryBuilder<T>,
  params: ListParams,
  spec: ListSpec,
  fields: Record<keyof R & string, true>,
  kept?: KeptTotal,
): Promise<JsonListResult<R>> {
  const total = await pageQuery(qb, params, spec, kept);
  const page = await readPage<{ json: JsonText<R> }>(qb.select(jsonObjectOf(qb, Object.keys(fields)), 'json'), total);
  return new JsonListResult(resource, page.rows.map((r) => r.json), page.total, params.range);
}

/** Column types whose PostgreSQL JSON is what JSON.stringify writes for the value node-postgres reads. */
const JSON_AS_IS = new Set(['uuid', 'varchar', 'character varying', 'text', 'int', 'integer', 'smallint', 'double precision', 'jsonb', 'boolean']);

/** json_build_object(...) of the main alias's columns named by `fields`, as text (pg would parse json). */
function jsonObjectOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, fields: string[]): string {
  const alias = qb.expressionMap.mainAlias!;
  const table = qb.escape(alias.name);
  const pairs = fields.map((field) => {
    const column = alias.metadata.columns.find((c) => c.propertyName === field);
    if (!column) throw new Error(`${alias.metadata.name} has no column for the field ${field}`);
    const type = typeof column.type === 'string' ? column.type : '';
    let value: string;
    if (column.isVirtualProperty && column.query) value = `(${column.query(table)})`;
    else if (column.transformer) throw new Error(`${alias.metadata.name}.${field} has a transformer: answer it through the entity`);
    else if (type === 'timestamptz') value = `to_char(${table}.${qb.escape(column.databaseName)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    else if (JSON_AS_IS.has(type)) value = `${table}.${qb.escape(column.databaseName)}`;
    else throw new Error(`${alias.metadata.name}.${field} (${type}) has no JSON form here: answer it through the entity`);
    return `'${field}', ${value}`;
  });
  return `json_build_object(${pairs.join(', ')})::text`;
}
