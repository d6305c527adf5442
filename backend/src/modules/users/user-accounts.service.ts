import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { User } from './user.entity';
import { deleteMembersOf, isMemberOf, lockSuperAdmins, upsertSuperAdmin } from './user.queries';
import { NewUserAccount, UserAccount } from './user.types';

type AccountWhere = FindOptionsWhere<UserAccount>;

/**
 * Accounts across organizations, for the contexts that work before or above a tenant: auth
 * (sign-up, sign-in, verification, the super admin), admin (the platform's users, invitations)
 * and the demo seed. Tenant-scoped reads stay on UsersService. Writes that belong to a caller's
 * transaction take its `manager` (on PGlite nothing else may run while it is open).
 */
@Injectable()
export class UserAccountsService {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(User);
  }

  /** Whether any account, in any organization, has this e-mail. */
  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return this.repo(manager).exists({ where: { email } });
  }

  /** A new account written on the caller's transaction. */
  createInTransaction(manager: EntityManager, fields: NewUserAccount): Promise<UserAccount> {
    const repo = this.repo(manager);
    return repo.save(repo.create(fields));
  }

  /** One account matching `where` in any organization; `lock` holds it until the transaction ends. */
  findAcrossOrganizations(where: AccountWhere, options: { manager?: EntityManager; lock?: boolean } = {}): Promise<UserAccount | null> {
    return this.repo(options.manager).findOne({ where: where as FindOptionsWhere<User>, ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** Updates the accounts matching `where` (an id or conditions); answers how many changed. */
  async updateAcrossOrganizations(manager: EntityManager | undefined, where: string | AccountWhere, patch: Partial<UserAccount>): Promise<number> {
    const result = await this.repo(manager).update(where as string | FindOptionsWhere<User>, patch);
    return result.affected ?? 0;
  }

  async deleteAccount(manager: EntityManager, id: string): Promise<void> {
    await this.repo(manager).delete(id);
  }

  /** SUPER_ADMIN_EMAIL's account, ensured at every start. */
  ensureSuperAdmin(email: string, passwordHash: string): Promise<void> {
    return upsertSuperAdmin(this.dataSource.manager, email, passwordHash);
  }

  /** The super admins' ids, locked on the caller's transaction. */
  lockSuperAdmins(manager: EntityManager): Promise<string[]> {
    return lockSuperAdmins(manager);
  }

  isMemberOf(manager: EntityManager, organizationId: string, userId: string): Promise<boolean> {
    return isMemberOf(organizationId, manager, userId);
  }

  /** The organization's accounts deleted on the caller's transaction (the admin's organization delete). */
  deleteMembersOf(manager: EntityManager, organizationId: string): Promise<number> {
    return deleteMembersOf(organizationId, manager);
  }
}
