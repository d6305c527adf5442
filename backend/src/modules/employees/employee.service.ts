import type { Employee as EmployeeRecord } from '@scorecard/contracts';
import { ConflictException, ForbiddenException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { ListResult, ListSpec, listWith, parseListParams } from '../../common/list-query';
import { Actor } from '../../common/tenancy/actor';
import { MESSAGES } from '../../common/tenancy/access.guard';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ActivitiesService } from '../activities/activities.service';
import { CreateEmployeeDto, EMPLOYEE_MESSAGES, toEmployeeResponse, UpdateEmployeeDto } from './dto/employee.dto';
import { displayName, UsersService } from '../users/users.service';
import { notFoundReference } from '../../common/writes';
import { Employee } from './employee.entity';
import { employeesByIds, lockSupervisorChanges, reportsTo, unlinkedByEmail } from './employee.queries';
import { EmployeeForUser, EmployeeRow } from './employee.types';

const LIST_SPEC: ListSpec = {
  sortable: {
    id: 'e.id',
    name: 'e.name',
    email: 'e.email',
    role: 'e.role',
    department: 'e.department',
    position: 'e.position',
    level: 'e.level',
    employmentType: 'e.employmentType',
    status: 'e.status',
    hireDate: 'e.hireDate',
    createdAt: 'e.createdAt',
    updatedAt: 'e.updatedAt',
  },
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['e.name', 'e.email', 'e.department', 'e.position'],
  filterable: {
    id: 'e.id',
    status: 'e.status',
    department: 'e.department',
    role: 'e.role',
    employmentType: 'e.employmentType',
    supervisorId: 'e.supervisorId',
    userId: 'e.userId',
  },
};

/** Fields an admin edits; recorded in the activity as old and new values. */
const EDITABLE = ['name', 'email', 'userId', 'role', 'department', 'position', 'level', 'employmentType', 'status', 'hireDate', 'supervisorId'] as const;

/** What the activities of employee records say about them. */
const EMPLOYEE_ACTIVITY = { entityType: 'employee', category: 'Organization' } as const;
type EditableField = (typeof EDITABLE)[number];


@Injectable()
export class EmployeeService {
  private readonly employees: TenantRepository<Employee>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activities: ActivitiesService,
    private readonly users: UsersService,
  ) {
    this.employees = new TenantRepository(dataSource.manager, Employee, EMPLOYEE_MESSAGES.notFound);
  }

  /** The organization's employees: the whole list for pickers, or a react-admin page. */
  async list(actor: Actor, query: Record<string, unknown>): Promise<ListResult<EmployeeRecord>> {
    const params = parseListParams(query, ['q', ...Object.keys(LIST_SPEC.filterable ?? {})]);
    const page = await listWith('employees', this.employees.query(actor.organizationId, 'e'), params, LIST_SPEC);
    const names = await this.namesOf(actor.organizationId, page.rows.map((e) => e.supervisorId));
    return page.map((e) => toEmployeeResponse(e, e.supervisorId ? (names.get(e.supervisorId) ?? null) : null));
  }

  async get(actor: Actor, id: string): Promise<EmployeeRecord> {
    return this.respond(this.dataSource.manager, await this.employees.get(actor.organizationId, id));
  }

  async create(actor: Actor, dto: CreateEmployeeDto): Promise<EmployeeRecord> {
    assertAdmin(actor);
    return this.dataSource.transaction(async (manager) => this.respond(manager, await this.createIn(manager, actor, dto)));
  }

  async update(actor: Actor, id: string, dto: UpdateEmployeeDto): Promise<EmployeeRecord> {
    assertAdmin(actor);
    return this.dataSource.transaction(async (manager) => {
      const employees = this.employees.in(manager);
      const employee = await employees.get(actor.organizationId, id);
      const changes: Partial<Record<EditableField, { oldValue: unknown; newValue: unknown }>> = {};
      const next = normalize(dto);
      for (const field of EDITABLE) {
        if (next[field] === undefined || next[field] === employee[field]) continue;
        changes[field] = { oldValue: employee[field], newValue: next[field] };
      }
      if (changes.supervisorId && next.supervisorId) await this.checkSupervisor(manager, actor.organizationId, employee.id, next.supervisorId);
      if (changes.userId && next.userId) await this.checkUser(manager, actor.organizationId, next.userId, employee.id);
      if (Object.keys(changes).length === 0) return this.respond(manager, employee);
      for (const field of Object.keys(changes) as EditableField[]) (employee as unknown as Record<string, unknown>)[field] = next[field];
      const saved = await this.activities.saveAndRecord(manager, actor, () => employees.save(actor.organizationId, employee), {
        ...EMPLOYEE_ACTIVITY,
        action: 'updated',
        details: () => ({ changes }),
      });
      return this.respond(manager, saved);
    });
  }

  /** Employees are never removed (requests keep pointing at them): deactivating sets status Inactive. */
  async deactivate(actor: Actor, id: string): Promise<EmployeeRecord> {
    return this.update(actor, id, { status: 'Inactive' });
  }

  /** Creates an employee on the caller's transaction (HTTP create and the demo seed). */
  async createIn(manager: EntityManager, actor: Actor, dto: CreateEmployeeDto): Promise<Employee> {
    const input = normalize(dto);
    if (input.supervisorId) await this.getIn(manager, actor.organizationId, input.supervisorId, EMPLOYEE_MESSAGES.supervisorNotFound);
    if (input.userId) await this.checkUser(manager, actor.organizationId, input.userId, null);
    const insert = () =>
      this.employees.in(manager).insert(actor.organizationId, {
        name: dto.name,
        email: input.email ?? null,
        userId: input.userId ?? null,
        role: input.role ?? 'Employee',
        department: input.department ?? null,
        position: input.position ?? null,
        level: input.level ?? null,
        employmentType: input.employmentType ?? 'Full_Time',
        status: input.status ?? 'Active',
        hireDate: input.hireDate ?? null,
        supervisorId: input.supervisorId ?? null,
      });
    return this.activities.saveAndRecord(manager, actor, insert, { ...EMPLOYEE_ACTIVITY, action: 'created' });
  }

  // ------------------------------------------------------------ for other contexts

  /** An employee of the organization, or 404 with the given message. */
  async getIn(manager: EntityManager, organizationId: string, id: unknown, notFound: string = EMPLOYEE_MESSAGES.notFound): Promise<Employee> {
    const employee = await this.employees.in(manager).findOne(organizationId, id);
    if (!employee) throw new NotFoundException(notFound);
    return employee;
  }

  /** The organization's employee with this e-mail, if any. */
  findByEmail(manager: EntityManager, organizationId: string, email: string): Promise<Employee | null> {
    return this.employees.in(manager).findOneBy(organizationId, { email });
  }

  /**
   * An owner of objectives and assignments (DESIGN decision 6): null clears it; undefined keeps
   * `fallback`; an id must be an employee of the organization, else 400 with `message`.
   * Answers the owner with their name (the fallback's name is the caller's to give).
   */
  async resolveOwner(
    manager: EntityManager,
    organizationId: string,
    ownerId: string | null | undefined,
    fallback: { id: string | null; name: string | null },
    message: string = EMPLOYEE_MESSAGES.ownerNotFound,
  ): Promise<{ id: string | null; name: string | null }> {
    if (ownerId === undefined) return fallback;
    if (ownerId === null) return { id: null, name: null };
    const employee = await this.employees.in(manager).findOne(organizationId, ownerId);
    if (!employee) throw notFoundReference(message);
    return { id: employee.id, name: employee.name };
  }

  /** The caller's own employee record, if any. */
  findForActor(manager: EntityManager, actor: Actor): Promise<Employee | null> {
    return this.employees.in(manager).findOneBy(actor.organizationId, { userId: actor.userId });
  }

  /**
   * Whether an id a client echoes back for "me" (authorId, changedById, requesterId) names the
   * caller: their user id or their own employee record's id. Clients may hold either.
   */
  async isCaller(manager: EntityManager, actor: Actor, id: string): Promise<boolean> {
    if (id.toLowerCase() === actor.userId.toLowerCase()) return true;
    const me = await this.findForActor(manager, actor);
    return me !== null && me.id.toLowerCase() === id.toLowerCase();
  }

  /**
   * The caller's employee record, created from their user when missing (a super admin placed in an
   * organization, or a user made before employees existed), so every request has a requester.
   */
  async ensureForActor(manager: EntityManager, actor: Actor): Promise<Employee> {
    const existing = await this.findForActor(manager, actor);
    if (existing) return existing;
    const user = await this.users.nameOf(actor.organizationId, actor.userId, manager);
    if (!user) throw new ForbiddenException(MESSAGES.forbidden);
    const name = displayName(user);
    return this.createIn(manager, actor, { name, email: user.email, userId: actor.userId, role: actor.isAdmin ? 'Admin' : 'Employee' });
  }

  /**
   * A user's employee record, written on the caller's transaction: sign-up's first admin (the
   * organization is being born, so there is no actor yet) and users the super admin places.
   */
  async createForUser(manager: EntityManager, organizationId: string, user: EmployeeForUser): Promise<void> {
    await manager.getRepository(Employee).insert({
      organizationId,
      userId: user.userId,
      name: user.name,
      email: user.email,
      role: user.role,
      status: 'Active',
      employmentType: 'Full_Time',
      hireDate: new Date().toISOString().slice(0, 10),
    });
  }

  /** The user's employee record in the organization, or null. */
  findForUser(manager: EntityManager, organizationId: string, userId: string): Promise<EmployeeRow | null> {
    return this.employees.in(manager).findOneBy(organizationId, { userId });
  }

  /**
   * Every user of an organization has an employee record there (DESIGN decision 6): their own
   * (its role follows theirs when `roleChanged`), else an unlinked record with the same e-mail taken
   * over, else a new one. On the caller's transaction (the admin panel's user changes).
   */
  async placeUser(manager: EntityManager, organizationId: string, user: EmployeeForUser, roleChanged = false): Promise<void> {
    const repo = manager.getRepository(Employee);
    const current = await this.findForUser(manager, organizationId, user.userId);
    if (current) {
      if (roleChanged) await repo.update({ id: current.id, organizationId }, { role: user.role });
      return;
    }
    const unlinked = await unlinkedByEmail(organizationId, manager, user.email);
    if (unlinked) {
      await repo.update({ id: unlinked, organizationId }, { userId: user.userId, status: 'Active', role: user.role });
      return;
    }
    await this.createForUser(manager, organizationId, user);
  }

  /**
   * An invited person's record (the team context, on the accepting transaction): the employee the
   * invitation named when it still has no user, else placeUser's record (own, unlinked with the
   * same e-mail, or new).
   */
  async linkInvitedUser(manager: EntityManager, organizationId: string, employeeId: string | null, user: EmployeeForUser): Promise<void> {
    if (employeeId) {
      const named = await this.employees.in(manager).findOne(organizationId, employeeId);
      if (named && !named.userId) {
        await manager.getRepository(Employee).update({ id: named.id, organizationId }, { userId: user.userId, status: 'Active', ...(named.email ? {} : { email: user.email }) });
        return;
      }
    }
    await this.placeUser(manager, organizationId, user);
  }

  /** The employee an invitation names: of the organization (else 404) and not yet linked to a user; answers whether it is free. */
  async isWithoutUser(manager: EntityManager, organizationId: string, employeeId: string): Promise<boolean> {
    const employee = await this.employees.in(manager).findOne(organizationId, employeeId);
    if (!employee) throw notFoundReference(EMPLOYEE_MESSAGES.notFound);
    return employee.userId === null;
  }

  /** Each user's employee record id in the organization, in one query. */
  async idsForUsers(organizationId: string, userIds: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.employees.in(manager).find(organizationId, { userId: In([...new Set(userIds)]) }, { select: { id: true, userId: true } });
    return new Map(rows.map((r) => [r.userId!, r.id]));
  }

  /** The old organization keeps the user's record (and the history pointing at it), inactive and without the user. */
  async detachUser(manager: EntityManager, organizationId: string, userId: string): Promise<void> {
    await manager.getRepository(Employee).update({ userId, organizationId }, { userId: null, status: 'Inactive' });
  }

  /** Display names of the organization's employees with these ids, in one query. */
  async namesOf(organizationId: string, ids: (string | null | undefined)[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    if (wanted.length === 0) return new Map();
    // By their keys (employeesByIds): a requests page's 25 names read the tenant's employees (issue 36).
    const rows = await employeesByIds(organizationId, manager, wanted, 'name');
    return new Map(rows.map((r) => [r.id, r.name as string]));
  }

  /** The user accounts of the organization's employees with these ids (employees without one are left out), in one query. */
  async userIdsOf(organizationId: string, ids: (string | null | undefined)[], manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    if (wanted.length === 0) return [];
    const rows = await employeesByIds(organizationId, manager, wanted, 'userId');
    return rows.map((r) => r.userId).filter((id): id is string => id !== null);
  }

  // ------------------------------------------------------------ rules

  /** The supervisor is in the organization and does not already report (directly or not) to the employee. */
  private async checkSupervisor(manager: EntityManager, organizationId: string, employeeId: string, supervisorId: string): Promise<void> {
    if (supervisorId === employeeId) throw new UnprocessableEntityException(EMPLOYEE_MESSAGES.ownSupervisor);
    // Two concurrent edits could each pass the check and close a loop together: serialize them.
    await lockSupervisorChanges(organizationId, manager);
    await this.getIn(manager, organizationId, supervisorId, EMPLOYEE_MESSAGES.supervisorNotFound);
    if (await reportsTo(organizationId, manager, supervisorId, employeeId)) throw new UnprocessableEntityException(EMPLOYEE_MESSAGES.supervisorCycle);
  }

  /** A linked user belongs to the organization and has no other employee record. */
  private async checkUser(manager: EntityManager, organizationId: string, userId: string, employeeId: string | null): Promise<void> {
    if ((await this.users.countAmong(organizationId, [userId], manager)) === 0) throw new NotFoundException(EMPLOYEE_MESSAGES.userNotFound);
    // a user belongs to one organization, so their employee record can only be in this one
    const taken = await this.employees.in(manager).findOneBy(organizationId, { userId });
    if (taken && taken.id !== employeeId) throw new ConflictException(EMPLOYEE_MESSAGES.userTaken);
  }

  private async respond(manager: EntityManager, employee: Employee): Promise<EmployeeRecord> {
    const names = await this.namesOf(employee.organizationId, [employee.supervisorId], manager);
    return toEmployeeResponse(employee, employee.supervisorId ? (names.get(employee.supervisorId) ?? null) : null);
  }
}

function assertAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw new ForbiddenException(MESSAGES.forbidden);
}

/** The DTO with its date reduced to the stored date part; undefined means "not given". */
function normalize(dto: Partial<CreateEmployeeDto>): Partial<Record<EditableField, string | null>> & Partial<CreateEmployeeDto> {
  const { updatedAt: _ignored, ...rest } = dto;
  void _ignored;
  return { ...rest, hireDate: typeof dto.hireDate === 'string' ? dto.hireDate.slice(0, 10) : dto.hireDate };
}
