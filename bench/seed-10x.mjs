// `BENCH_SIZE=10x make bench` (issue 36, "Bigger"): one tenant of 2,500 functions and 100,000
// monthly KPI assignments (12 months of targets and results) with 2,500 users and 50,000 requests,
// beside 10,000 organizations of 5 users each (50,000 users), seeded in minutes.
//
// Every row is first written by the services (bench/seed.mjs's own calls, in the same Nest
// application), then copied by PostgreSQL (bench/clone.mjs) to reach the counts:
//   - 10 tenant users (invited through the admin service), copied to 2,500;
//   - the CEO's scorecard and one division of the chart — 1 division, 8 general departments, 40
//     departments, their 392 objective and 1,960 KPI assignments with every activity and history
//     entry — copied to 51 divisions, each copy's owners rotated over the tenant's users;
//   - 500 requests with a comment each (their notifications and deliveries), copied to 50,000;
//   - one small organization (5 users on a daily digest, 3 objectives, KPIs and assignments, 5
//     requests that notify each user once), copied to 10,000.
// The seed then checks that copies match their template row for row, that the stored scores of
// sampled copied KPI assignments are what libs/scoring computes, and that a copied division's
// scorecard, computed by the scorecard service, equals the template's.
//
// BENCH_SCALE (default 1) multiplies the counts (divisions, users, requests, small organizations)
// while developing on a shared machine; the code path is the same.
import pg from 'pg';
import { cloneRows, verifyClones } from './clone.mjs';
import { backendModule, inParallel, MONTHS, OBJECTIVE_WEIGHTS, PERSPECTIVES, seedServices, signUpLargeTenant, timed } from './support.mjs';

const load = backendModule;

const TEMPLATE_USERS = 10;
const TEMPLATE_REQUESTS = 500;
const SMALL_USERS = 5;

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`BENCH_SCALE must be in (0, 1], not ${process.env.BENCH_SCALE}`);
const scaled = (n, min = 1) => Math.max(min, Math.round(n * SCALE));

/** The 10x shape (at BENCH_SCALE); functions = 1 + divisions × 49. */
export const SHAPE_10X = {
  size: '10x',
  scale: SCALE,
  divisions: scaled(51),
  generalPerDivision: 8,
  departmentsPerGeneral: 5,
  objectivesPerFunction: 8,
  kpisPerObjective: 5,
  users: 1 + Math.max(TEMPLATE_USERS, Math.round(scaled(2500) / TEMPLATE_USERS) * TEMPLATE_USERS),
  requests: Math.max(TEMPLATE_REQUESTS, Math.round(scaled(50000) / TEMPLATE_REQUESTS) * TEMPLATE_REQUESTS),
  smallOrganizations: scaled(10000, 2),
  usersPerSmallOrganization: SMALL_USERS,
};



export async function seed10x(env, { year, resultsThrough, log = console.log }) {
  const S = SHAPE_10X;
  const { createApp, loadConfig, AuthService, AdminOrganizationsService, AdminUsersService, FunctionService, ObjectiveService, KpiService, ObjectiveAssignmentService, KpiAssignmentService, RequestService, CommentService, DataSource } = seedServices();
  const { NotificationPreferencesService } = load('modules/notifications/notification-preferences.service.js');
  const { ScorecardService } = load('modules/scorecards/scorecard.service.js');
  const { storedResult } = load('modules/assignments/period-values.js');
  const { mergeSettings } = load('modules/settings/settings.service.js');

  // No job runs in the seed's process (WORKERS=separate): the e-mails its writes queue, and those of the
  // copies (never queued, as after a Redis flush), wait for the notifications' measure, which times them.
  const config = loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn', WORKERS: 'separate' });
  const started = await createApp({ config, role: 'api' });
  const get = (type) => started.app.get(type, { strict: false });
  const db = get(DataSource);
  const [auth, adminOrgs, adminUsers, functions, objectives, kpis, objectiveAssignments, kpiAssignments, requests, comments, preferences, scorecards] = [
    AuthService, AdminOrganizationsService, AdminUsersService, FunctionService, ObjectiveService, KpiService, ObjectiveAssignmentService, KpiAssignmentService, RequestService, CommentService, NotificationPreferencesService, ScorecardService,
  ].map(get);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  const checks = [];
  const bulk = {};
  const note = (label, r) => {
    for (const [t, n] of Object.entries(r.written)) bulk[t] = (bulk[t] ?? 0) + n;
    checks.push({ label, template: r.template });
  };
  try {
    const [superAdmin] = await db.query(`SELECT id FROM "user" WHERE email = $1`, [config.superAdminEmail]);
    const caller = { userId: superAdmin.id, ipAddress: '127.0.0.1', userAgent: 'bench' };

    // ---------------------------------------------------------------- the large tenant
    const { email, password, user, org, actor } = await signUpLargeTenant({ auth, adminOrgs, db, caller }, { users: 10000, library: 100000 });

    // Users: 10 invited through the service ("g0001" marks the copy), copied to the count.
    await timed(`${S.users - 1} users (${TEMPLATE_USERS} through the service)`, log, async () => {
      const ids = [];
      for (let i = 1; i <= TEMPLATE_USERS; i++) {
        ids.push((await adminUsers.create(caller, { email: `member.g0001.${i}@enterprise.bench`, firstName: 'Member', lastName: `g0001.${i}`, role: 'user', organizationId: org })).id);
      }
      const copies = (S.users - 1) / TEMPLATE_USERS - 1;
      const tables = ['user', 'employee', 'admin_log', 'notification_preferences'];
      const token = { text: 'g0001', prefix: 'g', width: 4, first: 1 };
      const r = await cloneRows(client, { organizationId: org, seeds: ids, tables, copies, salt: 'users', token });
      note('users', r);
      const ks = [1, copies].filter((k, i, a) => k >= 1 && a.indexOf(k) === i);
      checks.at(-1).mismatches = await verifyClones(client, { organizationId: org, tables: r.template, salt: 'users', token, ks });
    });
    const members = (
      await db.query(
        `SELECT e.id AS "employeeId", u.id AS "userId", u."lastName" FROM "user" u JOIN employee e ON e."userId" = u.id AND e."organizationId" = u."organizationId"
          WHERE u."organizationId" = $1 AND u.role = 'user' ORDER BY u."createdAt", u.id`,
        [org],
      )
    ).map((m) => ({ ...m, actor: { userId: m.userId, organizationId: org, role: 'user', isAdmin: false, name: `Member ${m.lastName}` } }));

    const library = await timed('library (64 objectives, 200 KPIs)', log, async () => {
      const objectiveIds = [];
      for (let i = 0; i < 64; i++) objectiveIds.push((await objectives.create(actor, { name: `Objective ${String(i + 1).padStart(2, '0')}`, description: `Strategic objective number ${i + 1}`, bscPerspective: PERSPECTIVES[i % 4] })).id);
      const kpiIds = [];
      for (let i = 0; i < 200; i++) {
        kpiIds.push((await kpis.create(actor, { name: `KPI ${String(i + 1).padStart(3, '0')}`, description: `Measure number ${i + 1}`, unit: '%', frequency: 'monthly', polarity: i % 7 === 0 ? 'negative' : 'positive' })).id);
      }
      return { objectiveIds, kpiIds };
    });

    // The CEO and one division ("Division 0001" marks the copy) through the services.
    const divisionSize = 1 + S.generalPerDivision * (1 + S.departmentsPerGeneral);
    const chart = await timed(`the CEO and a division of ${divisionSize} functions through the services`, log, async () => {
      const ceo = await functions.ceo(org);
      const division = await functions.create(actor, { name: 'Division 0001', level: 'division', parentId: ceo.id });
      const levels = [[{ id: ceo.id, parent: null }], [{ id: division.id, parent: null }], [], []];
      levels[1][0].parent = levels[0][0];
      for (let g = 1; g <= S.generalPerDivision; g++) {
        const general = await functions.create(actor, { name: `Division 0001 · General department ${g}`, level: 'general-department', parentId: division.id });
        const gNode = { id: general.id, parent: levels[1][0] };
        levels[2].push(gNode);
        for (let d = 1; d <= S.departmentsPerGeneral; d++) {
          const dept = await functions.create(actor, { name: `Division 0001 · Department ${g}.${d}`, level: 'department', parentId: general.id });
          levels[3].push({ id: dept.id, parent: gNode });
        }
      }
      return levels;
    });
    const slots = [];
    await timed(`${((1 + divisionSize) * S.objectivesPerFunction).toLocaleString('en')} objective assignments through the services`, log, async () => {
      for (const [depth, level] of chart.entries()) {
        await inParallel(level, 6, async (fn, index) => {
          fn.assignments = [];
          for (let slot = 0; slot < S.objectivesPerFunction; slot++) {
            const oa = await objectiveAssignments.create(actor, {
              objectiveId: library.objectiveIds[(depth * 16 + index * 3 + slot * 8) % 64],
              organizationFunctionId: fn.id,
              parentObjectiveAssignmentId: fn.parent ? fn.parent.assignments[slot] : null,
              weight: OBJECTIVE_WEIGHTS[slot],
              period: year,
            });
            fn.assignments.push(oa.id);
            slots.push({ objectiveAssignmentId: oa.id, seed: depth * 1000 + index * 8 + slot, inDivision: depth > 0 });
          }
        });
      }
    });
    const through = MONTHS.indexOf(resultsThrough);
    const kpiAssignmentIds = [];
    await timed(`${(slots.length * S.kpisPerObjective).toLocaleString('en')} KPI assignments through the services`, log, () =>
      inParallel(slots, 6, async ({ objectiveAssignmentId, seed }) => {
        for (let k = 0; k < S.kpisPerObjective; k++) {
          const ka = await kpiAssignments.create(actor, {
            kpiId: library.kpiIds[(seed * 5 + k) % 200],
            objectiveAssignmentId,
            ownerId: members[(seed * 5 + k) % members.length].employeeId,
            weight: 20,
            period: year,
            targets: Object.fromEntries(MONTHS.map((m) => [m, 100])),
            actualResults: Object.fromEntries(MONTHS.map((m, i) => [m, i <= through ? 60 + ((seed * 7 + k * 13 + i * 5) % 60) : null])),
          });
          kpiAssignmentIds.push(ka.id);
        }
      }),
    );
    const divisions = S.divisions - 1;
    await timed(`${divisions} copies of the division`, log, async () => {
      // Each copy's KPI assignments are owned by other users: the template's owners shifted by 40 × k.
      const external = [];
      for (let k = 1; k <= divisions; k++) {
        members.forEach((m, i) => external.push({ k, old: m.employeeId, new: members[(i + 40 * k) % members.length].employeeId }));
      }
      // kpi_assignment_view_score: the KPI Overview's stored view values the services wrote with each assignment (issue 36).
      const tables = ['organization_function', 'objective_assignment', 'kpi_assignment', 'kpi_assignment_view_score', 'kpi_value_history', 'activity'];
      const token = { text: 'Division 0001', prefix: 'Division ', width: 4, first: 1 };
      const r = await cloneRows(client, { organizationId: org, seeds: [chart[1][0].id], tables, copies: divisions, salt: 'division', token, external, batch: 5, log });
      note('division', r);
      checks.at(-1).mismatches = await verifyClones(client, { organizationId: org, tables: r.template, salt: 'division', token, ks: [...new Set([1, divisions])].filter((k) => k >= 1) });
    });

    await timed(`${S.requests.toLocaleString('en')} requests, each with a comment (${TEMPLATE_REQUESTS} through the services)`, log, async () => {
      const ids = [];
      await inParallel(Array.from({ length: TEMPLATE_REQUESTS }, (_, i) => i), 6, async (i) => {
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
        ids.push(request.id);
      });
      // Copies keep the template's owners and requester (their names are in activities and notifications).
      const copies = S.requests / TEMPLATE_REQUESTS - 1;
      const tables = ['request', 'comment', 'request_status_history', 'activity', 'notification', 'notification_delivery'];
      const r = await cloneRows(client, { organizationId: org, seeds: ids, tables, copies, salt: 'requests', batch: 10, log });
      note('requests', r);
      checks.at(-1).mismatches = await verifyClones(client, { organizationId: org, tables: r.template, salt: 'requests', ks: [...new Set([1, copies])].filter((k) => k >= 1) });
    });

    // ---------------------------------------------------------------- the small organizations
    await timed(`${S.smallOrganizations.toLocaleString('en')} small organizations of ${SMALL_USERS} users (one through the services)`, log, async () => {
      const small = await adminOrgs.create(caller, { name: 'Small Company sm00001' });
      const people = [];
      for (let u = 0; u < SMALL_USERS; u++) {
        const role = u === 0 ? 'admin' : 'user';
        const made = await adminUsers.create(caller, { email: `${role}${u}@sm00001.small.bench`, firstName: role === 'admin' ? 'Admin' : 'Member', lastName: `sm00001 ${u}`, role, organizationId: small.id });
        const [employee] = await db.query(`SELECT id FROM employee WHERE "organizationId" = $1 AND "userId" = $2`, [small.id, made.id]);
        const who = { userId: made.id, organizationId: small.id, role, isAdmin: role === 'admin', name: `${role} ${u}` };
        // Everyone reads e-mail once a day: the daily digest the bench then runs for every user.
        const prefs = await preferences.get(who);
        await preferences.update(who, { ...prefs, digestFrequency: 'daily' });
        people.push({ actor: who, employeeId: employee.id });
      }
      const smallActor = people[0].actor;
      const ceo = await functions.ceo(small.id);
      for (let k = 0; k < 3; k++) {
        const objective = await objectives.create(smallActor, { name: `Objective ${k + 1}`, bscPerspective: PERSPECTIVES[k] });
        const kpi = await kpis.create(smallActor, { name: `KPI ${k + 1}`, unit: '%', frequency: 'quarterly' });
        const oa = await objectiveAssignments.create(smallActor, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: k === 0 ? 34 : 33, period: year });
        await kpiAssignments.create(smallActor, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 100, period: year, targets: { q1: 100, q2: 100, q3: 100, q4: 100 }, actualResults: { q1: 90 + k } });
      }
      // One request for each user (the admin asks each member; a member asks the admin): one notification each.
      for (let u = 0; u < SMALL_USERS; u++) {
        const by = u === 0 ? people[1].actor : smallActor;
        await requests.create(by, { type: 'Data_Collection', title: `Figures for ${people[u].actor.name}`, description: 'Monthly figures, please.', priority: 'Medium', ownerId: people[u].employeeId });
      }
      const copies = S.smallOrganizations - 1;
      const token = { text: 'sm00001', prefix: 'sm', width: 5, first: 1 };
      const r = await cloneRows(client, { seeds: [small.id], copies, salt: 'small', token, batch: 500, log });
      note('small organizations', r);
      checks.at(-1).mismatches = await verifyClones(client, { tables: r.template, salt: 'small', token, ks: [...new Set([1, copies])].filter((k) => k >= 1) });
    });

    // ---------------------------------------------------------------- the checks
    // Stored scores of sampled copied KPI assignments, recomputed with the service's own function.
    const sample = await db.query(
      `SELECT ka."targets", ka."actualResults", ka."score", ka."actualResult", k."polarity", k."frequency"
         FROM kpi_assignment ka JOIN kpi k ON k.id = ka."kpiId" AND k."organizationId" = ka."organizationId"
        WHERE ka."organizationId" = $2 AND ka.id <> ALL($1::uuid[]) ORDER BY md5(ka.id::text) LIMIT 200`,
      [kpiAssignmentIds, org],
    );
    const wrongScores = [];
    const [settingsRow] = await db.query(`SELECT "values" FROM organization_settings WHERE "organizationId" = $1`, [org]);
    for (const row of sample) {
      const expected = storedResult({ polarity: row.polarity, frequency: row.frequency }, row.targets, row.actualResults, mergeSettings(settingsRow?.values).scoreCapPercentage);
      if (expected.score !== row.score || expected.actualResult !== row.actualResult) wrongScores.push(`${JSON.stringify(row)} ≠ ${JSON.stringify(expected)}`);
    }
    // A copied division's scorecard, computed by the service from its rows, equals the template's.
    const query = { year, frequency: 'monthly', period: 'november', view: 'ytd' };
    const strip = (card) => JSON.stringify(card, (key, value) => (key === 'id' || key.endsWith('Id') || /owner/i.test(key) ? undefined : typeof value === 'string' ? value.replace(/Division \d{4}/g, 'Division') : value));
    const [lastDivision] = await db.query(`SELECT id FROM organization_function WHERE "organizationId" = $1 AND level = 'division' ORDER BY name DESC LIMIT 1`, [org]);
    const sameScorecard = strip(await scorecards.forFunction(actor, chart[1][0].id, query)) === strip(await scorecards.forFunction(actor, lastDivision.id, query));
    const mismatches = checks.flatMap((c) => c.mismatches ?? []);
    const check = {
      copies: checks.map((c) => `${c.label}: ${Object.entries(c.template).map(([t, n]) => `${t} ${n}`).join(', ')}`),
      mismatches,
      scoresChecked: sample.length,
      wrongScores,
      sameScorecard,
    };
    log(`  check: ${mismatches.length ? `MISMATCHES ${mismatches.join('; ')}` : 'every copy equals its template'}; ${sample.length} copied stored scores recomputed, ${wrongScores.length} wrong; a copied division's scorecard ${sameScorecard ? 'equals' : 'DIFFERS FROM'} the template's`);
    if (mismatches.length || wrongScores.length || !sameScorecard) throw new Error(`The bulk-written rows differ from the services' (${JSON.stringify(check).slice(0, 2000)})`);

    const counts = {};
    for (const table of ['organization', 'user', 'organization_function', 'objective_assignment', 'kpi_assignment', 'kpi_value_history', 'request', 'comment', 'notification', 'notification_delivery', 'activity']) {
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "${table}"`);
      counts[table] = n;
    }
    const [{ n: tenantKpiAssignments }] = await db.query(`SELECT count(*)::int AS n FROM kpi_assignment WHERE "organizationId" = $1`, [org]);
    return {
      organizationId: org,
      email,
      password,
      superAdmin: { email: config.superAdminEmail, password: env.SUPER_ADMIN_PASSWORD },
      departmentId: chart[3][0].id,
      divisionId: chart[1][0].id,
      kpiAssignmentId: kpiAssignmentIds[0],
      tenantKpiAssignments,
      counts,
      bulk,
      check,
    };
  } finally {
    await client.end().catch(() => undefined);
    await started.close();
  }
}
