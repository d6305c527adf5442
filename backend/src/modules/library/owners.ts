import { EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Employee } from '../employees/employee.entity';
import { notFoundReference } from './support';

export const OWNER_NOT_FOUND = 'Owner not found';

/**
 * Owners of objectives and assignments are employees of the same organization (DESIGN decision 6).
 * Read-only look-ups of the employee table, scoped like every tenant query.
 */
export class Owners {
  private readonly employees: TenantRepository<Employee>;

  constructor(manager: EntityManager) {
    this.employees = new TenantRepository(manager, Employee);
  }

  /** The employee, or a 404 naming the field when the id is not one of the organization's. */
  async require(organizationId: string, ownerId: string, message = OWNER_NOT_FOUND): Promise<Employee> {
    const employee = await this.employees.findOne(organizationId, ownerId);
    if (!employee) throw notFoundReference(message);
    return employee;
  }

  /** The caller's own employee record: the default owner of what they create. */
  async ofActor(actor: Actor): Promise<Employee | null> {
    return this.employees.repository.findOne({ where: { organizationId: actor.organizationId, userId: actor.userId } });
  }

  /**
   * null clears the owner; undefined keeps `fallback`; an id must be an employee of the organization.
   * Answers the owner with their name (the fallback's name is the caller's to give).
   */
  async resolveNamed(
    organizationId: string,
    ownerId: string | null | undefined,
    fallback: { id: string | null; name: string | null },
  ): Promise<{ id: string | null; name: string | null }> {
    if (ownerId === undefined) return fallback;
    if (ownerId === null) return { id: null, name: null };
    const employee = await this.require(organizationId, ownerId);
    return { id: employee.id, name: employee.name };
  }
}
