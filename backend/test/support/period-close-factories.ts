import type { Member } from './factories';
import { signedInMember } from './factories';
import { assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective } from './scorecard-factories';
import type { TestApp } from './test-app';

/** The year the period-close tests work in (their clock is set inside it). */
export const YEAR = '2026';

export interface Chain {
  admin: Member;
  /** owners of the objective assignments: CEO, division, general department, department */
  ceo: Member;
  div: Member;
  gen: Member;
  dept: Member;
  /** the owner of the department's KPI assignments */
  owner: Member;
  functions: { ceo: string; div: string; gen: string; dept: string };
  oa: { ceo: string; div: string; gen: string; dept: string };
  quarterly: Record<string, any>;
  monthly: Record<string, any>;
}

/** An organization with a four-level cascade, each objective assignment owned by its own user. */
export async function makeChain(t: TestApp, year = YEAR): Promise<Chain> {
  const admin = await signedInMember(t);
  const org = admin.organizationId;
  const member = () => signedInMember(t, { organizationId: org, role: 'user' });
  const [ceo, div, gen, dept, owner] = [await member(), await member(), await member(), await member(), await member()];
  const a = admin.agent;
  const ceoFn = (await ceoOf(a)).id;
  const divFn = (await makeFunction(a, { parentId: ceoFn })).id;
  const genFn = (await makeFunction(a, { parentId: divFn })).id;
  const deptFn = (await makeFunction(a, { parentId: genFn })).id;
  const objective = (await makeObjective(a)).id;
  const oaCeo = (await assignObjective(a, { objectiveId: objective, organizationFunctionId: ceoFn, period: year, ownerId: ceo.employee!.id })).id;
  const oaDiv = (await assignObjective(a, { objectiveId: objective, organizationFunctionId: divFn, period: year, ownerId: div.employee!.id, parentObjectiveAssignmentId: oaCeo })).id;
  const oaGen = (await assignObjective(a, { objectiveId: objective, organizationFunctionId: genFn, period: year, ownerId: gen.employee!.id, parentObjectiveAssignmentId: oaDiv })).id;
  const oaDept = (await assignObjective(a, { objectiveId: objective, organizationFunctionId: deptFn, period: year, ownerId: dept.employee!.id, parentObjectiveAssignmentId: oaGen })).id;
  const quarterlyKpi = await makeKpi(a, { name: 'Revenue', frequency: 'quarterly', unit: '$' });
  const monthlyKpi = await makeKpi(a, { name: 'Visits', frequency: 'monthly', unit: 'count' });
  const quarterly = await assignKpi(a, { kpiId: quarterlyKpi.id, objectiveAssignmentId: oaDept, ownerId: owner.employee!.id, weight: 50, targets: { q1: 100, q2: 100, q3: 100, q4: 100 } });
  const monthly = await assignKpi(a, { kpiId: monthlyKpi.id, objectiveAssignmentId: oaDept, ownerId: owner.employee!.id, weight: 50, targets: { january: 10, february: 10, march: 10, april: 10 } });
  return {
    admin,
    ceo,
    div,
    gen,
    dept,
    owner,
    functions: { ceo: ceoFn, div: divFn, gen: genFn, dept: deptFn },
    oa: { ceo: oaCeo, div: oaDiv, gen: oaGen, dept: oaDept },
    quarterly,
    monthly,
  };
}

