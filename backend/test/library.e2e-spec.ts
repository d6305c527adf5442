import { randomUUID } from 'node:crypto';
import { makeOrganization, makeUser, Member, signedInMember } from './support/factories';
import { activities, makeKpi, makeObjective, makeTheme } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

/** The Library over HTTP: themes, objectives and KPIs, their rules, lists, limits and tenancy. */
describe('library', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    b = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  describe('themes', () => {
    it('creates a theme with the default colour, trimmed text and an activity', async () => {
      const res = await a.agent.post('/api/themes').send({ name: '  Growth  ', description: '   ' }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        organizationId: a.organizationId,
        name: 'Growth',
        description: null,
        color: '#3B82F6',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [latest] = await activities(a.agent, 'Library');
      expect(latest).toMatchObject({ action: 'created', entityType: 'theme', entityId: res.body.id, entityName: 'Growth', category: 'Library', performedBy: a.user.id });
    });

    it('refuses a blank name, a bad colour and unknown fields with the specification messages', async () => {
      expect((await a.agent.post('/api/themes').send({ name: '   ' }).expect(400)).body.message).toBe('Name is required');
      expect((await a.agent.post('/api/themes').send({}).expect(400)).body.message).toBe('Name is required');
      expect((await a.agent.post('/api/themes').send({ name: 'X', color: 'blue' }).expect(400)).body.message).toBe(
        'Color must be a 6-digit hex colour such as #3B82F6',
      );
      expect((await a.agent.post('/api/themes').send({ name: 'X', color: '#12345' }).expect(400)).body.message).toMatch(/hex colour/);
      expect((await a.agent.post('/api/themes').send({ name: 'X', colour: '#123456' }).expect(400)).body.message).toBe('property colour should not exist');
      expect((await a.agent.post('/api/themes').send({ name: 'X', organizationId: b.organizationId }).expect(400)).body.message).toBe(
        'organizationId must be the id of your organization',
      );
      // the caller's own organizationId is accepted (the specification's client sends it)
      await a.agent.post('/api/themes').send({ name: 'Own org', organizationId: a.organizationId }).expect(201);
    });

    it('updates with PATCH (and PUT), keeping fields left out', async () => {
      const theme = await makeTheme(a.agent, { description: 'Old', color: '#10B981' });
      const res = await a.agent.patch(`/api/themes/${theme.id}`).send({ name: 'Renamed', color: '#ef4444' }).expect(200);
      expect(res.body).toMatchObject({ name: 'Renamed', description: 'Old', color: '#EF4444' });
      await a.agent.put(`/api/themes/${theme.id}`).send({ description: '' }).expect(200);
      expect((await a.agent.get(`/api/themes/${theme.id}`).expect(200)).body).toMatchObject({ name: 'Renamed', description: null });
      expect((await a.agent.patch(`/api/themes/${theme.id}`).send({ name: null }).expect(400)).body.message).toBe('Name is required');
      expect((await a.agent.patch(`/api/themes/${theme.id}`).send({ id: randomUUID() }).expect(400)).body.message).toBe('id must match the id in the path');
      const [latest] = await activities(a.agent, 'Library');
      expect(latest).toMatchObject({ action: 'updated', entityType: 'theme', details: { changes: { description: { from: 'Old', to: null } } } });
    });

    it('deletes a theme and sets the theme of its objectives to none, in one transaction with its activity', async () => {
      const theme = await makeTheme(a.agent);
      const o1 = await makeObjective(a.agent, { themeId: theme.id });
      const o2 = await makeObjective(a.agent, { themeId: theme.id });
      const res = await a.agent.delete(`/api/themes/${theme.id}`).expect(200);
      expect(res.body.id).toBe(theme.id);
      await a.agent.get(`/api/themes/${theme.id}`).expect(404);
      expect((await a.agent.get(`/api/objectives/${o1.id}`).expect(200)).body.themeId).toBeNull();
      expect((await a.agent.get(`/api/objectives/${o2.id}`).expect(200)).body.themeId).toBeNull();
      const [latest] = await activities(a.agent, 'Library');
      expect(latest).toMatchObject({ action: 'deleted', entityType: 'theme', entityId: theme.id, details: { objectivesUnlinked: 2 } });
    });
  });

  describe('objectives', () => {
    it('creates with defaults: Active, the caller as owner, display names read as stored values, "none" theme as null', async () => {
      const res = await a.agent
        .post('/api/objectives')
        .send({ organizationId: a.organizationId, name: 'Grow revenue', description: 'Top line', bscPerspective: 'Internal Process', themeId: 'none', parentObjectiveId: null })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        organizationId: a.organizationId,
        name: 'Grow revenue',
        description: 'Top line',
        bscPerspective: 'Internal_Process',
        themeId: null,
        status: 'Active',
        parentObjectiveId: null,
        ownerId: a.employee!.id,
        ownerName: a.employee!.name,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const withStatus = await makeObjective(a.agent, { status: 'Under Review', bscPerspective: 'Learning_Growth', ownerId: null });
      expect(withStatus).toMatchObject({ status: 'Under_Review', bscPerspective: 'Learning_Growth', ownerId: null, ownerName: null });
      // a page of the list carries the owners' names too, so the Library needs no employee look-ups
      const page = await a.agent.get('/api/objectives').query({ sort: '["name","ASC"]', range: '[0,9]' }).expect(200);
      expect(page.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: res.body.id, ownerName: a.employee!.name }),
          expect.objectContaining({ id: withStatus.id, ownerName: null }),
        ]),
      );
    });

    it('validates every field with the specification messages', async () => {
      const post = (body: Record<string, unknown>) => a.agent.post('/api/objectives').send(body);
      expect((await post({ bscPerspective: 'Financial' }).expect(400)).body.message).toBe('Name is required');
      expect((await post({ name: 'X', bscPerspective: 'Money' }).expect(400)).body.message).toBe(
        'BSC perspective must be one of Financial, Customer, Internal_Process, Learning_Growth',
      );
      expect((await post({ name: 'X' }).expect(400)).body.message).toMatch(/^BSC perspective must be one of/);
      expect((await post({ name: 'X', bscPerspective: 'Customer', status: 'Done' }).expect(400)).body.message).toBe(
        'Status must be one of Active, Under_Review, Inactive',
      );
      expect((await post({ name: 'X', bscPerspective: 'Customer', themeId: 'not-a-uuid' }).expect(400)).body.message).toBe('Theme not found');
      const foreignTheme = await makeTheme(b.agent);
      expect((await post({ name: 'X', bscPerspective: 'Customer', themeId: foreignTheme.id }).expect(404)).body.message).toBe('Theme not found');
      expect((await post({ name: 'X', bscPerspective: 'Customer', ownerId: b.employee!.id }).expect(404)).body.message).toBe('Owner not found');
      const foreignObjective = await makeObjective(b.agent);
      expect((await post({ name: 'X', bscPerspective: 'Customer', parentObjectiveId: foreignObjective.id }).expect(404)).body.message).toBe(
        'Parent objective not found',
      );
      const many = await post({ name: '', bscPerspective: 'Nope', status: 'Nope' }).expect(400);
      expect(many.body.errors).toEqual([
        'Name is required',
        'BSC perspective must be one of Financial, Customer, Internal_Process, Learning_Growth',
        'Status must be one of Active, Under_Review, Inactive',
      ]);
    });

    it('updates with PUT: fields left out keep their values, parent cycles are refused', async () => {
      const colleague = await makeUser(t, { organizationId: a.organizationId });
      const theme = await makeTheme(a.agent);
      const parent = await makeObjective(a.agent, { name: 'Parent' });
      const child = await makeObjective(a.agent, { name: 'Child', parentObjectiveId: parent.id });
      const res = await a.agent
        .put(`/api/objectives/${child.id}`)
        .send({ name: 'Child renamed', themeId: theme.id, ownerId: colleague.employee!.id, status: 'Inactive' })
        .expect(200);
      expect(res.body).toMatchObject({
        name: 'Child renamed',
        themeId: theme.id,
        ownerId: colleague.employee!.id,
        ownerName: colleague.employee!.name,
        status: 'Inactive',
        parentObjectiveId: parent.id,
        bscPerspective: 'Financial',
      });
      expect((await a.agent.get(`/api/objectives/${child.id}`).expect(200)).body.ownerName).toBe(colleague.employee!.name);
      expect((await a.agent.put(`/api/objectives/${parent.id}`).send({ parentObjectiveId: child.id }).expect(422)).body.message).toBe(
        'An objective cannot be its own parent or the parent of one of its ancestors',
      );
      await a.agent.put(`/api/objectives/${parent.id}`).send({ parentObjectiveId: parent.id }).expect(422);
      expect((await a.agent.put(`/api/objectives/${child.id}`).send({ name: '  ' }).expect(400)).body.message).toBe('Name is required');
      expect((await a.agent.put(`/api/objectives/${child.id}`).send({ bscPerspective: null }).expect(400)).body.message).toMatch(/^BSC perspective/);
      await a.agent.patch(`/api/objectives/${child.id}`).send({ themeId: '' }).expect(200);
      expect((await a.agent.get(`/api/objectives/${child.id}`).expect(200)).body.themeId).toBeNull();
      // deleting the parent objective unlinks the child
      await a.agent.delete(`/api/objectives/${parent.id}`).expect(200);
      expect((await a.agent.get(`/api/objectives/${child.id}`).expect(200)).body.parentObjectiveId).toBeNull();
    });
  });

  describe('KPIs', () => {
    it('creates with the defaults and stores "annually" as annual', async () => {
      const res = await a.agent.post('/api/kpis').send({ name: 'Revenue', unit: '%' }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        organizationId: a.organizationId,
        name: 'Revenue',
        description: null,
        unit: '%',
        polarity: 'positive',
        frequency: 'quarterly',
        isCumulative: false,
        formula: null,
        ytdAggregation: 'sum',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const annual = await makeKpi(a.agent, { unit: '$', polarity: 'negative', frequency: 'annually', isCumulative: true, description: 'Costs' });
      expect(annual).toMatchObject({ unit: '$', polarity: 'negative', frequency: 'annual', isCumulative: true, description: 'Costs' });
      expect(await makeKpi(a.agent, { frequency: 'Monthly', polarity: 'Lower Better' })).toMatchObject({ frequency: 'monthly', polarity: 'negative' });
    });

    it('validates the library form with the specification messages', async () => {
      const post = (body: Record<string, unknown>) => a.agent.post('/api/kpis').send({ name: 'K', unit: '%', ...body });
      expect((await a.agent.post('/api/kpis').send({ name: ' ' }).expect(400)).body.message).toBe('Name is required');
      expect((await a.agent.post('/api/kpis').send({ name: 'K' }).expect(400)).body.message).toBe('Unit is required');
      expect((await post({ unit: '' }).expect(400)).body.message).toBe('Unit is required');
      expect((await post({ unit: null }).expect(400)).body.message).toBe('Unit is required');
      expect((await post({ unit: 'kg' }).expect(400)).body.message).toBe('Unit must be one of %, $, count, days, hours, score, ratio, index');
      expect((await post({ frequency: 'weekly' }).expect(400)).body.message).toBe('Frequency must be monthly, quarterly or annual');
      expect((await post({ polarity: 'up' }).expect(400)).body.message).toBe('Polarity must be positive or negative');
      expect((await post({ isCumulative: 'yes' }).expect(400)).body.message).toBe('isCumulative must be true or false');
      expect((await post({ targets: { q1: 1 } }).expect(400)).body.message).toBe('property targets should not exist');
    });

    it('edits with PUT: free-text unit (empty clears it), frequency annual', async () => {
      const kpi = await makeKpi(a.agent);
      const res = await a.agent.put(`/api/kpis/${kpi.id}`).send({ name: 'Renamed', unit: 'kg', frequency: 'annual', polarity: 'negative', isCumulative: true }).expect(200);
      expect(res.body).toMatchObject({ name: 'Renamed', unit: 'kg', frequency: 'annual', polarity: 'negative', isCumulative: true });
      expect((await a.agent.put(`/api/kpis/${kpi.id}`).send({ unit: '' }).expect(200)).body.unit).toBe('');
      expect((await a.agent.put(`/api/kpis/${kpi.id}`).send({ polarity: null }).expect(400)).body.message).toBe('Polarity must be positive or negative');
      const [latest] = await activities(a.agent, 'Library');
      expect(latest).toMatchObject({ action: 'updated', entityType: 'kpi', entityId: kpi.id, details: { changes: { unit: { from: 'kg', to: '' } } } });
    });
  });

  describe('lists', () => {
    let m: Member;
    beforeAll(async () => {
      m = await signedInMember(t);
      await makeTheme(m.agent, { name: 'Customer delight', description: 'Wow them' });
      await makeTheme(m.agent, { name: 'Efficiency', description: 'Do more with LESS waste' });
      for (const [name, frequency] of [
        ['Net revenue', 'monthly'],
        ['Gross margin', 'quarterly'],
        ['Revenue per employee', 'annual'],
      ]) {
        await makeKpi(m.agent, { name, frequency, description: `About ${name}` });
      }
      await makeObjective(m.agent, { name: 'Delight customers', bscPerspective: 'Customer' });
      await makeObjective(m.agent, { name: 'Cut costs', bscPerspective: 'Financial', description: 'Lean REVENUE operations' });
    });

    it('answers the plain array of all rows without parameters', async () => {
      const res = await m.agent.get('/api/kpis').expect(200);
      expect(res.body.map((k: { name: string }) => k.name)).toEqual(['Gross margin', 'Net revenue', 'Revenue per employee']);
      expect(res.headers['content-range']).toBe('kpis 0-2/3');
    });

    it('searches name and description case-insensitively with q', async () => {
      const themes = await m.agent.get('/api/themes').query({ filter: JSON.stringify({ q: 'less' }) }).expect(200);
      expect(themes.body.map((x: { name: string }) => x.name)).toEqual(['Efficiency']);
      const objectives = await m.agent.get('/api/objectives').query({ filter: JSON.stringify({ q: 'revenue' }) }).expect(200);
      expect(objectives.body.map((x: { name: string }) => x.name)).toEqual(['Cut costs']);
      const kpis = await m.agent.get('/api/kpis').query({ filter: JSON.stringify({ q: 'REVENUE' }) }).expect(200);
      expect(kpis.body).toHaveLength(2);
      // LIKE wildcards are searched literally
      expect((await m.agent.get('/api/kpis').query({ filter: JSON.stringify({ q: '%' }) }).expect(200)).body).toHaveLength(0);
    });

    it('answers a sorted, filtered page with Content-Range', async () => {
      const page = await m.agent
        .get('/api/kpis')
        .query({ sort: JSON.stringify(['name', 'DESC']), range: JSON.stringify([0, 1]), filter: JSON.stringify({}) })
        .expect(200);
      expect(page.body.map((k: { name: string }) => k.name)).toEqual(['Revenue per employee', 'Net revenue']);
      expect(page.headers['content-range']).toBe('kpis 0-1/3');
      const monthly = await m.agent.get('/api/kpis').query({ filter: JSON.stringify({ frequency: 'monthly' }) }).expect(200);
      expect(monthly.body.map((k: { name: string }) => k.name)).toEqual(['Net revenue']);
      const byPerspective = await m.agent.get('/api/objectives').query({ filter: JSON.stringify({ bscPerspective: ['Customer'] }) }).expect(200);
      expect(byPerspective.body.map((o: { name: string }) => o.name)).toEqual(['Delight customers']);
      await m.agent.get('/api/kpis').query({ sort: JSON.stringify(['secret', 'ASC']) }).expect(400);
      await m.agent.get('/api/kpis').query({ filter: JSON.stringify({ organizationId: a.organizationId }) }).expect(400);
      await m.agent.get('/api/objectives').query({ filter: JSON.stringify({ themeId: 'not-a-uuid' }) }).expect(400);
    });
  });

  describe('plan limits', () => {
    it('refuses objectives and KPIs beyond the organization limits with 422 naming the limit', async () => {
      const org = await makeOrganization(t, { maxObjectives: 2, maxKpis: 1 });
      const m = await signedInMember(t, { organizationId: org.id });
      await makeObjective(m.agent);
      await makeObjective(m.agent);
      const res = await m.agent.post('/api/objectives').send({ name: 'Third', bscPerspective: 'Customer' }).expect(422);
      expect(res.body.message).toBe('Your plan allows at most 2 objectives. Upgrade your plan to add more.');
      await makeKpi(m.agent);
      expect((await m.agent.post('/api/kpis').send({ name: 'Second', unit: '%' }).expect(422)).body.message).toBe(
        'Your plan allows at most 1 KPIs. Upgrade your plan to add more.',
      );
      expect((await m.agent.get('/api/objectives').expect(200)).body).toHaveLength(2);
    });
  });

  describe('tenancy', () => {
    it("answers 404 to another organization's ids on every call and never lists them", async () => {
      const theme = await makeTheme(a.agent, { name: 'A only theme' });
      const objective = await makeObjective(a.agent, { name: 'A only objective' });
      const kpi = await makeKpi(a.agent, { name: 'A only KPI' });
      for (const [path, id] of [
        ['themes', theme.id],
        ['objectives', objective.id],
        ['kpis', kpi.id],
      ] as const) {
        await b.agent.get(`/api/${path}/${id}`).expect(404);
        await b.agent.put(`/api/${path}/${id}`).send({ name: 'Hijacked' }).expect(404);
        await b.agent.patch(`/api/${path}/${id}`).send({ name: 'Hijacked' }).expect(404);
        await b.agent.delete(`/api/${path}/${id}`).expect(404);
        const list = await b.agent.get(`/api/${path}`).expect(200);
        expect(list.body.map((r: { id: string }) => r.id)).not.toContain(id);
        const byId = await b.agent.get(`/api/${path}`).query({ filter: JSON.stringify({ id: [id] }) }).expect(200);
        expect(byId.body).toEqual([]);
        // malformed and unknown ids are 404 too, never 500
        await b.agent.get(`/api/${path}/not-a-uuid`).expect(404);
        await b.agent.delete(`/api/${path}/${randomUUID()}`).expect(404);
      }
      expect((await a.agent.get(`/api/themes/${theme.id}`).expect(200)).body.name).toBe('A only theme');
      expect((await a.agent.get(`/api/objectives/${objective.id}`).expect(200)).body.name).toBe('A only objective');
      expect((await a.agent.get(`/api/kpis/${kpi.id}`).expect(200)).body.name).toBe('A only KPI');
    });

    it('answers 401 without a session', async () => {
      await t.http.get('/api/kpis').expect(401);
      await t.http.post('/api/themes').send({ name: 'X' }).expect(401);
    });
  });
});
