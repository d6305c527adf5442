import { signedInMember } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** DESIGN decision 17: deep bodies are refused once before validation, big bodies answer 413. */
describe('body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: false });
  });
  afterAll(() => t?.stop());

  const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
  const NESTED_TOO_DEEPLY = { statusCode: 400, message: 'Request body is nested too deeply' };

  it('answers 400 to JSON nested deeper than 20 levels on every route, signed in or not, and changes nothing', async () => {
    const { agent } = await signedInMember(t);
    const deep = `{"name":${nested(5000)}}`;
    for (const [method, path] of [
      ['post', '/api/themes'],
      ['put', '/api/objectives/00000000-0000-0000-0000-000000000000'],
      ['put', '/api/objective-assignments/00000000-0000-0000-0000-000000000000'],
      ['put', '/api/requests/00000000-0000-0000-0000-000000000000'],
      ['post', '/api/auth/login'],
    ] as const) {
      const res = await agent[method](path).set('content-type', 'application/json').send(deep);
      expect([method, path, res.status, res.body]).toEqual([method, path, 400, NESTED_TOO_DEEPLY]);
    }
    const themes = await agent.get('/api/themes').expect(200);
    expect(themes.body).toEqual([]);
  });

  it('accepts exactly 20 levels and refuses 21', async () => {
    const { agent } = await signedInMember(t);
    // 20 levels: the body object plus 19 nested arrays reach validation, which names the field.
    const twenty = await agent.post('/api/themes').set('content-type', 'application/json').send(`{"name":${nested(19)}}`);
    expect(twenty.status).toBe(400);
    expect(twenty.body.message).not.toBe(NESTED_TOO_DEEPLY.message);
    const deeper = await agent.post('/api/themes').set('content-type', 'application/json').send(`{"name":${nested(20)}}`);
    expect([deeper.status, deeper.body]).toEqual([400, NESTED_TOO_DEEPLY]);
  });

  it('answers 413 to a JSON body over 1 MB and takes one just under it', async () => {
    const { agent } = await signedInMember(t);
    const big = await agent.post('/api/themes').set('content-type', 'application/json').send(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }));
    expect([big.status, big.body]).toEqual([413, { statusCode: 413, message: 'The request body is too large' }]);
    // 900 kB reaches validation (which refuses the unknown field), so the limit is not lower than 1 MB.
    const large = await agent.post('/api/themes').set('content-type', 'application/json').send(JSON.stringify({ name: 'Large', notes: 'x'.repeat(900 * 1024) }));
    expect([large.status, large.body.message]).toEqual([400, 'property notes should not exist']);
  });
});
