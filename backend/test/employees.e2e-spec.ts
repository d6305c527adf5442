import { DataSource } from 'typeorm';
import { Member, makeUser, signedInMember } from './support/factories';
import { NO_SUCH_ID, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

describe('employees', () => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  let outsider: Member;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInMember(t);
    member = await signedInUser(t, admin.organizationId);
    outsider = await signedInMember(t);
  });
  afterAll(() => t?.stop());

  const create = (body: Record<string, unknown>, as: Member = admin) => as.agent.post('/api/employees').send(body);

  describe('create', () => {
    it('lets an admin add an employee with defaults, answering the record', async () => {
      const res = await create({ name: '  Grace Hopper ' }).expect(201);
      expect(res.body).toMatchObject({
        organizationId: admin.organizationId,
        name: 'Grace Hopper',
        userId: null,
        email: null,
        role: 'Employee',
        employmentType: 'Full_Time',
        status: 'Active',
        department: null,
        hireDate: null,
        supervisorId: null,
        supervisorName: null,
      });
    });

    it('takes every field, with a supervisor of the organization', async () => {
      const boss = (await create({ name: 'Boss Person' }).expect(201)).body;
      const res = await create({
        name: 'Ada Lovelace',
        email: 'ADA@example.com ',
        role: 'Manager',
        department: 'Finance',
        position: 'Analyst',
        level: 'Senior',
        employmentType: 'Contract',
        status: 'On_Leave',
        hireDate: '2024-02-29',
        supervisorId: boss.id,
      }).expect(201);
      expect(res.body).toMatchObject({
        email: 'ADA@example.com',
        role: 'Manager',
        department: 'Finance',
        position: 'Analyst',
        level: 'Senior',
        employmentType: 'Contract',
        status: 'On_Leave',
        hireDate: '2024-02-29',
        supervisorId: boss.id,
        supervisorName: 'Boss Person',
      });
      expect((await create({ name: 'Dated', hireDate: '2023-05-04T10:00:00Z', supervisorId: 'none' }).expect(201)).body).toMatchObject({
        hireDate: '2023-05-04',
        supervisorId: null,
      });
    });

    it('refuses members (403) and bad fields (400) with clear messages', async () => {
      const refused = await create({ name: 'Sneaky' }, member).expect(403);
      expect(refused.body.message).toBe('You do not have permission to perform this action');
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'Name is required'],
        [{ name: '   ' }, 'Name is required'],
        [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
        [{ name: 'A', role: 'Boss' }, 'Role must be one of Employee, Manager, Admin'],
        [{ name: 'A', employmentType: 'Freelance' }, 'Employment type must be one of Full_Time, Part_Time, Contract, Internship'],
        [{ name: 'A', status: 'Retired' }, 'Status must be one of Active, Inactive, On_Leave, Terminated'],
        [{ name: 'A', hireDate: '2024-02-30' }, 'Hire date must be a date (YYYY-MM-DD)'],
        [{ name: 'A', hireDate: 'yesterday' }, 'Hire date must be a date (YYYY-MM-DD)'],
        [{ name: 'A', email: 'nope' }, 'Please enter a valid email'],
        [{ name: 'A', supervisorId: 'boss' }, 'Supervisor must be a valid id'],
        [{ name: 'A', organizationId: outsider.organizationId }, 'property organizationId should not exist'],
      ];
      for (const [body, message] of cases) {
        const res = await create(body);
        expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
      }
      expect((await create({ name: 'A', supervisorId: outsider.employee!.id }).expect(404)).body.message).toBe('Supervisor not found');
      await create({ name: 'A', supervisorId: NO_SUCH_ID }).expect(404);
    });

    it('links a user of the organization once', async () => {
      const made = await makeUser(t, { organizationId: admin.organizationId });
      await t.app.get(DataSource).query(`DELETE FROM "employee" WHERE "userId" = $1`, [made.user.id]);
      const res = await create({ name: 'Linked', userId: made.user.id }).expect(201);
      expect(res.body.userId).toBe(made.user.id);
      await create({ name: 'Twice', userId: made.user.id }).expect(409);
      expect((await create({ name: 'Foreign', userId: outsider.user.id }).expect(404)).body.message).toBe('User not found');
    });
  });

  describe('read and list', () => {
    beforeAll(async () => {
      for (const e of [
        { name: 'Zed Finance', department: 'Finance', position: 'Controller', status: 'Active' },
        { name: 'Yara Sales', department: 'Sales', position: 'Account lead', email: 'yara@corp.example', status: 'On_Leave' },
        { name: 'Xavier Gone', department: 'Sales', position: 'Rep', status: 'Terminated' },
      ]) {
        await create(e).expect(201);
      }
      await create({ name: 'Zed of B', department: 'Finance' }, outsider).expect(201);
    });

    it("answers the organization's employees as a plain array for pickers", async () => {
      const res = await member.agent.get('/api/employees').expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.every((e: { organizationId: string }) => e.organizationId === admin.organizationId)).toBe(true);
      expect(res.body.map((e: { name: string }) => e.name)).not.toContain('Zed of B');
      const names = res.body.map((e: { name: string }) => e.name);
      expect([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
      expect(res.headers['content-range']).toBe(`employees 0-${res.body.length - 1}/${res.body.length}`);
    });

    it('searches name, email, department and position and filters status and department', async () => {
      const names = async (query: Record<string, string>) => (await member.agent.get('/api/employees').query(query).expect(200)).body.map((e: { name: string }) => e.name).sort();
      expect(await names({ filter: JSON.stringify({ q: 'zed' }) })).toEqual(['Zed Finance']);
      expect(await names({ filter: JSON.stringify({ q: 'CORP.EXAMPLE' }) })).toEqual(['Yara Sales']);
      expect(await names({ filter: JSON.stringify({ q: 'controller' }) })).toEqual(['Zed Finance']);
      expect(await names({ filter: JSON.stringify({ department: 'Sales' }) })).toEqual(['Xavier Gone', 'Yara Sales']);
      expect(await names({ filter: JSON.stringify({ department: 'Sales', status: ['Active', 'On_Leave'] }) })).toEqual(['Yara Sales']);
      expect(await names({ q: 'sales', status: 'Terminated' })).toEqual(['Xavier Gone']);
      const page = await member.agent.get('/api/employees').query({ sort: '["name","DESC"]', range: '[0,0]' }).expect(200);
      expect(page.body).toHaveLength(1);
      expect(page.body[0].name).toBe('Zed Finance');
      expect(page.headers['content-range']).toMatch(/^employees 0-0\/\d+$/);
    });

    it('answers one employee, and 404 for a missing, malformed or foreign id', async () => {
      const res = await member.agent.get(`/api/employees/${admin.employee!.id}`).expect(200);
      expect(res.body).toMatchObject({ id: admin.employee!.id, userId: admin.user.id, role: 'Admin' });
      await member.agent.get(`/api/employees/${outsider.employee!.id}`).expect(404);
      await member.agent.get(`/api/employees/${NO_SUCH_ID}`).expect(404);
      expect((await member.agent.get('/api/employees/123').expect(404)).body.message).toBe('Employee not found');
    });
  });

  describe('edit and deactivate', () => {
    it('lets an admin edit with PUT or PATCH, recording the changes', async () => {
      const e = (await create({ name: 'Editable', department: 'IT' }).expect(201)).body;
      const res = await admin.agent.put(`/api/employees/${e.id}`).send({ position: 'Engineer', department: 'Operations', updatedAt: e.updatedAt }).expect(200);
      expect(res.body).toMatchObject({ name: 'Editable', position: 'Engineer', department: 'Operations' });
      const patched = await admin.agent.patch(`/api/employees/${e.id}`).send({ department: null, level: '' }).expect(200);
      expect(patched.body).toMatchObject({ department: null, level: null, position: 'Engineer' });
      const activity = (await admin.agent.get('/api/activities?category=Organization').expect(200)).body.find(
        (a: any) => a.entityId === e.id && a.action === 'updated' && a.details.changes.position,
      );
      expect(activity).toMatchObject({ entityType: 'employee', entityName: 'Editable', details: { changes: { department: { oldValue: 'IT', newValue: 'Operations' } } } });
      expect((await admin.agent.get('/api/activities?category=Organization').expect(200)).body).toContainEqual(
        expect.objectContaining({ action: 'created', entityId: e.id }),
      );
    });

    it('refuses supervisor cycles with 422', async () => {
      const a = (await create({ name: 'Top' }).expect(201)).body;
      const b = (await create({ name: 'Middle', supervisorId: a.id }).expect(201)).body;
      const c = (await create({ name: 'Bottom', supervisorId: b.id }).expect(201)).body;
      const self = await admin.agent.put(`/api/employees/${a.id}`).send({ supervisorId: a.id }).expect(422);
      expect(self.body.message).toBe('An employee cannot be their own supervisor');
      const direct = await admin.agent.put(`/api/employees/${a.id}`).send({ supervisorId: b.id }).expect(422);
      expect(direct.body.message).toMatch(/reporting cycle/);
      await admin.agent.put(`/api/employees/${a.id}`).send({ supervisorId: c.id }).expect(422);
      await admin.agent.put(`/api/employees/${c.id}`).send({ supervisorId: a.id }).expect(200);
      await admin.agent.put(`/api/employees/${b.id}`).send({ supervisorId: 'none' }).expect(200);
      const moved = await admin.agent.put(`/api/employees/${a.id}`).send({ supervisorId: b.id }).expect(200);
      expect(moved.body).toMatchObject({ supervisorId: b.id, supervisorName: 'Middle' });
      await admin.agent.put(`/api/employees/${a.id}`).send({ supervisorId: outsider.employee!.id }).expect(404);
    });

    it('refuses members (403), other organizations (404) and bad fields (400)', async () => {
      const e = (await create({ name: 'Guarded' }).expect(201)).body;
      await member.agent.put(`/api/employees/${e.id}`).send({ name: 'Hacked' }).expect(403);
      await member.agent.patch(`/api/employees/${e.id}`).send({ name: 'Hacked' }).expect(403);
      await member.agent.delete(`/api/employees/${e.id}`).expect(403);
      await outsider.agent.put(`/api/employees/${e.id}`).send({ name: 'Hacked' }).expect(404);
      await outsider.agent.delete(`/api/employees/${e.id}`).expect(404);
      expect((await admin.agent.put(`/api/employees/${e.id}`).send({ name: '' }).expect(400)).body.message).toBe('Name is required');
      await admin.agent.put(`/api/employees/${e.id}`).send({ name: null }).expect(400);
      await admin.agent.put(`/api/employees/${e.id}`).send({ status: 'Gone' }).expect(400);
      await admin.agent.put(`/api/employees/not-a-uuid`).send({ name: 'x' }).expect(404);
      expect((await admin.agent.get(`/api/employees/${e.id}`)).body.name).toBe('Guarded');
    });

    it('deactivates with DELETE: the employee stays, Inactive', async () => {
      const e = (await create({ name: 'Leaving' }).expect(201)).body;
      const res = await admin.agent.delete(`/api/employees/${e.id}`).expect(200);
      expect(res.body).toMatchObject({ id: e.id, status: 'Inactive' });
      expect((await member.agent.get(`/api/employees/${e.id}`).expect(200)).body.status).toBe('Inactive');
      const inactive = await member.agent.get('/api/employees').query({ filter: JSON.stringify({ status: 'Inactive' }) }).expect(200);
      expect(inactive.body.map((x: { id: string }) => x.id)).toContain(e.id);
      await admin.agent.delete(`/api/employees/${e.id}`).expect(200);
    });
  });

  it('asks for a session', async () => {
    await t.http.get('/api/employees').expect(401);
    await t.http.post('/api/employees').send({ name: 'x' }).expect(401);
  });
});
