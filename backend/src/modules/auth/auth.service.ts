import { ConflictException, ForbiddenException, UnauthorizedException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { TEAM_MESSAGES } from '@scorecard/contracts';
import { DataSource } from 'typeorm';
import { MESSAGES } from '../../common/tenancy/access.guard';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { principalOf } from '../../common/tenancy/session-principal';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EmployeeService } from '../employees/employee.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { PROCESS_ROLE, ProcessRole } from '../jobs/jobs.tokens';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../users/password';
import { UserAccountsService } from '../users/user-accounts.service';
import { UserAccount } from '../users/user.types';
import { sessionUserRow } from './auth.queries';
import { SignupDto } from './dto/auth.dto';
import { VerificationService } from './verification.service';

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  signedUp: 'Account created! Please check your email for the verification code.',
  loggedOut: 'Logged out successfully',
};

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly accounts: UserAccountsService,
    private readonly employees: EmployeeService,
    private readonly verification: VerificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
  ) {}

  /**
   * Sign-up creates the organization (with settings and free subscription), the user as its admin
   * and their employee record in one transaction, then mails the code and link (DESIGN decision 4).
   */
  async signup(dto: SignupDto): Promise<UserAccount> {
    const passwordHash = await hashPassword(dto.password);
    const { user, sendMail } = await this.dataSource.transaction(async (manager) => {
      if (await this.accounts.emailTaken(manager, dto.email)) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      const organization = await this.organizations.create(manager, { name: dto.companyName });
      const user = await this.accounts.createInTransaction(manager, {
        email: dto.email,
        passwordHash,
        firstName: dto.firstName,
        lastName: dto.lastName,
        role: 'admin',
        organizationId: organization.id,
        emailVerified: false,
      });
      await this.employees.createForUser(manager, organization.id, {
        userId: user.id,
        name: `${dto.firstName} ${dto.lastName}`.trim(),
        email: dto.email,
        role: 'Admin',
      });
      return { user, sendMail: await this.verification.issue(manager, user) };
    });
    await sendMail();
    return user;
  }

  /** passport-local's check. The same work is done for unknown e-mails, so timing reveals nothing. */
  async validateCredentials(email: string, password: string): Promise<SessionPrincipal | null> {
    const user = await this.accounts.findAcrossOrganizations({ email: email.trim().toLowerCase() });
    const ok = await verifyPassword(password, user?.passwordHash ?? dummyHash());
    if (!user || !ok) return null;
    // Told only to someone who knows the password (DESIGN decision 20).
    if (user.deactivatedAt) throw new UnauthorizedException(TEAM_MESSAGES.deactivated);
    const sessionUser = await this.sessionUser(user.id);
    if (sessionUser?.organizationStatus === 'suspended' && sessionUser.role !== 'super_admin') {
      throw new ForbiddenException(MESSAGES.suspended);
    }
    // A hash of an older cost is replaced now, while the password is at hand (DESIGN decision 28).
    const upgraded = needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
    await this.accounts.updateAcrossOrganizations(undefined, user.id, { lastLoginAt: new Date(), ...upgraded });
    return sessionUser;
  }

  /**
   * The caller by id, with the organization status: at sign-in, and for a session the store read
   * without its user (common/session-store.ts reads both in one statement on every other call).
   */
  async sessionUser(id: string): Promise<SessionPrincipal | null> {
    if (!isUuid(id)) return null;
    const row = await sessionUserRow(this.dataSource.manager, id);
    return row ? principalOf(row) : null;
  }

  /** SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD are the truth: created or updated at every start. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.role === 'worker' || !this.config.superAdminEmail || !this.config.superAdminPassword) return;
    const email = this.config.superAdminEmail.toLowerCase();
    const passwordHash = await hashPassword(this.config.superAdminPassword);
    await this.accounts.ensureSuperAdmin(email, passwordHash);
    this.logger.log(`Super admin ensured: ${email}`);
  }
}
