import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { scopedQuery } from '../../common/tenancy/tenant-repository';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { UserRole } from '../../common/tenancy/actor';
import { User } from './user.entity';
import { keptActiveUsers } from './user.queries';
import { MemberRow } from './user.types';

const MEMBER_COLUMNS = ['u.id', 'u.email', 'u.firstName', 'u.lastName', 'u.role', 'u.lastLoginAt', 'u.deactivatedAt'];

type NameParts = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** "First Last", else the e-mail: how a user is named wherever the API shows who did something. */
export const displayName = (user: NameParts): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * The users context's door for the others: reads of an organization's users, always scoped by the
 * organization and run on the caller's manager (inside a transaction when there is one).
 */
@Injectable()
export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  private users(organizationId: string, manager: EntityManager = this.dataSource.manager) {
    return scopedQuery(manager, User, organizationId, 'u');
  }

  /** One user of the organization with the parts of their name, or null. */
  async nameOf(organizationId: string, userId: string, manager?: EntityManager): Promise<NameParts | null> {
    if (!isUuid(userId)) return null;
    const row = await this.users(organizationId, manager).select(['u.firstName', 'u.lastName', 'u.email']).andWhere('u.id = :userId', { userId }).getOne();
    return row ?? null;
  }

  /** Display names of the organization's users with these ids, in one query. */
  async displayNames(organizationId: string, ids: (string | null | undefined)[], manager?: EntityManager): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (wanted.length === 0) return new Map();
    const rows = await this.users(organizationId, manager)
      .select(['u.id', 'u.firstName', 'u.lastName', 'u.email'])
      .andWhere('u.id IN (:...wanted)', { wanted })
      .getMany();
    return new Map(rows.map((u) => [u.id, displayName(u)]));
  }

  /** How many of these ids are users of the organization. */
  countAmong(organizationId: string, ids: string[], manager?: EntityManager): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.users(organizationId, manager).andWhere('u.id IN (:...ids)', { ids: [...new Set(ids)] }).getCount();
  }

  /** Users of the organization who can sign in (deactivated ones left out): the dashboard's active users, from the kept count. */
  countActive(organizationId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return keptActiveUsers(organizationId, manager);
  }

  /** All users of the organization. */
  count(organizationId: string, manager?: EntityManager): Promise<number> {
    return this.users(organizationId, manager).getCount();
  }

  /** The organization's users (id and role) ordered by e-mail (the demo seed's comment authors). */
  listRoles(organizationId: string, manager?: EntityManager): Promise<{ id: string; role: UserRole }[]> {
    return this.users(organizationId, manager).select(['u.id', 'u.role']).orderBy('u.email', 'ASC').getMany();
  }

  // ------------------------------------------------------------ members (the team context)

  /** The organization's users as its admin sees them, by e-mail. */
  members(organizationId: string, manager?: EntityManager): Promise<MemberRow[]> {
    return this.users(organizationId, manager)
      .select(MEMBER_COLUMNS)
      .orderBy('u.email', 'ASC')
      .getMany();
  }

  /** One member of the organization, locked until the caller's transaction ends when `lock`; null for another organization's id. */
  async member(organizationId: string, userId: string, manager?: EntityManager, lock = false): Promise<MemberRow | null> {
    if (!isUuid(userId)) return null;
    const qb = this.users(organizationId, manager).select(MEMBER_COLUMNS).andWhere('u.id = :userId', { userId });
    if (lock) qb.setLock('pessimistic_write');
    return (await qb.getOne()) ?? null;
  }

  /** The ids of the organization's admins who can sign in, locked on the caller's transaction (the last one is kept). */
  async lockActiveAdmins(organizationId: string, manager: EntityManager): Promise<string[]> {
    const rows = await this.users(organizationId, manager)
      .select(['u.id'])
      .andWhere(`u.role IN ('admin', 'super_admin')`)
      .andWhere('u.deactivatedAt IS NULL')
      .setLock('pessimistic_write')
      .getMany();
    return rows.map((r) => r.id);
  }

  /** A member's role, on the caller's transaction. */
  async setRole(organizationId: string, manager: EntityManager, userId: string, role: UserRole): Promise<void> {
    await manager.getRepository(User).update({ id: userId, organizationId }, { role });
  }

  /** Deactivates (a date) or reactivates (null) a member, on the caller's transaction. */
  async setDeactivated(organizationId: string, manager: EntityManager, userId: string, at: Date | null): Promise<void> {
    await manager.getRepository(User).update({ id: userId, organizationId }, { deactivatedAt: at });
  }
}
