import { DEFAULT_NOTIFICATION_PREFERENCES } from '@scorecard/contracts';
import { parse } from 'csv-parse/sync';
import type TestAgent from 'supertest/lib/agent';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { countingDatabaseWork, poolOf } from './support/query-counter';
import { makeRequest, signedInUser } from './support/request-factories';
import { assignKpi, assignObjective, ceoOf, CURRENT_YEAR, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp, usingPglite } from './support/test-app';

/**
 * The exact totals of the paged lists (DESIGN section 3's Content-Range) that PostgreSQL keeps in
 * counter tables by statement-level triggers (issue 36): after every kind of write, through the API
 * or straight in SQL (the bench's bulk copies, cascades of foreign keys), each list's total is what
 * a fresh count(*) of its rows says. A trigger switched off makes the totals wrong, which proves
 * the lists read the counters.
 */
describe('kept list totals', () => {
  let t: TestApp;
  let db: DataSource;
  const YEAR = CURRENT_YEAR;
  const OTHER_YEAR = String(Number(CURRENT_YEAR) - 1);

  beforeAll(async () => {
    t = await startTestApp({ redis: false });
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.stop());

  /** The total of a list's first page, from its Content-Range header. */
  async function totalOf(agent: TestAgent, path: string, params: Record<string, unknown> = {}): Promise<number> {
    const query: Record<string, string> = { range: JSON.stringify([0, 24]) };
    for (const [name, value] of Object.entries(params)) query[name] = JSON.stringify(value);
    const res = await agent.get(path).query(query).expect(200);
    const match = /^\S+ \d+-\d+\/(\d+)$|^\S+ \*\/(\d+)$/.exec(String(res.headers['content-range']));
    if (!match) throw new Error(`${path} answered Content-Range ${res.headers['content-range']}`);
    return Number(match[1] ?? match[2]);
  }

  const count = async (sql: string, params: unknown[]) => ((await db.query(`SELECT count(*)::int AS "n" ${sql}`, params)) as { n: number }[])[0]!.n;

  /** Each list's total as the API answers it, beside a fresh count(*) of the same rows. */
  async function totals(m: Member): Promise<Record<string, [api: number, counted: number]>> {
    const org = m.organizationId;
    const inApp = `FROM "notification" n WHERE n."organizationId" = $1 AND n."userId" = $2
      AND EXISTS (SELECT 1 FROM "notification_delivery" d WHERE d."notificationId" = n."id" AND d."channel" = 'in_app')`;
    return {
      kpiAssignments: [await totalOf(m.agent, '/api/kpi-assignments'), await count(`FROM "kpi_assignment" WHERE "organizationId" = $1`, [org])],
      kpiAssignmentsOfYear: [
        await totalOf(m.agent, '/api/kpi-assignments', { filter: { period: YEAR } }),
        await count(`FROM "kpi_assignment" WHERE "organizationId" = $1 AND "period" = $2`, [org, YEAR]),
      ],
      kpiAssignmentsOfOtherYear: [
        await totalOf(m.agent, '/api/kpi-assignments', { filter: { period: OTHER_YEAR } }),
        await count(`FROM "kpi_assignment" WHERE "organizationId" = $1 AND "period" = $2`, [org, OTHER_YEAR]),
      ],
      kpiOverview: [
        await totalOf(m.agent, '/api/kpi-overview', { filter: { year: YEAR }, sort: ['name', 'ASC'] }),
        await count(`FROM "kpi_assignment" WHERE "organizationId" = $1 AND "period" = $2`, [org, YEAR]),
      ],
      requests: [await totalOf(m.agent, '/api/requests', { sort: ['createdAt', 'DESC'] }), await count(`FROM "request" WHERE "organizationId" = $1`, [org])],
      notifications: [await totalOf(m.agent, '/api/notifications'), await count(inApp, [org, m.user.id])],
    };
  }

  /** Every list's total equals its fresh count; answers the counts, so a test can say what it expected to change. */
  async function expectKept(m: Member): Promise<Record<string, number>> {
    const now = await totals(m);
    const counted = Object.fromEntries(Object.entries(now).map(([name, [, n]]) => [name, n]));
    expect(Object.fromEntries(Object.entries(now).map(([name, [api]]) => [name, api]))).toEqual(counted);
    return counted;
  }

  /** A CEO objective assignment of `year` with `kpis` KPI assignments, through the API. */
  async function objectiveWithKpis(m: Member, functionId: string, kpis: number, year = YEAR, parent?: { objective: { id: string }; oa: { id: string } }) {
    const objective = parent?.objective ?? (await makeObjective(m.agent));
    const oa = await assignObjective(m.agent, {
      objectiveId: objective.id,
      organizationFunctionId: functionId,
      period: year,
      weight: 100,
      ...(parent ? { parentObjectiveAssignmentId: parent.oa.id } : {}),
    });
    const assignments = [];
    for (let i = 0; i < kpis; i++) {
      const kpi = await makeKpi(m.agent);
      assignments.push(await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 10 }));
    }
    return { objective, oa, assignments };
  }

  it('KPI assignments: create, bulk insert, import, delete and every cascade keep the totals (whole list, a year, KPI Overview)', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t); // another organization, written beside it
    const ceo = await ceoOf(a.agent);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 0, kpiOverview: 0 });

    // Created one by one through the API, in two years.
    const first = await objectiveWithKpis(a, ceo.id, 3);
    const older = await objectiveWithKpis(a, ceo.id, 2, OTHER_YEAR);
    const division = await makeFunction(a.agent, { parentId: ceo.id, level: 'division' });
    const ofDivision = await objectiveWithKpis(a, division.id, 2, YEAR, first);
    await objectiveWithKpis(b, (await ceoOf(b.agent)).id, 2);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 7, kpiAssignmentsOfYear: 5, kpiAssignmentsOfOtherYear: 2, kpiOverview: 5 });

    // In bulk, one statement of 40 rows (as the bench's copies and the test seeds write them).
    await db.query(`INSERT INTO "kpi" ("organizationId", "name", "unit") SELECT $1, 'Bulk ' || i, '%' FROM generate_series(1, 40) i`, [a.organizationId]);
    await db.query(
      `INSERT INTO "kpi_assignment" ("organizationId", "kpiId", "objectiveAssignmentId", "linkedObjectiveId", "weight", "period")
       SELECT $1, k."id", $2, $3, 1, $4 FROM "kpi" k WHERE k."organizationId" = $1 AND k."name" LIKE 'Bulk %'`,
      [a.organizationId, first.oa.id, first.objective.id, YEAR],
    );
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 47, kpiOverview: 45 });

    // The spreadsheet import writes values in bulk: the totals stay what they are.
    const csv = (await a.agent.get('/api/spreadsheets/template').query({ functionId: ceo.id, year: YEAR, format: 'csv' }).buffer(true).parse(textBody as never).expect(200)).body as string;
    const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
    const header = rows.findIndex((r) => r.includes('Values'));
    const [q1, values] = [rows[header]!.indexOf('Q1'), rows[header]!.indexOf('Values')];
    expect(q1).toBeGreaterThan(values);
    const actual = (r: string[], i: number) => i > header && /actual/i.test(r[values] ?? '');
    const edited = rows.map((r, i) => (actual(r, i) ? r.map((cell, c) => (c === q1 ? String(40 + (i % 50)) : cell)) : r));
    const file = Buffer.from(edited.map((r) => r.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n'), 'utf8');
    const preview = (await a.agent.post('/api/spreadsheets/import/preview').attach('file', file, 'values.csv').expect(201)).body;
    expect(preview.changes).toBeGreaterThan(0);
    await a.agent.post('/api/spreadsheets/import/commit').field('fingerprint', preview.fingerprint).attach('file', file, 'values.csv').expect(201);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 47 });

    // One deleted through the API.
    await a.agent.delete(`/api/kpi-assignments/${first.assignments[0]!.id}`).expect(200);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 46 });
    // A KPI's delete cascades to its assignment.
    await a.agent.delete(`/api/kpis/${first.assignments[1]!.kpiId}`).expect(200);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 45 });
    // An objective assignment's delete cascades to its 2 KPI assignments (the other year's).
    await a.agent.delete(`/api/objective-assignments/${older.oa.id}`).expect(200);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 43, kpiAssignmentsOfOtherYear: 0 });
    // A function's delete cascades through its objective assignments.
    await a.agent.delete(`/api/functions/${division.id}`).expect(200);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 41, kpiOverview: 41 });
    expect(ofDivision.assignments).toHaveLength(2);
    // A row moved to another year (no screen does it; SQL can) moves its count.
    await db.query(`UPDATE "kpi_assignment" SET "period" = $2 WHERE "organizationId" = $1 AND "kpiId" IN (SELECT "id" FROM "kpi" WHERE "name" IN ('Bulk 1', 'Bulk 2'))`, [
      a.organizationId,
      OTHER_YEAR,
    ]);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 41, kpiAssignmentsOfYear: 39, kpiAssignmentsOfOtherYear: 2, kpiOverview: 39 });
    // A bulk delete of many rows in one statement.
    await db.query(`DELETE FROM "kpi_assignment" WHERE "organizationId" = $1 AND "kpiId" IN (SELECT "id" FROM "kpi" WHERE "name" LIKE 'Bulk 1%')`, [a.organizationId]);
    expect(await expectKept(a)).toMatchObject({ kpiAssignments: 30 });

    // Filters the counter is not kept by still count their rows.
    const ownerFiltered = await totalOf(a.agent, '/api/kpi-assignments', { filter: { objectiveAssignmentId: first.oa.id } });
    expect(ownerFiltered).toBe(await count(`FROM "kpi_assignment" WHERE "organizationId" = $1 AND "objectiveAssignmentId" = $2`, [a.organizationId, first.oa.id]));
    expect(await totalOf(a.agent, '/api/kpi-overview', { filter: { year: YEAR, q: 'Bulk 2' } })).toBe(
      await count(`FROM "kpi_assignment" ka JOIN "kpi" k ON k."id" = ka."kpiId" WHERE ka."organizationId" = $1 AND ka."period" = $2 AND k."name" ILIKE '%Bulk 2%'`, [a.organizationId, YEAR]),
    );

    // The other organization's counts were never touched by a's writes, nor a's by b's.
    expect(await expectKept(b)).toMatchObject({ kpiAssignments: 2, kpiOverview: 2 });
    // An organization's delete takes its counters with it.
    await db.query(`DELETE FROM "organization" WHERE "id" = $1`, [b.organizationId]);
    expect(await count(`FROM "kpi_assignment_total" WHERE "organizationId" = $1`, [b.organizationId])).toBe(0);
  });

  it('requests: created, deleted, copied in bulk, moved between statuses and removed with their organization, the list total and the dashboard\'s open requests are the count', async () => {
    const a = await signedInMember(t);
    const member = await signedInUser(t, a.organizationId);
    expect(await expectKept(a)).toMatchObject({ requests: 0 });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await makeRequest(member.agent, { title: `Request ${i}` }));
    expect(await expectKept(a)).toMatchObject({ requests: 3 });
    await db.query(
      `INSERT INTO "request" ("organizationId", "type", "title", "description", "status", "priority", "department", "requesterId", "ownerId")
       SELECT "organizationId", "type", "title" || ' copy ' || i, "description", "status", "priority", "department", "requesterId", "ownerId" FROM "request", generate_series(1, 10) i WHERE "id" = $1`,
      [made[0]!.id],
    );
    expect(await expectKept(a)).toMatchObject({ requests: 13 });
    await a.agent.delete(`/api/requests/${made[1]!.id}`).expect(200);
    expect(await expectKept(a)).toMatchObject({ requests: 12 });
    // A filter counts its rows.
    expect(await totalOf(a.agent, '/api/requests', { filter: { q: 'copy' } })).toBe(10);
    // Kept per status too: a status filter reads one row, a status change moves one count, the dashboard sums the open ones.
    const byStatus = async (status: string) => [
      await totalOf(a.agent, '/api/requests', { filter: { status } }),
      await count(`FROM "request" WHERE "organizationId" = $1 AND "status" = $2`, [a.organizationId, status]),
    ];
    await a.agent.patch(`/api/requests/${made[2]!.id}/status`).send({ status: 'In Progress' }).expect(200);
    await a.agent.patch(`/api/requests/${made[0]!.id}/status`).send({ status: 'Completed' }).expect(200);
    expect(await byStatus('In Progress')).toEqual([1, 1]);
    expect(await byStatus('Completed')).toEqual([1, 1]);
    expect(await byStatus('New')).toEqual([10, 10]);
    const open = await count(`FROM "request" WHERE "organizationId" = $1 AND "status" NOT IN ('Completed', 'Rejected')`, [a.organizationId]);
    expect((await a.agent.get('/api/dashboard/summary').expect(200)).body.pendingRequests).toBe(open);
    await db.query(`ALTER TABLE "request" DISABLE TRIGGER "request_total_move"`);
    try {
      await a.agent.patch(`/api/requests/${made[2]!.id}/status`).send({ status: 'Rejected' }).expect(200);
      expect((await byStatus('Rejected'))[0]).toBe(0);
    } finally {
      // Back to the status the counter still holds, before the trigger counts again.
      await db.query(`UPDATE "request" SET "status" = 'In Progress' WHERE "id" = $1`, [made[2]!.id]);
      await db.query(`ALTER TABLE "request" ENABLE TRIGGER "request_total_move"`);
    }
    expect(await byStatus('Rejected')).toEqual([0, 0]);
    expect(await byStatus('In Progress')).toEqual([1, 1]);
    await db.query(`DELETE FROM "request" WHERE "organizationId" = $1 AND "title" LIKE '% copy 1%'`, [a.organizationId]);
    expect(await expectKept(a)).toMatchObject({ requests: 10 });
    await db.query(`DELETE FROM "organization" WHERE "id" = $1`, [a.organizationId]);
    expect(await count(`FROM "request_total" WHERE "organizationId" = $1`, [a.organizationId])).toBe(0);
  });

  it('notifications: with and without an in-app delivery, read, deleted, and deleted with the request or the user, the bell total is the count', async () => {
    const owner = await signedInMember(t);
    const member = await signedInUser(t, owner.organizationId);
    const fileRequest = (title: string) => makeRequest(member.agent, { title, ownerId: owner.employee!.id });
    expect(await expectKept(owner)).toMatchObject({ notifications: 0 });

    // The owner is told of each new request in the app (and by e-mail).
    const r1 = await fileRequest('First');
    await fileRequest('Second');
    const counted = await expectKept(owner);
    expect(counted.notifications).toBe(2);

    // Without the in-app channel a notification is written with its e-mail delivery only: not in the bell.
    await owner.agent.put('/api/notification-preferences').send({ ...DEFAULT_NOTIFICATION_PREFERENCES, inAppNotifications: false }).expect(200);
    await fileRequest('Third');
    expect(await count(`FROM "notification" WHERE "userId" = $1`, [owner.user.id])).toBe(3);
    expect(await expectKept(owner)).toMatchObject({ notifications: 2 });
    await owner.agent.put('/api/notification-preferences').send({ ...DEFAULT_NOTIFICATION_PREFERENCES, inAppNotifications: true }).expect(200);

    // Marking read changes nothing; a filter (unread only) counts.
    const list = (await owner.agent.get('/api/notifications').expect(200)).body as { id: string }[];
    await owner.agent.patch(`/api/notifications/${list[0]!.id}/read`).expect(200);
    expect(await expectKept(owner)).toMatchObject({ notifications: 2 });
    expect(await totalOf(owner.agent, '/api/notifications', { filter: { isRead: false } })).toBe(1);
    await owner.agent.patch('/api/notifications/read-all').expect(200);
    expect(await expectKept(owner)).toMatchObject({ notifications: 2 });

    // Deleted through the API (its deliveries cascade with it).
    await owner.agent.delete(`/api/notifications/${list[0]!.id}`).expect(200);
    expect(await expectKept(owner)).toMatchObject({ notifications: 1 });

    // Written in bulk by SQL: 30 notifications, 20 of them with an in-app delivery, in one statement each.
    await db.query(
      `INSERT INTO "notification" ("organizationId", "userId", "type", "title", "message", "dedupeKey")
       SELECT $1, $2, 'request_created', 'Bulk ' || i, 'm', 'bulk:' || i FROM generate_series(1, 30) i`,
      [owner.organizationId, owner.user.id],
    );
    await db.query(
      `INSERT INTO "notification_delivery" ("organizationId", "notificationId", "channel", "status")
       SELECT n."organizationId", n."id", c."channel", 'sent' FROM "notification" n
       CROSS JOIN (VALUES ('email'), ('in_app')) c("channel")
       WHERE n."organizationId" = $1 AND n."title" LIKE 'Bulk %' AND (c."channel" = 'email' OR substring(n."title" from 6)::int <= 20)`,
      [owner.organizationId],
    );
    expect(await expectKept(owner)).toMatchObject({ notifications: 21 });
    // An in-app delivery removed on its own (its notification stays, out of the bell).
    await db.query(
      `DELETE FROM "notification_delivery" WHERE "channel" = 'in_app' AND "notificationId" IN (SELECT "id" FROM "notification" WHERE "organizationId" = $1 AND "title" IN ('Bulk 1', 'Bulk 2'))`,
      [owner.organizationId],
    );
    expect(await expectKept(owner)).toMatchObject({ notifications: 19 });
    // Many notifications deleted in one statement (Bulk 1 and 10-19: 10 of them in the bell), their deliveries by the cascade.
    await db.query(`DELETE FROM "notification" WHERE "organizationId" = $1 AND "title" LIKE 'Bulk 1%'`, [owner.organizationId]);
    expect(await expectKept(owner)).toMatchObject({ notifications: 9 });

    // A request's delete leaves its notifications (they point at it by id only).
    await owner.agent.delete(`/api/requests/${r1.id}`).expect(200);
    expect(await expectKept(owner)).toMatchObject({ notifications: 9 });

    // A user's delete takes their notifications and their counter.
    const before = await expectKept(member);
    expect(before.notifications).toBe(0);
    await db.query(`DELETE FROM "user" WHERE "id" = $1`, [owner.user.id]);
    expect(await count(`FROM "notification_total" WHERE "userId" = $1`, [owner.user.id])).toBe(0);
  });

  // PGlite is one backend: one connection, one shard.
  (usingPglite ? it.skip : it)("writers of one organization on different connections do not wait for each other's commit: each adds to its connection's shard", async () => {
    const a = await signedInMember(t);
    const pool = poolOf(db);
    // Two connections whose shards (pg_backend_pid() % 8) differ.
    const clients: PoolClient[] = [];
    const shardOf = async (c: PoolClient) => ((await c.query('SELECT pg_backend_pid() % 8 AS "shard"')).rows[0] as { shard: number }).shard;
    try {
      const first = await pool.connect();
      clients.push(first);
      const firstShard = await shardOf(first);
      let second: PoolClient | undefined;
      while (!second && clients.length < 8) {
        const client = await pool.connect();
        clients.push(client);
        if ((await shardOf(client)) !== firstShard) second = client;
      }
      expect(second).toBeDefined();
      const insert = (c: PoolClient, title: string) =>
        c.query(
          `INSERT INTO "request" ("organizationId", "type", "title", "description", "requesterId", "status", "department")
           VALUES ($1, 'Data_Collection', $2, 'Figures', $3, 'Open', 'Finance')`,
          [a.organizationId, title, a.employee!.id],
        );
      await first.query('BEGIN');
      await insert(first, 'First, not committed yet');
      await second!.query('BEGIN');
      // With one counter row a key this waited for the first transaction's commit, and timed out.
      await second!.query(`SET LOCAL lock_timeout = '2s'`);
      await insert(second!, 'Second, committed first');
      await second!.query('COMMIT');
      await first.query('COMMIT');
      expect(await expectKept(a)).toMatchObject({ requests: 2 });
      expect(await count(`FROM "request_total" WHERE "organizationId" = $1`, [a.organizationId])).toBe(2);
    } finally {
      for (const c of clients) {
        await c.query('ROLLBACK').catch(() => undefined);
        c.release();
      }
    }
  });

  it('a page reads its kept total in its own statement; an empty page (past the end, or nothing yet) reads the counter alone', async () => {
    const a = await signedInMember(t);
    const member = await signedInUser(t, a.organizationId);
    const ceo = await ceoOf(a.agent);
    const lists: [path: string, params: Record<string, unknown>, counter: string][] = [
      ['/api/requests', { sort: ['createdAt', 'DESC'] }, 'request_total'],
      ['/api/notifications', {}, 'notification_total'],
      ['/api/kpi-assignments', { filter: { period: YEAR } }, 'kpi_assignment_total'],
    ];
    // Nothing to list yet: no row carries the total, the counter answers 0 on its own.
    for (const [path, params] of lists) expect({ path, total: await totalOf(a.agent, path, params) }).toEqual({ path, total: 0 });
    await objectiveWithKpis(a, ceo.id, 3);
    for (let i = 0; i < 3; i++) await makeRequest(member.agent, { title: `Request ${i}`, ownerId: a.employee!.id });
    const kept = await expectKept(a);
    expect(kept).toMatchObject({ requests: 3, kpiAssignmentsOfYear: 3 });
    expect(kept.notifications).toBeGreaterThan(0);
    for (const [path, params, counter] of lists) {
      const pageOf = (range: [number, number]) => {
        const query: Record<string, string> = { range: JSON.stringify(range) };
        for (const [name, value] of Object.entries(params)) query[name] = JSON.stringify(value);
        return countingDatabaseWork(db, () => a.agent.get(path).query(query).expect(200));
      };
      const first = await pageOf([0, 24]);
      // One statement reads the counter, and it is the one that reads the page: the session read and the page's, no count of its own.
      const reads = first.statements.filter((sql) => sql.includes(`"${counter}"`));
      expect({ path, reads: reads.length, withRows: reads.every((sql) => /LIMIT/i.test(sql)) }).toEqual({ path, reads: 1, withRows: true });
      const total = Number(/\/(\d+)$/.exec(String(first.result.headers['content-range']))![1]);
      expect(total).toBeGreaterThan(0);
      const past = await pageOf([100, 124]);
      expect({ path, body: past.result.body, range: past.result.headers['content-range'] }).toEqual({ path, body: [], range: `${path.slice(5)} 100-100/${total}` });
    }
  });

  it("users: signed up, created in bulk, deactivated, reactivated, moved, deleted and removed with their organization, the dashboard's active users are the count", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const activeUsers = async (m: Member) => (await m.agent.get('/api/dashboard/summary').expect(200)).body.activeUsers as number;
    const counted = (org: string) => count(`FROM "user" WHERE "organizationId" = $1 AND "deactivatedAt" IS NULL`, [org]);
    const expectActive = async (m: Member, n: number) => expect([await activeUsers(m), await counted(m.organizationId)]).toEqual([n, n]);
    await expectActive(a, 1);
    const user = await signedInMember(t, { organizationId: a.organizationId, role: 'user' });
    await expectActive(a, 2);
    // A bulk copy (one statement, many rows), one of them already deactivated.
    await db.query(
      `INSERT INTO "user" ("email", "organizationId", "deactivatedAt") SELECT 'bulk.' || i || '.' || $2 || '@example.com', $1, CASE WHEN i = 1 THEN now() END FROM generate_series(1, 5) i`,
      [a.organizationId, Date.now()],
    );
    await expectActive(a, 6);
    await a.agent.post(`/api/members/${user.user.id}/deactivate`).expect(200);
    await expectActive(a, 5);
    // Signing in again or any other write of the account moves nothing.
    await db.query(`UPDATE "user" SET "lastLoginAt" = now(), "deactivatedAt" = now() WHERE "organizationId" = $1 AND "deactivatedAt" IS NOT NULL`, [a.organizationId]);
    await expectActive(a, 5);
    await a.agent.post(`/api/members/${user.user.id}/reactivate`).expect(200);
    await expectActive(a, 6);
    // Moved to another organization: one less here, one more there; a super admin (no organization) counts nowhere.
    const [moved] = (await db.query(`SELECT "id" FROM "user" WHERE "organizationId" = $1 AND "email" LIKE 'bulk.2.%'`, [a.organizationId])) as { id: string }[];
    await db.query(`UPDATE "user" SET "organizationId" = $2 WHERE "id" = $1`, [moved!.id, b.organizationId]);
    await expectActive(a, 5);
    await expectActive(b, 2);
    await db.query(`UPDATE "user" SET "organizationId" = NULL WHERE "id" = $1`, [moved!.id]);
    await expectActive(b, 1);
    await db.query(`DELETE FROM "user" WHERE "organizationId" = $1 AND "email" LIKE 'bulk.%'`, [a.organizationId]);
    await expectActive(a, 2);
    await db.query(`DELETE FROM "user" WHERE "id" = $1`, [moved!.id]);
    // The inactive count is kept too (what a seat count would read), and goes with the organization.
    await a.agent.post(`/api/members/${user.user.id}/deactivate`).expect(200);
    expect(await count(`FROM "user_total" WHERE "organizationId" = $1 AND NOT "active" AND "total" = 1`, [a.organizationId])).toBe(1);
    await db.query(`DELETE FROM "organization" WHERE "id" = $1`, [a.organizationId]);
    expect(await count(`FROM "user_total" WHERE "organizationId" = $1`, [a.organizationId])).toBe(0);
  });

  it('with a trigger switched off the totals go wrong: the lists read the counters', async () => {
    const a = await signedInMember(t);
    const member = await signedInUser(t, a.organizationId);
    const ceo = await ceoOf(a.agent);
    await expectKept(a);
    const triggers: [table: string, trigger: string][] = [
      ['kpi_assignment', 'kpi_assignment_total_insert'],
      ['request', 'request_total_insert'],
      ['notification', 'notification_total_update'],
      ['user', 'user_total_insert'],
    ];
    for (const [table, trigger] of triggers) await db.query(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`);
    try {
      await objectiveWithKpis(a, ceo.id, 2);
      await makeRequest(member.agent, { title: 'Unseen', ownerId: a.employee!.id });
      await signedInMember(t, { organizationId: a.organizationId, role: 'user' });
      const now = await totals(a);
      for (const name of ['kpiAssignments', 'kpiAssignmentsOfYear', 'kpiOverview', 'requests', 'notifications']) {
        const [api, counted] = now[name]!;
        expect({ name, api }).toEqual({ name, api: counted - (name.startsWith('kpi') ? 2 : 1) });
      }
      await expect(expectKept(a)).rejects.toThrow();
      // Three users are active (the admin, the member, the one just added); the dashboard still says two.
      expect((await a.agent.get('/api/dashboard/summary').expect(200)).body.activeUsers).toBe(2);
    } finally {
      for (const [table, trigger] of triggers) await db.query(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`);
    }
  });
});

/** supertest's parser for a text download (CSV). */
function textBody(res: NodeJS.ReadableStream, cb: (err: Error | null, body: string) => void) {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => cb(null, text));
}
