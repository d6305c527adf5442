import { NotFoundException } from '@nestjs/common';
import {
  DeepPartial,
  EntityManager,
  EntityTarget,
  FindOptionsOrder,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Every tenant table has these two columns. */
export interface TenantRow extends ObjectLiteral {
  id: string;
  organizationId: string;
}

export interface FindOptions<T> {
  select?: FindOptionsSelect<T>;
  order?: FindOptionsOrder<T>;
}

/**
 * The organization check of a row reached by its key from rows already scoped (issue 36):
 * `<alias>."organizationId" IS NOT DISTINCT FROM <ref>`, the same test as `=` on these NOT NULL
 * columns, but one PostgreSQL neither uses as an index condition nor merges with the query's own
 * organization equality. Written as `=`, every joined table gets a derived `organizationId = $1`
 * restriction, and on a tenant its statistics do not know (a new large tenant before ANALYZE) the
 * planner reaches each joined row through any index that starts with organizationId, filtering the
 * key: the corporate scorecard walked 203 KPIs × 1,624 objective assignments for 40 lines, and KPI
 * Overview 16 million index rows (bench/plans.mjs). Written this way, a joined row can only be found
 * by its own key (primary key, or the index that leads with it), then checked: one plan, whatever
 * the statistics. The driving table of a read keeps the indexable `=` when the tenant is its access path.
 */
export function sameOrganization(alias: string, ref: string): string {
  return `${alias}."organizationId" IS NOT DISTINCT FROM ${ref}`;
}

/**
 * A select query builder on `entity` that always keeps `alias.organizationId = organizationId`.
 * The condition lives in TypeORM's `extraAppendedAndWhereCondition`, which every render ANDs with
 * whatever `where`/`orWhere`/`andWhere` built (and which `clone()`, `getCount()` and paging keep),
 * so a later `.where()` narrows nothing away. The id is a checked UUID written as a literal: no
 * parameter name a caller could overwrite.
 */
export function scopedQuery<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  organizationId: string,
  alias: string,
  reach: TenantReach = 'organization',
): SelectQueryBuilder<T> {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  const qb = manager.getRepository(entity).createQueryBuilder(alias);
  qb.expressionMap.extraAppendedAndWhereCondition =
    reach === 'organization' ? `${qb.escape(alias)}.${qb.escape('organizationId')} = '${organizationId}'` : sameOrganization(qb.escape(alias), `'${organizationId}'::uuid`);
  return qb;
}

/**
 * How a scoped query reaches its rows: 'organization', through the indexes that lead with the
 * organization; 'key', by another filter's keys (e.g. a function's objective assignments), the
 * organization checked on each row. The condition is the same either way; only the planner's
 * choice differs: an equality on the organization tempts a planner without statistics to walk the
 * tenant's whole index (issue 36).
 */
export type TenantReach = 'organization' | 'key';

/**
 * The only way services reach tenant tables: every method takes the organization id and there is
 * no unscoped door (no raw repository), so an unscoped query cannot be written by forgetting.
 * Another organization's id is simply not found. Pass the transaction's manager with `in(manager)`
 * so transactional work stays on one connection.
 */
export class TenantRepository<T extends TenantRow> {
  constructor(
    private readonly manager: EntityManager,
    private readonly entity: EntityTarget<T>,
    private readonly notFoundMessage = 'The requested resource was not found',
  ) {}

  in(manager: EntityManager): TenantRepository<T> {
    return new TenantRepository(manager, this.entity, this.notFoundMessage);
  }

  private get rows(): Repository<T> {
    return this.manager.getRepository(this.entity);
  }

  private where(organizationId: string, where: FindOptionsWhere<T>): FindOptionsWhere<T> {
    return { ...where, organizationId } as FindOptionsWhere<T>;
  }

  /** A query builder whose organization condition no later `.where()` can drop (see scopedQuery). */
  query(organizationId: string, alias: string, reach: TenantReach = 'organization'): SelectQueryBuilder<T> {
    return scopedQuery(this.manager, this.entity, organizationId, alias, reach);
  }

  find(organizationId: string, where: FindOptionsWhere<T> = {}, options: FindOptions<T> = {}): Promise<T[]> {
    return this.rows.find({ ...options, where: this.where(organizationId, where) });
  }

  async findOne(organizationId: string, id: unknown, options: FindOptions<T> = {}): Promise<T | null> {
    if (!isUuid(id)) return null;
    return this.rows.findOne({ ...options, where: this.where(organizationId, { id } as FindOptionsWhere<T>) });
  }

  /** The first row matching `where` within the organization (e.g. the caller's employee by userId). */
  findOneBy(organizationId: string, where: FindOptionsWhere<T>): Promise<T | null> {
    return this.rows.findOne({ where: this.where(organizationId, where) });
  }

  /** 404 for a missing id, a malformed id and another organization's id alike. */
  async get(organizationId: string, id: unknown): Promise<T> {
    const row = await this.findOne(organizationId, id);
    if (!row) throw new NotFoundException(this.notFoundMessage);
    return row;
  }

  count(organizationId: string, where: FindOptionsWhere<T> = {}): Promise<number> {
    return this.rows.count({ where: this.where(organizationId, where) });
  }

  async insert(organizationId: string, data: DeepPartial<T>): Promise<T> {
    const row = this.rows.create({ ...data, organizationId } as DeepPartial<T>);
    return this.rows.save(row);
  }

  /** Many rows of the organization in one INSERT per 500 (PostgreSQL takes at most 65,535 parameters). */
  async insertMany(organizationId: string, data: DeepPartial<T>[]): Promise<void> {
    for (let i = 0; i < data.length; i += 500) {
      await this.rows.insert(data.slice(i, i + 500).map((row) => ({ ...row, organizationId })) as never);
    }
  }

  async save(organizationId: string, row: T): Promise<T> {
    if (row.organizationId !== organizationId) throw new NotFoundException(this.notFoundMessage);
    return this.rows.save(row);
  }

  /**
   * Writes these columns of a loaded row in one UPDATE (save() reads the row again first) and
   * takes back the new updatedAt; a row of another organization is not found.
   */
  async update<K extends keyof T & string>(organizationId: string, row: T, columns: readonly K[]): Promise<T> {
    if (row.organizationId !== organizationId) throw new NotFoundException(this.notFoundMessage);
    const changes = Object.fromEntries(columns.map((c) => [c, row[c]]));
    const result = await this.rows
      .createQueryBuilder()
      .update()
      .set(changes as never)
      .where('"id" = :id AND "organizationId" = :organizationId', { id: row.id, organizationId })
      .returning(['updatedAt'])
      .execute();
    if (!result.affected) throw new NotFoundException(this.notFoundMessage);
    const [returned] = result.raw as { updatedAt: Date }[];
    if (returned && 'updatedAt' in row) (row as ObjectLiteral).updatedAt = returned.updatedAt;
    return row;
  }

  /** Deletes the row; answers it as it was (its id kept), for the caller's answer and activity. */
  async remove(organizationId: string, row: T): Promise<T> {
    if (row.organizationId !== organizationId) throw new NotFoundException(this.notFoundMessage);
    await this.rows.delete({ id: row.id, organizationId } as FindOptionsWhere<T>);
    return row;
  }
}
