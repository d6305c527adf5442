import { DataSource, In } from 'typeorm';
import { toNotificationResponse } from '../src/modules/notifications/dto/notification.dto';
import { NotificationRow } from '../src/modules/notifications/notification.entity';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The functions and KPI assignments lists are written as JSON by PostgreSQL (common/json-list.ts)
 * while a single record comes from the entity's response mapper: every record must read the same
 * both ways, nulls, names, numbers, period maps and timestamps included.
 */
describe('lists written by PostgreSQL', () => {
  let t: TestApp;
  let a: Member;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  const sameAsOneByOne = async (resource: string) => {
    const list = await a.agent.get(`/api/${resource}`).expect(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.body.length).toBeGreaterThan(1);
    for (const row of list.body as { id: string }[]) {
      expect(row).toStrictEqual((await a.agent.get(`/api/${resource}/${row.id}`).expect(200)).body);
    }
    return list.body as Record<string, unknown>[];
  };

  it('answers each function as GET /api/functions/:id does', async () => {
    const ceo = await ceoOf(a.agent);
    await makeFunction(a.agent, { parentId: ceo.id, name: 'Sales "North" \\ Ünits', description: 'Line one\nline two' });
    await makeFunction(a.agent, { parentId: ceo.id, name: 'Operations' });
    const rows = await sameAsOneByOne('functions');
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Sales "North" \\ Ünits', 'Operations']));
    expect(rows.some((r) => r.description === null)).toBe(true);
  });

  it('answers each KPI and objective assignment as GET /:id does, with and without an owner, a target and results', async () => {
    const ceo = await ceoOf(a.agent);
    const oa = await assignObjective(a.agent, { objectiveId: (await makeObjective(a.agent)).id, organizationFunctionId: ceo.id });
    const monthly = await makeKpi(a.agent, { frequency: 'monthly' });
    const owned = await assignKpi(a.agent, { kpiId: monthly.id, objectiveAssignmentId: oa.id, ownerId: a.employee!.id, weight: 12.5 });
    await assignKpi(a.agent, { kpiId: (await makeKpi(a.agent)).id, objectiveAssignmentId: oa.id, ownerId: null });
    await a.agent.patch(`/api/kpi-assignments/${owned.id}`).send({ targets: { january: 100, february: 0.1 }, actualResults: { january: 33.333 } }).expect(200);
    const division = await makeFunction(a.agent, { parentId: ceo.id });
    await assignObjective(a.agent, { objectiveId: (await makeObjective(a.agent)).id, organizationFunctionId: ceo.id, ownerId: a.employee!.id, target: 1250.5 });
    await assignObjective(a.agent, { objectiveId: (await makeObjective(a.agent)).id, organizationFunctionId: division.id, parentObjectiveAssignmentId: oa.id, ownerId: null });
    const objectiveRows = await sameAsOneByOne('objective-assignments');
    expect(objectiveRows.map((r) => [r.organizationFunction, r.ownerName === null])).toEqual(expect.arrayContaining([[ceo.name, false], [division.name, true]]));
    const rows = await sameAsOneByOne('kpi-assignments');
    const written = rows.find((r) => r.id === owned.id)!;
    expect(written).toMatchObject({ ownerName: a.employee!.name, weight: 12.5, targets: expect.objectContaining({ january: 100, february: 0.1 }) });
    expect(rows.some((r) => r.ownerName === null)).toBe(true);
    expect(String(written.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("answers each notification of the bell as the notification's response mapper does, read or not, with and without a link", async () => {
    const db = t.app.get(DataSource);
    const made = (await db.query(
      `INSERT INTO "notification" ("organizationId", "userId", "type", "title", "message", "entityType", "entityId", "actionUrl", "isRead", "readAt", "priority", "dedupeKey", "createdAt")
       SELECT $1, $2, 'request_assigned', 'Request "' || i || '" \\ assigned', E'Line one\nline ' || i, CASE WHEN i = 1 THEN 'request' END, CASE WHEN i = 1 THEN gen_random_uuid() END,
              CASE WHEN i = 1 THEN '/requests/x' END, i = 2, CASE WHEN i = 2 THEN now() - interval '1 hour 0.0004 seconds' END, CASE WHEN i = 3 THEN 'high' ELSE 'normal' END,
              'json-list-' || i, now() - i * interval '1.0006 seconds'
         FROM generate_series(1, 3) i RETURNING "id"`,
      [a.organizationId, a.user.id],
    )) as { id: string }[];
    await db.query(`INSERT INTO "notification_delivery" ("organizationId", "notificationId", "channel", "status") SELECT $1, id, 'in_app', 'delivered' FROM unnest($2::uuid[]) id`, [
      a.organizationId,
      made.map((n) => n.id),
    ]);
    const list = await a.agent.get('/api/notifications').expect(200);
    expect(list.headers['content-range']).toBe('notifications 0-2/3');
    const rows = await db.getRepository(NotificationRow).findBy({ id: In(made.map((n) => n.id)) });
    const mapped = new Map(rows.map((r) => [r.id, toNotificationResponse(r)]));
    expect((list.body as { id: string }[]).map((r) => r.id)).toEqual(made.map((n) => n.id));
    for (const record of list.body as { id: string }[]) expect(record).toStrictEqual(mapped.get(record.id));
    expect(list.body.map((r: { isRead: boolean; readAt: string | null; entityId: string | null }) => [r.isRead, r.readAt === null, r.entityId === null])).toEqual([
      [false, true, false],
      [true, false, true],
      [false, true, true],
    ]);
  });

  it('pages as before: the Content-Range total, the sort and the range', async () => {
    const all = (await a.agent.get('/api/functions').query({ sort: '["name","ASC"]' }).expect(200)).body as { id: string }[];
    const page = await a.agent.get('/api/functions').query({ sort: '["name","ASC"]', range: '[1,2]' }).expect(200);
    expect(page.headers['content-range']).toBe(`functions 1-2/${all.length}`);
    expect(page.body.map((r: { id: string }) => r.id)).toEqual(all.slice(1, 3).map((r) => r.id));
    const none = await a.agent.get('/api/kpi-assignments').query({ filter: JSON.stringify({ period: '1999' }) }).expect(200);
    expect(none.body).toEqual([]);
  });
});
