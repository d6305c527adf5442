import type TestAgent from 'supertest/lib/agent';
import { makeOrganization, makeUser, signedInMember, signIn } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/**
 * "No input, however odd, produces a 500": every call the OpenAPI description lists is sent odd
 * path ids, odd bodies and odd query strings by a signed-in organization admin, and every
 * super-admin call (`/api/admin/*`) by a super admin too.
 */
describe('odd input never produces a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.stop());

  const ODD_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' OR '1'='1", '%E0%A4%A', '..%2F..%2Fetc'];
  const ODD_BODIES: unknown[] = [
    null,
    [],
    'a string',
    42,
    { name: {}, description: [], weight: 'heavy', targets: '{not json', actualResults: { q1: 'x' }, color: 123 },
    { name: 'x'.repeat(100_000) },
    { weight: 1e308, target: -1e308, period: '99999999999', status: { $ne: 1 } },
    { parentId: 'nope', objectiveId: 5, kpiId: null, requestId: [], email: '@', otpCode: 123456 },
    { __proto__: { admin: true }, constructor: { prototype: {} } },
  ];
  const ODD_QUERIES = ['?sort=["name"', '?range=[5,1]', '?filter={"q":{"$gt":""}}', '?filter={"nope":1}', '?sort=["drop table",1]', '?limit=-1&category=%00', '?year=abc&frequency=weekly&period=q9&view=sideways'];
  // The super-admin lists filter on ids, roles, plans and statuses: the same filters, given odd values.
  const ADMIN_ODD_QUERIES = [
    ...ODD_QUERIES,
    '?filter={"organizationId":"not-a-uuid"}',
    '?filter={"organizationId":["00000000-0000-0000-0000-000000000000",7,null]}',
    '?filter={"role":{"$in":["super_admin"]}}',
    '?filter={"displayStatus":"Nope","plan":[],"status":[null]}',
    '?range=[0,99999999999999]&sort=["userCount","sideways"]',
  ];
  // Bodies that pass validation and reach the handler with something odd in them: an unknown or
  // missing organization, a duplicate (sent twice), a role change, status and plan flips.
  const ZERO = '00000000-0000-0000-0000-000000000000';
  const ADMIN_ODD_BODIES: unknown[] = [
    ...ODD_BODIES,
    { email: 'odd.fuzz@example.com', firstName: 'Odd', lastName: 'Input', organizationId: ZERO, role: 'admin' },
    { email: ' ODD.fuzz2@example.com ', firstName: 'Odd', lastName: 'Twice', organizationId: null, role: 'super_admin' },
    { email: 'odd.fuzz2@example.com', firstName: 'Odd', lastName: 'Twice', organizationId: null, role: 'user' },
    { name: 'Odd organization', subscriptionTier: 'pro', status: 'suspended', domain: 'odd-input.example.com' },
    { name: 'Odd organization', subscriptionTier: 'enterprise', status: 'active', domain: 'odd-input.example.com' },
    { userId: ZERO },
    { role: 'super_admin', organizationId: null },
    { role: 'user', organizationId: ZERO },
    { status: 'suspended' },
    { plan: 'pro' },
    { name: ' ', domain: null },
  ];

  /** Sends every odd input to every call of `docs` that `include` keeps; answers the 5xx lines, the number of calls and their statuses. */
  async function fuzz(
    agent: TestAgent,
    docs: OpenApi,
    include: (template: string) => boolean,
    { queries = ODD_QUERIES, bodies = ODD_BODIES, ids = ODD_IDS, methods: only }: { queries?: string[]; bodies?: unknown[]; ids?: string[]; methods?: string[] } = {},
  ) {
    const failures: string[] = [];
    const statuses: number[] = [];
    for (const [template, methods] of Object.entries(docs.paths)) {
      if (!include(template)) continue;
      if (template.includes('logout')) continue; // ends the session the rest of the calls need
      if (template === '/api/events') continue; // a stream that stays open by design (its own suite, live-events, covers it)
      const paths = template.includes('{') ? ids.map((id) => template.replace(/\{[^}]+\}/g, id)) : [template];
      for (const method of Object.keys(methods).filter((m) => !only || only.includes(m))) {
        for (const path of paths) {
          const requests =
            method === 'get' || method === 'delete'
              ? queries.map((q) => agent[method](path + q))
              : bodies.map((body) => agent[method as 'post'](path).set('content-type', 'application/json').send(JSON.stringify(body)));
          for (const req of requests) {
            const res = await req;
            statuses.push(res.status);
            if (res.status >= 500) failures.push(`${method.toUpperCase()} ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          }
        }
      }
    }
    return { failures, calls: statuses.length, statuses };
  }

  const openApi = async () => (await t.http.get('/api/docs-json').expect(200)).body as OpenApi;
  const isAdminCall = (template: string) => template.startsWith('/api/admin/');

  it('answers every listed call with a 4xx or 2xx', async () => {
    const { agent } = await signedInMember(t);
    const { failures, calls } = await fuzz(agent, await openApi(), () => true);
    expect(calls).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);

  // An organization admin stops at the guard on every /api/admin/* call (403): only the super admin
  // gets the odd input as far as the handlers.
  it('answers every super-admin call with a 4xx or 2xx, past the guard', async () => {
    const root = await makeUser(t, { role: 'super_admin' });
    const agent = await signIn(t, root.user.email);
    const docs = await openApi();
    const odd = await fuzz(agent, docs, isAdminCall, { queries: ADMIN_ODD_QUERIES, bodies: ADMIN_ODD_BODIES });
    // and on an organization and a user that exist, so that the odd bodies meet real rows (nothing deleted: the rest need them)
    const org = await makeOrganization(t);
    const member = await makeUser(t, { organizationId: org.id, role: 'admin' });
    const real = await fuzz(agent, docs, (template) => isAdminCall(template) && template.includes('{'), {
      queries: ADMIN_ODD_QUERIES,
      bodies: ADMIN_ODD_BODIES,
      ids: [org.id, member.user.id],
      methods: ['get', 'post', 'put', 'patch'],
    });
    const [failures, calls, statuses] = [[...odd.failures, ...real.failures], odd.calls + real.calls, [...odd.statuses, ...real.statuses]];
    expect(Object.keys(docs.paths).filter(isAdminCall).length).toBeGreaterThanOrEqual(8);
    expect(calls).toBeGreaterThan(100);
    // the handlers saw them: nothing was refused for want of a session or a role
    expect(statuses.filter((status) => status === 401 || status === 403)).toEqual([]);
    // ...and answered for what they got: lists and creations, refusals of bad input, unknown rows and duplicates
    expect([...new Set(statuses)].sort()).toEqual(expect.arrayContaining([200, 201, 400, 404, 409]));
    expect(failures).toEqual([]);
    // and the super admin is still signed in and still a super admin (no odd call demoted or removed them)
    expect((await agent.get(`/api/admin/users/${root.user.id}`).expect(200)).body.role).toBe('super_admin');
  }, 300_000);
});
