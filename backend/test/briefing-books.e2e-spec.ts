import { Member, makeOrganization, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeKpi, makeObjective } from './support/scorecard-factories';
import { readPdf } from './support/pdf-text';
import { startTestApp, TestApp } from './support/test-app';
import { JobQueueService } from '../src/modules/jobs/job-queue.service';

type Row = Record<string, unknown> & { id: string };

const binary = (res: NodeJS.ReadableStream & { setEncoding(e: string): void; on: (...a: never[]) => unknown }, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data' as never, ((c: Buffer) => chunks.push(c)) as never);
  res.on('end' as never, (() => done(null, Buffer.concat(chunks))) as never);
};

/**
 * DESIGN decision 23 (second bullet): commentary, the briefing book calls, tenancy, a real render
 * with Debian's Chromium whose PDF text (read with unpdf) holds the organization, the function, a
 * KPI and the commentary, and a failed render marked failed with its reason after its retries.
 * Jobs run in-process (no Redis) and the test waits for them with drainInline.
 */
describe('briefing books', () => {
  let t: TestApp;
  let a: Member;
  let other: Member;
  let ceo: Row;
  let orgName: string;
  let jobs: JobQueueService;
  const book = { title: 'Board pack Q2', year: 2026, frequency: 'quarterly', period: 'q2', view: 'period', sections: ['scorecard', 'kpi-trends', 'commentary'] };

  beforeAll(async () => {
    t = await startTestApp({ role: 'api', redis: false });
    jobs = t.app.get(JobQueueService);
    const org = await makeOrganization(t, { name: 'Acme Briefing Ltd' });
    orgName = org.name;
    a = await signedInMember(t, { organizationId: org.id });
    other = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const o1 = await makeObjective(a.agent, { name: 'Grow revenue', bscPerspective: 'Financial' });
    const k1 = await makeKpi(a.agent, { name: 'Quarterly revenue', unit: '$', frequency: 'quarterly' });
    const a1 = await assignObjective(a.agent, { objectiveId: o1.id, organizationFunctionId: ceo.id, weight: 100, period: '2026' });
    await assignKpi(a.agent, { kpiId: k1.id, objectiveAssignmentId: a1.id, weight: 100, targets: { q1: 100, q2: 100 }, actualResults: { q1: 90, q2: 120 } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('saves commentary per function and period, scoped to the organization, with an activity', async () => {
    await a.agent.put('/api/commentary').send({ functionId: ceo.id, period: '2026-q2', text: 'Revenue beat plan thanks to the spring launch.' }).expect(200);
    const read = await a.agent.get('/api/commentary').query({ functionId: ceo.id, period: '2026-q2' }).expect(200);
    expect(read.body).toMatchObject({ functionId: ceo.id, period: '2026-q2', text: 'Revenue beat plan thanks to the spring launch.' });
    const empty = await a.agent.get('/api/commentary').query({ functionId: ceo.id, period: '2026-q1' }).expect(200);
    expect(empty.body.text).toBe('');
    await a.agent.put('/api/commentary').send({ functionId: ceo.id, period: '2026-q9', text: 'x' }).expect(422);
    await a.agent.put('/api/commentary').send({ functionId: ceo.id, period: '2026-q2', text: 'x', extra: 1 }).expect(400);
    await other.agent.put('/api/commentary').send({ functionId: ceo.id, period: '2026-q2', text: 'Not yours' }).expect(404);
    await other.agent.get('/api/commentary').query({ functionId: ceo.id, period: '2026-q2' }).expect(404);
    const log = await a.agent.get('/api/activities').expect(200);
    const entries = (Array.isArray(log.body) ? log.body : log.body.data) as { entityType: string }[];
    expect(entries.some((e) => e.entityType === 'commentary')).toBe(true);
  });

  it('refuses a bad request with nothing written', async () => {
    await a.agent.post('/api/briefing-books').send({ ...book, functionIds: [] }).expect(400);
    await a.agent.post('/api/briefing-books').send({ ...book, functionIds: [ceo.id], sections: ['gossip'] }).expect(400);
    await a.agent.post('/api/briefing-books').send({ ...book, functionIds: [ceo.id], period: 'q7' }).expect(422);
    const foreignCeo = await ceoOf(other.agent);
    const res = await a.agent.post('/api/briefing-books').send({ ...book, functionIds: [foreignCeo.id] }).expect(422);
    expect(res.body.message).toBe('Every function must be a function of your organization');
    expect((await a.agent.get('/api/briefing-books').expect(200)).body).toEqual([]);
  });

  it('renders a book with Chromium into a PDF holding the organization, function, KPI and commentary', async () => {
    const created = await a.agent.post('/api/briefing-books').send({ ...book, functionIds: [ceo.id] }).expect(202);
    expect(created.body).toEqual({ id: expect.any(String), state: 'queued' });
    await jobs.drainInline();
    const status = await a.agent.get(`/api/briefing-books/${created.body.id}`).expect(200);
    expect(status.body).toMatchObject({ id: created.body.id, title: 'Board pack Q2', state: 'ready', error: null });
    const pdf = await a.agent.get(`/api/briefing-books/${created.body.id}/pdf`).buffer(true).parse(binary as never).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(status.body.bytes).toBe(bytes.length);
    const { pages, text } = readPdf(bytes);
    // cover, scorecard, KPI trends, commentary: each section starts a page
    expect(status.body.pages).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(text).toContain(orgName);
    expect(text).toContain(String(ceo.name));
    expect(text).toContain('Quarterly revenue');
    expect(text).toContain('Revenue beat plan thanks to the spring launch.');
    expect(text).toContain('Q2 2026');
    expect(text).toMatch(/Page 1 of \d+/);
    // the list shows it; another organization sees neither the book nor its PDF
    expect((await a.agent.get('/api/briefing-books').expect(200)).body.map((b: Row) => b.id)).toContain(created.body.id);
    await other.agent.get(`/api/briefing-books/${created.body.id}`).expect(404);
    await other.agent.get(`/api/briefing-books/${created.body.id}/pdf`).expect(404);
    expect((await other.agent.get('/api/briefing-books').expect(200)).body).toEqual([]);
  }, 60_000);

  it('marks a render that keeps failing as failed with its reason, after its retries, and serves no PDF', async () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const created = await a.agent.post('/api/briefing-books').send({ ...book, title: 'Doomed', functionIds: [ceo.id] }).expect(202);
      await jobs.drainInline();
      const status = await a.agent.get(`/api/briefing-books/${created.body.id}`).expect(200);
      expect(status.body).toMatchObject({ state: 'failed', pages: null, bytes: null });
      expect(status.body.error).toMatch(/^Rendering failed: .*(nonexistent|doesn't exist|executable)/i);
      await a.agent.get(`/api/briefing-books/${created.body.id}/pdf`).expect(404);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  }, 30_000);
});
