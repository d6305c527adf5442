// Seeds the benchmark's tenants through the built backend's services (every rule, activity and
// notification applies), in a Nest application of its own that is closed before the load starts.
//
//   the large tenant: 1 CEO, 8 divisions, 40 general departments, 200 departments (249 functions);
//     64 objectives and 200 monthly KPIs; 8 objective assignments per function (1,992), each with
//     5 KPI assignments (9,960) holding a year of targets and of results up to `resultsThrough`;
//     251 users, 250 of whom own the KPI assignments in turn (the period close's reminders); 5,000
//     requests, each with a comment by its owner
//   999 small organizations beside it: one admin, 3 objectives and 3 KPIs on the CEO scorecard
//
// The only writes made in SQL are the two no service offers: the large tenant's e-mail
// verification (the code is mailed) and its raised plan limits (set by operators in the database).
import pg from 'pg';
import { seed10x, SHAPE_10X } from './seed-10x.mjs';
import { inParallel, MONTHS, OBJECTIVE_WEIGHTS, PERSPECTIVES, seedServices, signUpLargeTenant, timed } from './support.mjs';

const { createApp, loadConfig, AuthService, AdminOrganizationsService, AdminUsersService, FunctionService, ObjectiveService, KpiService, ObjectiveAssignmentService, KpiAssignmentService, RequestService, CommentService, DataSource } = seedServices();

/**
 * The tenants' shape. BENCH_SIZE=small (while iterating on a shared machine) seeds 2 divisions (63
 * functions, 2,520 KPI assignments), 500 requests and 100 small organizations; the report says so.
 * BENCH_SIZE=10x is seed-10x.mjs's shape (2,500 functions, 100,000 KPI assignments, 10,000 organizations).
 */
export const SHAPE =
  process.env.BENCH_SIZE === '10x'
    ? SHAPE_10X
    : process.env.BENCH_SIZE === 'small'
    ? { size: 'small', divisions: 2, generalPerDivision: 5, departmentsPerGeneral: 5, objectivesPerFunction: 8, kpisPerObjective: 5, users: 251, requests: 500, smallOrganizations: 100 }
    : { size: 'full', divisions: 8, generalPerDivision: 5, departmentsPerGeneral: 5, objectivesPerFunction: 8, kpisPerObjective: 5, users: 251, requests: 5000, smallOrganizations: 999 };
export const FUNCTION_COUNT = 1 + SHAPE.divisions * (1 + SHAPE.generalPerDivision * (1 + SHAPE.departmentsPerGeneral));



/**
 * Seeds into the database at `env.DATABASE_URL` and answers what the load needs: ids, the
 * signed-in user's credentials and the chosen year and period.
 */
export async function seed(env, { year, resultsThrough, log = console.log }) {
  // BENCH_SIZE=10x: the services write templates that PostgreSQL copies (seed-10x.mjs).
  if (SHAPE.size === '10x') return seed10x(env, { year, resultsThrough, log });
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const started = await createApp({ config, role: 'api'});
  const { app } = started;
  const get = (type) => app.get(type, { strict: false });
  const db = get(DataSource);
  const auth = get(AuthService);
  const adminOrgs = get(AdminOrganizationsService);
  const adminUsers = get(AdminUsersService);
  const functions = get(FunctionService);
  const objectives = get(ObjectiveService);
  const kpis = get(KpiService);
  const objectiveAssignments = get(ObjectiveAssignmentService);
  const kpiAssignments = get(KpiAssignmentService);
  const requests = get(RequestService);
  const comments = get(CommentService);
  const counts = {};
  try {
    const [superAdmin] = await db.query(`SELECT id FROM "user" WHERE email = $1`, [config.superAdminEmail]);
    const caller = { userId: superAdmin.id, ipAddress: '127.0.0.1', userAgent: 'bench' };

    // ---------------------------------------------------------------- the large tenant
    const { email, password, user, org, actor } = await signUpLargeTenant({ auth, adminOrgs, db, caller }, { users: 1000, library: 10000 });

    const members = await timed(`${SHAPE.users - 1} more users`, log, async () => {
      const made = [];
      for (let i = 1; i < SHAPE.users; i++) {
        const member = await adminUsers.create(caller, { email: `member${i}@enterprise.bench`, firstName: 'Member', lastName: String(i), role: 'user', organizationId: org });
        const [employee] = await db.query(`SELECT id FROM employee WHERE "organizationId" = $1 AND "userId" = $2`, [org, member.id]);
        made.push({ actor: { userId: member.id, organizationId: org, role: 'user', isAdmin: false, name: `Member ${i}` }, employeeId: employee.id });
      }
      return made;
    });

    const library = await timed('library (64 objectives, 200 KPIs)', log, async () => {
      const objectiveIds = [];
      for (let i = 0; i < 64; i++) {
        objectiveIds.push((await objectives.create(actor, { name: `Objective ${String(i + 1).padStart(2, '0')}`, description: `Strategic objective number ${i + 1}`, bscPerspective: PERSPECTIVES[i % 4] })).id);
      }
      const kpiIds = [];
      for (let i = 0; i < 200; i++) {
        kpiIds.push((await kpis.create(actor, { name: `KPI ${String(i + 1).padStart(3, '0')}`, description: `Measure number ${i + 1}`, unit: '%', frequency: 'monthly', polarity: i % 7 === 0 ? 'negative' : 'positive' })).id);
      }
      return { objectiveIds, kpiIds };
    });

    const chart = await timed(`${FUNCTION_COUNT} functions`, log, async () => {
      const ceo = await functions.ceo(org);
      const levels = [[{ id: ceo.id, level: 'ceo', parent: null }]];
      const below = [['division', SHAPE.divisions], ['general-department', SHAPE.generalPerDivision], ['department', SHAPE.departmentsPerGeneral]];
      for (const [level, perParent] of below) {
        const made = [];
        for (const parent of levels.at(-1)) {
          for (let i = 0; i < perParent; i++) {
            const fn = await functions.create(actor, { name: `${level.replace('-', ' ')} ${made.length + 1}`, level, parentId: parent.id });
            made.push({ id: fn.id, level, parent });
          }
        }
        levels.push(made);
      }
      return levels;
    });

    // Objective assignments level by level (a parent must exist), then every KPI assignment.
    const slots = [];
    await timed(`${(FUNCTION_COUNT * SHAPE.objectivesPerFunction).toLocaleString('en')} objective assignments`, log, async () => {
      for (const [depth, level] of chart.entries()) {
        await inParallel(level, 6, async (fn, index) => {
          fn.assignments = [];
          for (let slot = 0; slot < SHAPE.objectivesPerFunction; slot++) {
            const objectiveId = library.objectiveIds[(depth * 16 + index * 3 + slot * 8) % 64];
            const oa = await objectiveAssignments.create(actor, {
              objectiveId,
              organizationFunctionId: fn.id,
              parentObjectiveAssignmentId: fn.parent ? fn.parent.assignments[slot] : null,
              weight: OBJECTIVE_WEIGHTS[slot],
              period: year,
            });
            fn.assignments.push(oa.id);
            slots.push({ objectiveAssignmentId: oa.id, seed: depth * 1000 + index * 8 + slot });
          }
        });
      }
    });
    const through = MONTHS.indexOf(resultsThrough);
    const kpiAssignmentIds = [];
    await timed(`${(FUNCTION_COUNT * SHAPE.objectivesPerFunction * SHAPE.kpisPerObjective).toLocaleString('en')} KPI assignments with a year of targets and results`, log, () =>
      inParallel(slots, 6, async ({ objectiveAssignmentId, seed }) => {
        for (let k = 0; k < SHAPE.kpisPerObjective; k++) {
          const targets = Object.fromEntries(MONTHS.map((m) => [m, 100]));
          const actualResults = Object.fromEntries(MONTHS.map((m, i) => [m, i <= through ? 60 + ((seed * 7 + k * 13 + i * 5) % 60) : null]));
          const ka = await kpiAssignments.create(actor, {
            kpiId: library.kpiIds[(seed * 5 + k) % 200],
            objectiveAssignmentId,
            ownerId: members[(seed * 5 + k) % members.length].employeeId,
            weight: 20,
            period: year,
            targets,
            actualResults,
          });
          kpiAssignmentIds.push(ka.id);
        }
      }),
    );

    await timed(`${SHAPE.requests.toLocaleString('en')} requests, each with a comment`, log, () =>
      inParallel(Array.from({ length: SHAPE.requests }, (_, i) => i), 6, async (i) => {
        const owner = members[i % members.length];
        const request = await requests.create(actor, {
          type: i % 2 ? 'Change_Request' : 'Data_Collection',
          title: `Request ${i + 1}: figures for KPI ${(i % 200) + 1}`,
          description: `Please provide the figures behind request ${i + 1}.`,
          priority: ['Low', 'Medium', 'High'][i % 3],
          ownerId: owner.employeeId,
          linkedKpiAssignmentId: i % 2 ? null : kpiAssignmentIds[i % kpiAssignmentIds.length],
        });
        await comments.create(owner.actor, { requestId: request.id, content: `Working on request ${i + 1}; numbers follow this week.` });
      }),
    );

    // ---------------------------------------------------------------- the small organizations
    await timed(`${SHAPE.smallOrganizations} small organizations`, log, () =>
      inParallel(Array.from({ length: SHAPE.smallOrganizations }, (_, i) => i), 6, async (i) => {
        const small = await adminOrgs.create(caller, { name: `Small Company ${i + 1}` });
        const admin = await adminUsers.create(caller, { email: `admin${i + 1}@small.bench`, firstName: 'Admin', lastName: String(i + 1), role: 'admin', organizationId: small.id });
        const smallActor = { userId: admin.id, organizationId: small.id, role: 'admin', isAdmin: true, name: `Admin ${i + 1}` };
        const ceo = await functions.ceo(small.id);
        for (let k = 0; k < 3; k++) {
          const objective = await objectives.create(smallActor, { name: `Objective ${k + 1}`, bscPerspective: PERSPECTIVES[k] });
          const kpi = await kpis.create(smallActor, { name: `KPI ${k + 1}`, unit: '%', frequency: 'quarterly' });
          const oa = await objectiveAssignments.create(smallActor, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: k === 0 ? 34 : 33, period: year });
          await kpiAssignments.create(smallActor, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 100, period: year, targets: { q1: 100, q2: 100, q3: 100, q4: 100 }, actualResults: { q1: 90 + k } });
        }
      }),
    );

    // No ANALYZE here: `make bench` measures the calls first on the tenant as it stands, with no
    // statistics (as a new large tenant in a big shared database would be), then analyzes.
    for (const table of ['organization', 'user', 'organization_function', 'objective_assignment', 'kpi_assignment', 'request', 'comment', 'notification', 'activity']) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "${table}"`);
      counts[table] = n;
    }
    const [{ n: tenantKpiAssignments }] = await db.query(`SELECT count(*)::int AS n FROM kpi_assignment WHERE "organizationId" = $1`, [org]);
    const department = chart[3][0].id;
    const sampleKpiAssignment = kpiAssignmentIds[0];
    return { organizationId: org, email, password, superAdmin: { email: config.superAdminEmail, password: env.SUPER_ADMIN_PASSWORD }, departmentId: department, divisionId: chart[1][0].id, kpiAssignmentId: sampleKpiAssignment, tenantKpiAssignments, counts };
  } finally {
    await started.close();
  }
}
