import { Member, makeOrganization, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeKpi, makeObjective } from './support/scorecard-factories';
import { readPdf } from './support/pdf-text';
import { startTestApp, TestApp } from './support/test-app';
import { DataSource } from 'typeorm';
import { BriefingBookScheduleService } from '../src/modules/briefing-books/briefing-book-schedule.service';
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
  const book = { title: 'Board pack Q2', year: 2026, frequency: 'quarterly', period: 'q2', view: 'period', sections: ['scorecard', 'strategy-map', 'kpi-trends', 'commentary'] };
  let readyBookId: string;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api', redis: false });
    jobs = t.app.get(JobQueueService);
    const org = await makeOrganization(t, { name: 'Acme Briefing Ltd' });
    orgName = org.name;
    a = await signedInMember(t, { organizationId: org.id });
    other = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const o1 = await makeObjective(a.agent, { name: 'Grow revenue', bscPerspective: 'Financial' });
    const o2 = await makeObjective(a.agent, { name: 'Delight customers', bscPerspective: 'Customer' });
    const k1 = await makeKpi(a.agent, { name: 'Quarterly revenue', unit: '$', frequency: 'quarterly' });
    const k2 = await makeKpi(a.agent, { name: 'Net promoter score', unit: 'score', frequency: 'quarterly' });
    const a1 = await assignObjective(a.agent, { objectiveId: o1.id, organizationFunctionId: ceo.id, weight: 50, period: '2026' });
    const a2 = await assignObjective(a.agent, { objectiveId: o2.id, organizationFunctionId: ceo.id, weight: 50, period: '2026' });
    await assignKpi(a.agent, { kpiId: k1.id, objectiveAssignmentId: a1.id, weight: 100, targets: { q1: 100, q2: 100 }, actualResults: { q1: 90, q2: 120 } });
    await assignKpi(a.agent, { kpiId: k2.id, objectiveAssignmentId: a2.id, weight: 100, targets: { q1: 40, q2: 45 }, actualResults: { q1: 38, q2: 50 } });
    await a.agent.post('/api/objective-links').send({ fromObjectiveAssignmentId: a2.id, toObjectiveAssignmentId: a1.id }).expect(201);
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

  it('renders the product’s print view with Chromium into a PDF holding the organization, function, map, KPI and commentary', async () => {
    const created = await a.agent.post('/api/briefing-books').send({ ...book, functionIds: [ceo.id] }).expect(202);
    expect(created.body).toEqual({ id: expect.any(String), state: 'queued' });
    readyBookId = created.body.id;
    // What the print route (/print/briefing-book/:id) shows, for a signed-in member of the organization only
    const print = await a.agent.get(`/api/briefing-books/${created.body.id}/print`).expect(200);
    expect(print.body).toMatchObject({ id: created.body.id, organizationName: orgName, periodName: 'Q2 2026', sections: ['scorecard', 'strategy-map', 'kpi-trends', 'commentary'] });
    const fn = print.body.functions[0];
    expect(fn.strategyMap.links).toHaveLength(1);
    expect(fn.trends.map((k: { name: string }) => k.name).sort()).toEqual(['Net promoter score', 'Quarterly revenue']);
    expect(fn.trends[0].points.map((p: { label: string }) => p.label)).toEqual(['Q1', 'Q2']);
    await other.agent.get(`/api/briefing-books/${created.body.id}/print`).expect(404);
    await t.http.get(`/api/briefing-books/${created.body.id}/print`).expect(401);
    await jobs.drainInline();
    const status = await a.agent.get(`/api/briefing-books/${created.body.id}`).expect(200);
    expect(status.body).toMatchObject({ id: created.body.id, title: 'Board pack Q2', state: 'ready', error: null });
    const pdf = await a.agent.get(`/api/briefing-books/${created.body.id}/pdf`).buffer(true).parse(binary as never).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(status.body.bytes).toBe(bytes.length);
    const { pages, text } = readPdf(bytes);
    // cover, scorecard, strategy map, KPI trends, commentary: each section starts a page
    expect(status.body.pages).toBe(pages);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(text).toContain(orgName);
    expect(text).toContain(String(ceo.name));
    expect(text).toContain('Quarterly revenue');
    // the strategy map drawn by the product's own component: its objectives' names and the section title
    expect(text).toContain('Strategy map');
    expect(text).toContain('Delight customers');
    expect(text).toContain('KPI trends');
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

  describe('the monthly schedule', () => {
    let schedules: BriefingBookScheduleService;
    let recipient: Member;
    const setMonth = (month: string) => t.app.get(DataSource).query(`UPDATE briefing_book_schedule SET "lastSentMonth" = $1 WHERE "organizationId" = $2`, [month, a.organizationId]);

    beforeAll(async () => {
      schedules = t.app.get(BriefingBookScheduleService);
      recipient = await signedInMember(t, { organizationId: a.organizationId, role: 'user' });
    });

    it('refuses recipients outside the organization and members who are not admins, with nothing written', async () => {
      expect((await a.agent.get('/api/briefing-books/schedule').expect(200)).body).toEqual({ enabled: false, recipientIds: [], lastSentMonth: null });
      const res = await a.agent.put('/api/briefing-books/schedule').send({ enabled: true, recipientIds: [other.user.id] }).expect(422);
      expect(res.body.message).toBe('Every recipient must be a member of your organization');
      expect((await a.agent.put('/api/briefing-books/schedule').send({ enabled: true, recipientIds: [] }).expect(422)).body.message).toBe('Choose at least one member to mail the book to');
      await a.agent.put('/api/briefing-books/schedule').send({ enabled: 'yes', recipientIds: [] }).expect(400);
      await recipient.agent.put('/api/briefing-books/schedule').send({ enabled: true, recipientIds: [recipient.user.id] }).expect(403);
      expect((await a.agent.get('/api/briefing-books/schedule').expect(200)).body.enabled).toBe(false);
    });

    it('mails the latest ready book with the PDF attached once a month, on the organization’s calendar', async () => {
      const on = await a.agent.put('/api/briefing-books/schedule').send({ enabled: true, recipientIds: [recipient.user.id, a.user.id] }).expect(200);
      expect(on.body).toMatchObject({ enabled: true, recipientIds: [recipient.user.id, a.user.id] });
      // Turning it on counts the current month as done; pin it so the instants below are the test's own.
      await setMonth('2026-11');
      const instant = new Date('2026-11-30T12:00:00Z'); // still November in UTC, already December in Auckland
      expect(await schedules.runAll(instant)).toEqual({ organizations: 0, mails: 0 });
      await a.agent.put('/api/organization-settings').send({ timeZone: 'Pacific/Auckland' }).expect(200);
      expect(await schedules.runAll(instant)).toEqual({ organizations: 1, mails: 2 });
      await jobs.drainInline();
      const mail = await t.smtp.waitFor(recipient.user.email, (m) => m.subject === 'Briefing book: Board pack Q2');
      expect(mail.body).toContain(orgName);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name="?Board pack Q2\.pdf/);
      const b64 = /Content-Transfer-Encoding: base64\r?\n(?:.*\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw.split(/Content-Type: application\/pdf/)[1]!)?.[1];
      const attached = Buffer.from(b64!.replace(/\s+/g, ''), 'base64');
      expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
      expect(readPdf(attached).text).toContain('Quarterly revenue');
      await t.smtp.waitFor(a.user.email, (m) => m.subject === 'Briefing book: Board pack Q2');
      // the same month again sends nothing
      const before = t.smtp.mails.length;
      expect(await schedules.runAll(new Date('2026-12-15T12:00:00Z'))).toEqual({ organizations: 0, mails: 0 });
      expect((await a.agent.get('/api/briefing-books/schedule').expect(200)).body.lastSentMonth).toBe('2026-12');
      await jobs.drainInline();
      expect(t.smtp.mails.length).toBe(before);
    }, 60_000);

    it('links a book over 10 MB instead of attaching it (the recipient signs in to download)', async () => {
      await t.app.get(DataSource).query(`UPDATE briefing_book SET bytes = $1 WHERE id = $2`, [11 * 1024 * 1024, readyBookId]);
      expect(await schedules.runAll(new Date('2027-01-15T12:00:00Z'))).toEqual({ organizations: 1, mails: 2 });
      await jobs.drainInline();
      const mail = await t.smtp.waitFor(recipient.user.email, (m) => m.subject === 'Briefing book: Board pack Q2' && !m.raw.includes('application/pdf'));
      expect(mail.body).toContain(`http://127.0.0.1/reports?book=${readyBookId}`);
      expect(mail.body).toContain('sign in to download');
      // the link's download needs a session of the organization
      await t.http.get(`/api/briefing-books/${readyBookId}/pdf`).expect(401);
    });

    it('sends nothing once turned off', async () => {
      await a.agent.put('/api/briefing-books/schedule').send({ enabled: false, recipientIds: [recipient.user.id] }).expect(200);
      expect(await schedules.runAll(new Date('2027-02-15T12:00:00Z'))).toEqual({ organizations: 0, mails: 0 });
    });
  });
});
