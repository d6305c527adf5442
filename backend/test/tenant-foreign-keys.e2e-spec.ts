import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { makeRequest } from './support/request-factories';
import { makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Tenancy in the database itself: a row that names another organization's employee, user, request
 * or comment is refused by a composite foreign key, whatever the service forgot.
 */
describe('composite tenant foreign keys', () => {
  let t: TestApp;
  let db: DataSource;
  let a: Member;
  let b: Member;
  beforeAll(async () => {
    t = await startTestApp({ redis: false });
    db = t.app.get(DataSource);
    a = await signedInMember(t);
    b = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  /** The SQLSTATE an UPDATE fails with, or null when it succeeds (inside a transaction that is rolled back). */
  async function refusal(sql: string, params: unknown[]): Promise<string | null> {
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(sql, params);
      return null;
    } catch (err) {
      return (err as { driverError?: { code?: string } }).driverError?.code ?? 'unknown';
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it('refuses owners, requesters, authors, changers and employee references from another organization', async () => {
    const objective = await makeObjective(a.agent);
    const request = await makeRequest(a.agent);
    const comment = (await a.agent.post('/api/comments').send({ requestId: request.id, content: 'First' }).expect(201)).body;
    const foreignRequest = await makeRequest(b.agent);
    const otherEmployee = b.employee!.id;
    const ownEmployee = a.employee!.id;
    // A user of b with no employee record (employee.userId is unique on its own).
    const [loneUser] = (await db.query(`INSERT INTO "user" ("email", "organizationId") VALUES ('lone.${Date.now()}@example.com', $1) RETURNING "id"`, [
      b.organizationId,
    ])) as { id: string }[];
    const cases: Array<[string, string, unknown[], unknown[]]> = [
      ['objective owner', `UPDATE "objective" SET "ownerId" = $1 WHERE "id" = $2`, [otherEmployee, objective.id], [ownEmployee, objective.id]],
      ['request requester', `UPDATE "request" SET "requesterId" = $1 WHERE "id" = $2`, [otherEmployee, request.id], [ownEmployee, request.id]],
      ['request owner', `UPDATE "request" SET "ownerId" = $1 WHERE "id" = $2`, [otherEmployee, request.id], [ownEmployee, request.id]],
      ['comment author', `UPDATE "comment" SET "authorId" = $1 WHERE "id" = $2`, [b.user.id, comment.id], [a.user.id, comment.id]],
      ['comment request', `UPDATE "comment" SET "requestId" = $1 WHERE "id" = $2`, [foreignRequest.id, comment.id], [request.id, comment.id]],
      ['status changer', `UPDATE "request_status_history" SET "changedById" = $1 WHERE "requestId" = $2`, [b.user.id, request.id], [a.user.id, request.id]],
      ['supervisor', `UPDATE "employee" SET "supervisorId" = $1 WHERE "id" = $2`, [otherEmployee, ownEmployee], [null, ownEmployee]],
      ['employee user', `UPDATE "employee" SET "userId" = $1 WHERE "id" = $2`, [loneUser.id, ownEmployee], [a.user.id, ownEmployee]],
    ];
    const outcomes: string[] = [];
    for (const [name, sql, foreign, own] of cases) {
      outcomes.push(`${name}: foreign ${await refusal(sql, foreign)}, own ${await refusal(sql, own)}`);
    }
    expect(outcomes).toEqual(cases.map(([name]) => `${name}: foreign 23503, own null`));
  });

  it('answers 404 to another organization\'s employee named in a body, in the library as in requests', async () => {
    const foreign = b.employee!.id;
    const objective = await a.agent.post('/api/objectives').send({ name: 'X', bscPerspective: 'Customer', ownerId: foreign });
    const request = await a.agent.post('/api/requests').send({ title: 'T', description: 'D', ownerId: foreign });
    expect([objective.status, objective.body.message, request.status]).toEqual([404, 'Owner not found', 404]);
  });
});
