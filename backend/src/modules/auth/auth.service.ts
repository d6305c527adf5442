import { ConflictException, ForbiddenException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MESSAGES } from '../../common/tenancy/access.guard';
import { SessionPrincipal } from '../../common/tenancy/actor';
import { PRINCIPAL_COLUMNS, principalJoins, principalOf } from '../../common/tenancy/session-principal';
import { isUuid } from '../../common/tenancy/tenant-repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Employee } from '../employees/employee.entity';
import { OrganizationsService } from '../organizations/organizations.service';
import { PROCESS_ROLE, ProcessRole } from '../jobs/jobs.tokens';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../users/password';
import { User } from '../users/user.entity';
import { SignupDto } from './dto/auth.dto';
import { VerificationService } from './verification.service';

export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  signedUp: 'Account created! Please check your email for the verification code.',
  loggedOut: 'Logged out successfully',
};

const SESSION_USER_SQL = `SELECT ${PRINCIPAL_COLUMNS} FROM (SELECT $1::text AS "userId") p ${principalJoins('p."userId"')}`;

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly dataSource: DataSource,
    private readonly organizations: OrganizationsService,
    private readonly verification: VerificationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
  ) {}

  /**
   * Sign-up creates the organization (with settings and free subscription), the user as its admin
   * and their employee record in one transaction, then mails the code and link (DESIGN decision 4).
   */
  async signup(dto: SignupDto): Promise<User> {
    const passwordHash = await hashPassword(dto.password);
    const { user, sendMail } = await this.dataSource.transaction(async (manager) => {
      const users = manager.getRepository(User);
      if (await users.exists({ where: { email: dto.email } })) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      const organization = await this.organizations.create(manager, { name: dto.companyName });
      const user = await users.save(
        users.create({
          email: dto.email,
          passwordHash,
          firstName: dto.firstName,
          lastName: dto.lastName,
          role: 'admin',
          organizationId: organization.id,
          emailVerified: false,
        }),
      );
      await manager.getRepository(Employee).insert({
        organizationId: organization.id,
        userId: user.id,
        name: `${dto.firstName} ${dto.lastName}`.trim(),
        email: dto.email,
        role: 'Admin',
        status: 'Active',
        employmentType: 'Full_Time',
        hireDate: new Date().toISOString().slice(0, 10),
      });
      return { user, sendMail: await this.verification.issue(manager, user) };
    });
    await sendMail();
    return user;
  }

  /** passport-local's check. The same work is done for unknown e-mails, so timing reveals nothing. */
  async validateCredentials(email: string, password: string): Promise<SessionPrincipal | null> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { email: email.trim().toLowerCase() } });
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !ok) return null;
    const sessionUser = await this.sessionUser(user.id);
    if (sessionUser?.organizationStatus === 'suspended' && sessionUser.role !== 'super_admin') {
      throw new ForbiddenException(MESSAGES.suspended);
    }
    await this.dataSource.getRepository(User).update(user.id, { lastLoginAt: new Date() });
    return sessionUser;
  }

  /**
   * The caller by id, with the organization status: at sign-in, and for a session the store read
   * without its user (common/session-store.ts reads both in one statement on every other call).
   */
  async sessionUser(id: string): Promise<SessionPrincipal | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.dataSource.query(SESSION_USER_SQL, [id])) as SessionPrincipal[];
    return row ? principalOf(row) : null;
  }

  /** SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD are the truth: created or updated at every start. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.role === 'worker' || !this.config.superAdminEmail || !this.config.superAdminPassword) return;
    const email = this.config.superAdminEmail.toLowerCase();
    const passwordHash = await hashPassword(this.config.superAdminPassword);
    await this.dataSource.query(
      `INSERT INTO "user" ("email", "passwordHash", "firstName", "lastName", "role", "emailVerified")
       VALUES ($1, $2, 'Super', 'Admin', 'super_admin', true)
       ON CONFLICT (lower("email")) DO UPDATE SET "passwordHash" = EXCLUDED."passwordHash", "role" = 'super_admin', "emailVerified" = true`,
      [email, passwordHash],
    );
    this.logger.log(`Super admin ensured: ${email}`);
  }
}
