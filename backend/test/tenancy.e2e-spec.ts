import { DataSource } from 'typeorm';
import { scopedQuery, TenantRepository } from '../src/common/tenancy/tenant-repository';
import { Employee } from '../src/modules/employees/employee.entity';
import { makeOrganization, makeUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** The tenancy mechanism itself: a scoped query keeps its organization whatever is chained after it. */
describe('tenancy', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let orgA: string;
  let orgB: string;
  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    dataSource = t.app.get(DataSource);
    orgA = (await makeOrganization(t)).id;
    orgB = (await makeOrganization(t)).id;
    await makeUser(t, { organizationId: orgA });
    await makeUser(t, { organizationId: orgB });
    await makeUser(t, { organizationId: orgB });
  });
  afterAll(() => t?.stop());

  const employees = () => new TenantRepository(dataSource.manager, Employee);
  const orgsOf = (rows: Employee[]) => [...new Set(rows.map((e) => e.organizationId))];

  it('keeps the organization condition when a later where(), orWhere() or a clone replaces the conditions', async () => {
    const base = employees().query(orgA, 'e');
    expect(orgsOf(await base.clone().getMany())).toEqual([orgA]);

    const replaced = employees().query(orgA, 'e').where('1 = 1');
    const widened = employees().query(orgA, 'e').where('e.organizationId = :other', { other: orgB }).orWhere('1 = 1');
    const reparameterized = employees().query(orgA, 'e').setParameter('organizationId', orgB).setParameters({ organizationId: orgB });
    for (const qb of [replaced, widened, reparameterized, replaced.clone()]) {
      const rows = await qb.getMany();
      expect(rows.length).toBeGreaterThan(0);
      expect(orgsOf(rows)).toEqual([orgA]);
      expect(await qb.getCount()).toBe(rows.length);
    }
    // another organization's rows exist and are reached only through its own id
    expect(orgsOf(await employees().query(orgB, 'e').where('1 = 1').getMany())).toEqual([orgB]);
    expect(await widened.clone().offset(0).limit(1).getRawMany()).toHaveLength(1);
  });

  it('refuses to build a tenant query without an organization id', () => {
    expect(() => scopedQuery(dataSource.manager, Employee, '', 'e')).toThrow();
    expect(() => scopedQuery(dataSource.manager, Employee, "x' OR '1'='1", 'e')).toThrow();
  });

  it('answers another organization\'s id as not found', async () => {
    const [someoneInB] = await employees().find(orgB);
    expect(await employees().findOne(orgA, someoneInB.id)).toBeNull();
    await expect(employees().get(orgA, someoneInB.id)).rejects.toMatchObject({ status: 404 });
    await expect(employees().remove(orgA, someoneInB)).rejects.toMatchObject({ status: 404 });
    expect(await employees().count(orgB, { organizationId: orgA } as never)).toBe(await employees().count(orgB));
  });
});
