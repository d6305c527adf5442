import { NotFoundException } from '@nestjs/common';
import { DeepPartial, EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Every tenant table has these two columns. */
export interface TenantRow extends ObjectLiteral {
  id: string;
  organizationId: string;
}

/**
 * The only way services reach tenant tables: every method takes the organization id, so an
 * unscoped query cannot be written by forgetting. Another organization's id is simply not found.
 * Pass the transaction's manager with `in(manager)` so transactional work stays on one connection.
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

  get repository(): Repository<T> {
    return this.manager.getRepository(this.entity);
  }

  where(organizationId: string, where: FindOptionsWhere<T> = {}): FindOptionsWhere<T> {
    return { ...where, organizationId } as FindOptionsWhere<T>;
  }

  query(organizationId: string, alias: string): SelectQueryBuilder<T> {
    return this.repository.createQueryBuilder(alias).where(`${alias}.organizationId = :organizationId`, { organizationId });
  }

  find(organizationId: string, where: FindOptionsWhere<T> = {}): Promise<T[]> {
    return this.repository.find({ where: this.where(organizationId, where) });
  }

  async findOne(organizationId: string, id: unknown): Promise<T | null> {
    if (!isUuid(id)) return null;
    return this.repository.findOne({ where: this.where(organizationId, { id } as FindOptionsWhere<T>) });
  }

  /** 404 for a missing id, a malformed id and another organization's id alike. */
  async get(organizationId: string, id: unknown): Promise<T> {
    const row = await this.findOne(organizationId, id);
    if (!row) throw new NotFoundException(this.notFoundMessage);
    return row;
  }

  count(organizationId: string, where: FindOptionsWhere<T> = {}): Promise<number> {
    return this.repository.count({ where: this.where(organizationId, where) });
  }

  async insert(organizationId: string, data: DeepPartial<T>): Promise<T> {
    const row = this.repository.create({ ...data, organizationId } as DeepPartial<T>);
    return this.repository.save(row);
  }

  async save(organizationId: string, row: T): Promise<T> {
    if (row.organizationId !== organizationId) throw new NotFoundException(this.notFoundMessage);
    return this.repository.save(row);
  }

  async remove(organizationId: string, row: T): Promise<void> {
    if (row.organizationId !== organizationId) throw new NotFoundException(this.notFoundMessage);
    await this.repository.delete({ id: row.id, organizationId } as FindOptionsWhere<T>);
  }
}
