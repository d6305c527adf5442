import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { UserRole } from '../../src/common/tenancy/actor';
import { Employee } from '../../src/modules/employees/employee.entity';
import { Organization } from '../../src/modules/organizations/organization.entity';
import { OrganizationsService } from '../../src/modules/organizations/organizations.service';
import { hashPassword } from '../../src/modules/users/password';
import { User } from '../../src/modules/users/user.entity';
import { TestApp } from './test-app';

export const PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | null = null;

function unique(): string {
  return randomBytes(4).toString('hex');
}

export async function makeOrganization(t: TestApp, overrides: Partial<Pick<Organization, 'name' | 'status' | 'maxObjectives' | 'maxKpis' | 'maxUsers'>> = {}): Promise<Organization> {
  const dataSource = t.app.get(DataSource);
  const organization = await dataSource.transaction((m) => t.app.get(OrganizationsService).create(m, { name: overrides.name ?? `Org ${unique()}` }));
  if (Object.keys(overrides).length) await dataSource.getRepository(Organization).update(organization.id, overrides);
  return { ...organization, ...overrides };
}

export interface MadeUser {
  user: User;
  employee: Employee | null;
  password: string;
}

/** A user (verified unless told otherwise) with an employee record when in an organization. */
export async function makeUser(
  t: TestApp,
  opts: { organizationId?: string | null; role?: UserRole; emailVerified?: boolean; email?: string; firstName?: string } = {},
): Promise<MadeUser> {
  const dataSource = t.app.get(DataSource);
  passwordHash ??= hashPassword(PASSWORD);
  const id = unique();
  const user = await dataSource.getRepository(User).save(
    dataSource.getRepository(User).create({
      email: opts.email ?? `user-${id}@example.com`,
      passwordHash: await passwordHash,
      firstName: opts.firstName ?? 'Test',
      lastName: `User ${id}`,
      role: opts.role ?? 'user',
      organizationId: opts.organizationId ?? null,
      emailVerified: opts.emailVerified ?? true,
    }),
  );
  let employee: Employee | null = null;
  if (user.organizationId) {
    employee = await dataSource.getRepository(Employee).save(
      dataSource.getRepository(Employee).create({
        organizationId: user.organizationId,
        userId: user.id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        role: user.role === 'admin' ? 'Admin' : 'Employee',
      }),
    );
  }
  return { user, employee, password: PASSWORD };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<TestAgent> {
  const agent = t.agent();
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}

export interface Member extends MadeUser {
  agent: TestAgent;
  organizationId: string;
}

/** A signed-in member (admin by default) of a new or given organization. */
export async function signedInMember(
  t: TestApp,
  opts: { organizationId?: string; role?: UserRole } = {},
): Promise<Member> {
  const organizationId = opts.organizationId ?? (await makeOrganization(t)).id;
  const made = await makeUser(t, { organizationId, role: opts.role ?? 'admin' });
  return { ...made, organizationId, agent: await signIn(t, made.user.email) };
}
