import { analyzeTables, TENANT_SCORECARD_TABLES } from '../../database/analyze';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { calendarMonth } from '@scorecard/scoring';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { KpiAssignmentService } from '../assignments/kpi-assignment.service';
import { KpiResultRecordingService } from '../assignments/kpi-result-recording.service';
import { ObjectiveAssignmentService } from '../assignments/objective-assignment.service';
import { EmployeeService } from '../employees/employee.service';
import { EmployeesDemoSeeder } from '../employees/employees-demo.seeder';
import { FunctionService } from '../functions/function.service';
import { InitiativesDemoSeeder } from '../initiatives/initiatives-demo.seeder';
import { PROCESS_ROLE, ProcessRole } from '../jobs/jobs.tokens';
import { KpiService } from '../library/kpi.service';
import { ObjectiveService } from '../library/objective.service';
import { ThemeService } from '../library/theme.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { RequestsDemoSeeder } from '../requests/requests-demo.seeder';
import { SettingsService } from '../settings/settings.service';
import { hashPassword } from '../users/password';
import { UserAccountsService } from '../users/user-accounts.service';
import { UsersService } from '../users/users.service';
import { demoEmployeeEmail, DEMO_EMPLOYEES } from '../employees/employees-demo.seeder';
import { holdDemoSeedLock } from './demo.queries';
import {
  DEMO_CASCADE,
  DEMO_FUNCTIONS,
  DEMO_KPIS,
  DEMO_OBJECTIVES,
  DEMO_ORGANIZATION,
  DEMO_THEMES,
  DEMO_MEMBERS,
  DEMO_USER,
  demoValues,
  PREVIOUS_YEAR_LEVELS,
  reportedPeriods,
} from './demo-data';

export interface DemoSeedResult {
  organizationId: string;
  email: string;
  password: string;
  functions: number;
  objectives: number;
  kpis: number;
  objectiveAssignments: number;
  kpiAssignments: number;
  resultUpdates: number;
  requests: number;
  initiatives: number;
  /** accounts of the demo organization, the demo admin included */
  members: number;
  ms: number;
}

/**
 * Seeds the demo organization into an empty database (DESIGN: SEED_DEMO, on for `make start`)
 * when an API process starts. Everything goes through the services, so the demo obeys every rule
 * and writes every activity, and all of it is one transaction: a seed interrupted half-way leaves
 * nothing and runs again at the next start.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Demo');
  /** What the last seed by this process made (null when it found organizations already). */
  lastSeed: DemoSeedResult | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly organizations: OrganizationsService,
    private readonly settings: SettingsService,
    private readonly employees: EmployeeService,
    private readonly employeesSeeder: EmployeesDemoSeeder,
    private readonly requestsSeeder: RequestsDemoSeeder,
    private readonly themes: ThemeService,
    private readonly objectives: ObjectiveService,
    private readonly kpis: KpiService,
    private readonly functions: FunctionService,
    private readonly objectiveAssignments: ObjectiveAssignmentService,
    private readonly kpiAssignments: KpiAssignmentService,
    private readonly kpiResults: KpiResultRecordingService,
    private readonly accounts: UserAccountsService,
    private readonly users: UsersService,
    private readonly initiativesSeeder: InitiativesDemoSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo || this.role === 'worker') return;
    const result = await this.seedIfEmpty();
    this.lastSeed = result;
    if (!result) return;
    this.logger.log(
      `Demo organization "${DEMO_ORGANIZATION.name}" seeded in ${result.ms} ms: ${result.functions} functions, ${result.objectives} objectives, ` +
        `${result.kpis} KPIs, ${result.kpiAssignments} KPI assignments with targets and results`,
    );
    this.logger.log(`Sign in to the demo with ${result.email} / ${result.password}`);
  }

  /** Seeds when the database has no organization yet; answers null otherwise. */
  async seedIfEmpty(now: Date = new Date()): Promise<DemoSeedResult | null> {
    const started = Date.now();
    const result = await this.dataSource.transaction(async (m) => {
      await holdDemoSeedLock(m);
      if (await this.organizations.anyExists(m)) return null;
      return this.seed(m, now);
    });
    if (!result) return null;
    // The organization was written in one go: statistics for its tables before anyone reads them (issue 36).
    await analyzeTables(this.dataSource, TENANT_SCORECARD_TABLES);
    return { ...result, ms: Date.now() - started };
  }

  private async seed(m: EntityManager, now: Date): Promise<Omit<DemoSeedResult, 'ms'>> {
    const organization = await this.organizations.create(m, { name: DEMO_ORGANIZATION.name, plan: 'professional' });
    const user = await this.accounts.createInTransaction(m, {
      email: DEMO_USER.email,
      passwordHash: await hashPassword(DEMO_USER.password),
      firstName: DEMO_USER.firstName,
      lastName: DEMO_USER.lastName,
      role: 'admin',
      organizationId: organization.id,
      emailVerified: true,
    });
    const actor: Actor = { userId: user.id, organizationId: organization.id, role: 'admin', isAdmin: true, name: [user.firstName, user.lastName].filter(Boolean).join(' ') };
    await this.employees.createIn(m, actor, {
      name: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`,
      email: DEMO_USER.email,
      userId: user.id,
      role: 'Admin',
      position: DEMO_USER.position,
      department: DEMO_USER.department,
    });
    const { employeeIds } = await this.employeesSeeder.seed(m, actor);
    const employee = (index: number): string | null => employeeIds[index] ?? employeeIds[0] ?? null;
    const members = await this.seedMembers(m, organization.id, employeeIds, now);
    await this.settings.update(
      actor,
      { vision: DEMO_ORGANIZATION.vision, mission: DEMO_ORGANIZATION.mission, values: DEMO_ORGANIZATION.values, organizationName: DEMO_ORGANIZATION.name },
      m,
    );

    // Library
    const themeIds = new Map<string, string>();
    for (const theme of DEMO_THEMES) {
      themeIds.set(theme.key, (await this.themes.create(actor, { name: theme.name, description: theme.description, color: theme.color }, m)).id);
    }
    const objectiveIds = new Map<string, string>();
    for (const o of DEMO_OBJECTIVES) {
      const created = await this.objectives.create(
        actor,
        { name: o.name, description: o.description, bscPerspective: o.perspective, themeId: themeIds.get(o.theme)!, ownerId: employee(o.owner) },
        m,
      );
      objectiveIds.set(o.key, created.id);
    }
    const kpiIds = new Map<string, string>();
    for (const k of DEMO_KPIS) {
      const created = await this.kpis.create(
        actor,
        { name: k.name, description: k.description, unit: k.unit, frequency: k.frequency, polarity: k.polarity, isCumulative: k.isCumulative },
        m,
      );
      kpiIds.set(k.key, created.id);
    }

    // Organization chart: the CEO function exists with the organization
    const functionIds = new Map<string, string>();
    for (const f of DEMO_FUNCTIONS) {
      if (f.level === 'ceo') {
        const ceo = await this.functions.ceo(organization.id, m);
        await this.functions.update(actor, ceo.id, { name: f.name, description: f.description }, m);
        functionIds.set(f.key, ceo.id);
        continue;
      }
      const created = await this.functions.create(actor, { name: f.name, description: f.description, level: f.level, parentId: functionIds.get(f.parent!)! }, m);
      functionIds.set(f.key, created.id);
    }

    // Cascade for the previous year (CEO and divisions) and the current year (every level), level by level so every parent exists
    const timeZone = (await this.settings.get(organization.id, m)).timeZone;
    const thisYear = calendarMonth(now, timeZone).year;
    const kpiByKey = new Map(DEMO_KPIS.map((k) => [k.key, k]));
    let objectiveAssignments = 0;
    let kpiAssignments = 0;
    const currentObjectiveAssignmentIds: string[] = [];
    const ceoObjectiveAssignments = new Map<string, string>(); // this year's CEO level, by objective key
    const currentKpiAssignments: { id: string; kpi: string; fn: string }[] = [];
    const pendingUpdates: { id: string; period: string; value: number | null }[] = [];
    for (const year of [thisYear - 1, thisYear]) {
      const assigned = new Map<string, string>(); // `${functionKey}:${objectiveKey}` → objective assignment id
      for (const f of DEMO_FUNCTIONS) {
        if (year < thisYear && !PREVIOUS_YEAR_LEVELS.includes(f.level)) continue;
        for (const a of DEMO_CASCADE[f.key] ?? []) {
          const oa = await this.objectiveAssignments.create(
            actor,
            {
              objectiveId: objectiveIds.get(a.objective)!,
              organizationFunctionId: functionIds.get(f.key)!,
              parentObjectiveAssignmentId: a.parent ? assigned.get(`${f.parent}:${a.parent}`)! : null,
              ownerId: f.level === 'ceo' ? undefined : employee(f.head),
              weight: a.weight,
              period: String(year),
            },
            m,
          );
          assigned.set(`${f.key}:${a.objective}`, oa.id);
          objectiveAssignments++;
          if (year === thisYear) currentObjectiveAssignmentIds.push(oa.id);
          if (year === thisYear && f.level === 'ceo') ceoObjectiveAssignments.set(a.objective, oa.id);
          for (const [kpiKey, weight] of a.kpis) {
            const k = kpiByKey.get(kpiKey)!;
            const reported = reportedPeriods(k.frequency, year, now, timeZone);
            const values = demoValues(k, f, year, thisYear, reported);
            // This year's latest result is entered as a result update below, as a user would.
            const latest = year === thisYear ? reported[reported.length - 1] : undefined;
            const initial = { ...values.actualResults };
            if (latest && f.level === 'ceo') delete initial[latest];
            const ka = await this.kpiAssignments.create(
              actor,
              { kpiId: kpiIds.get(kpiKey)!, objectiveAssignmentId: oa.id, weight, targets: values.targets, actualResults: initial, period: String(year) },
              m,
            );
            kpiAssignments++;
            if (year === thisYear) {
              currentKpiAssignments.push({ id: ka.id, kpi: kpiKey, fn: f.key });
              if (latest && f.level === 'ceo') pendingUpdates.push({ id: ka.id, period: latest, value: values.actualResults[latest] ?? null });
            }
          }
        }
      }
    }
    // The CEO level's latest results, recorded through the result update (with its activity)
    for (const update of pendingUpdates) {
      await this.kpiResults.update(actor, update.id, { actualResults: { [update.period]: update.value } }, m);
    }
    const resultUpdates = pendingUpdates.length;

    const requests = await this.requestsSeeder.seed(m, actor, {
      employeeIds,
      objectiveAssignmentIds: currentObjectiveAssignmentIds,
      kpiAssignmentIds: currentKpiAssignments.map((k) => k.id),
      now,
    });
    const initiatives = await this.initiativesSeeder.seed(m, actor, { employeeIds, objectiveAssignments: ceoObjectiveAssignments, now });

    return {
      organizationId: organization.id,
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      functions: DEMO_FUNCTIONS.length,
      objectives: DEMO_OBJECTIVES.length,
      kpis: DEMO_KPIS.length,
      objectiveAssignments,
      kpiAssignments,
      resultUpdates,
      requests: requests.requestIds.length,
      initiatives,
      members: members + 1,
    };
  }

  /** DEMO_MEMBERS: accounts linked to their employees of the chart, one deactivated (Settings → Team). */
  private async seedMembers(m: EntityManager, organizationId: string, employeeIds: string[], now: Date): Promise<number> {
    const passwordHash = await hashPassword(DEMO_USER.password);
    for (const member of DEMO_MEMBERS) {
      const email = demoEmployeeEmail(DEMO_EMPLOYEES[member.employee].name);
      const user = await this.accounts.createInTransaction(m, {
        email,
        passwordHash,
        firstName: member.firstName,
        lastName: member.lastName,
        role: member.role,
        organizationId,
        emailVerified: true,
      });
      const lastLoginAt = member.lastSignInDaysAgo === null ? null : new Date(now.getTime() - member.lastSignInDaysAgo * 86_400_000);
      await this.accounts.updateAcrossOrganizations(m, user.id, { lastLoginAt });
      await this.employees.linkInvitedUser(m, organizationId, employeeIds[member.employee], {
        userId: user.id,
        name: `${member.firstName} ${member.lastName}`,
        email,
        role: member.role === 'admin' ? 'Admin' : 'Employee',
      });
      if (member.deactivated) await this.users.setDeactivated(organizationId, m, user.id, new Date(now.getTime() - 30 * 86_400_000));
    }
    return DEMO_MEMBERS.length;
  }
}
