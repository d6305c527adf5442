import { describe, expect, it } from 'vitest';
import type { ObjectiveAssignment } from '@scorecard/contracts';
import {
  ancestorsOf,
  buildChart,
  byPerspective,
  childLevelOptions,
  parentObjectiveOptions,
  subtreeIds,
  treeKeyMove,
  visibleRows,
  weightBanners,
  type ChartFunction,
} from './cascadeLogic';

const fn = (id: string, level: ChartFunction['level'], parentId: string | null, name = id, description: string | null = null): ChartFunction => ({
  id,
  organizationId: 'org',
  name,
  description,
  level,
  parentId,
  createdAt: '',
  updatedAt: '',
});

const chart = buildChart([
  fn('sales', 'general-department', 'commercial', 'Sales'),
  fn('ceo', 'ceo', null, 'CEO Office'),
  fn('ops', 'division', 'ceo', 'Operations', 'Supply chain'),
  fn('commercial', 'division', 'ceo', 'Commercial'),
  fn('inside', 'department', 'sales', 'Inside Sales'),
]);
const ids = (rows: { fn: ChartFunction }[]) => rows.map((r) => r.fn.id);

describe('the chart', () => {
  it('shows the root, and children of open rows sorted by name', () => {
    expect(ids(visibleRows(chart, new Set()))).toEqual(['ceo']);
    const rows = visibleRows(chart, new Set(['ceo']));
    expect(ids(rows)).toEqual(['ceo', 'commercial', 'ops']);
    expect(rows[1]).toMatchObject({ depth: 1, hasChildren: true, expanded: false, position: 1, siblings: 2 });
    expect(ids(visibleRows(chart, new Set(['ceo', 'commercial', 'sales'])))).toEqual(['ceo', 'commercial', 'sales', 'inside', 'ops']);
  });

  it('searches names and descriptions in any case and keeps the path to each match open', () => {
    expect(ids(visibleRows(chart, new Set(), 'INSIDE'))).toEqual(['ceo', 'commercial', 'sales', 'inside']);
    expect(ids(visibleRows(chart, new Set(), 'supply'))).toEqual(['ceo', 'ops']);
    expect(visibleRows(chart, new Set(), 'nothing like it')).toEqual([]);
  });

  it('knows ancestors and subtrees', () => {
    expect(ancestorsOf(chart, 'inside').map((f) => f.id)).toEqual(['ceo', 'commercial', 'sales']);
    expect(subtreeIds(chart, 'commercial').sort()).toEqual(['commercial', 'inside', 'sales']);
    expect(subtreeIds(chart, 'ceo')).toHaveLength(5);
  });

  it('moves with the arrow keys: down, up, right opens then enters, left closes then climbs, Home, End', () => {
    const closed = visibleRows(chart, new Set(['ceo']));
    expect(treeKeyMove(closed, 'ceo', 'ArrowDown')).toEqual({ focus: 'commercial' });
    expect(treeKeyMove(closed, 'ops', 'ArrowDown')).toEqual({ focus: 'ops' });
    expect(treeKeyMove(closed, 'commercial', 'ArrowUp')).toEqual({ focus: 'ceo' });
    expect(treeKeyMove(closed, 'commercial', 'ArrowRight')).toEqual({ expand: 'commercial' });
    const open = visibleRows(chart, new Set(['ceo', 'commercial']));
    expect(treeKeyMove(open, 'commercial', 'ArrowRight')).toEqual({ focus: 'sales' });
    expect(treeKeyMove(open, 'commercial', 'ArrowLeft')).toEqual({ collapse: 'commercial' });
    expect(treeKeyMove(open, 'sales', 'ArrowLeft')).toEqual({ focus: 'commercial' });
    expect(treeKeyMove(open, 'ops', 'ArrowRight')).toEqual({});
    expect(treeKeyMove(open, 'sales', 'Home')).toEqual({ focus: 'ceo' });
    expect(treeKeyMove(open, 'ceo', 'End')).toEqual({ focus: 'ops' });
  });
});

describe('default child level', () => {
  it('is division under ceo, general-department under division, otherwise department; none under a department', () => {
    expect(childLevelOptions('ceo')).toEqual(['division', 'general-department', 'department']);
    expect(childLevelOptions('division')[0]).toBe('general-department');
    expect(childLevelOptions('general-department')).toEqual(['department']);
    expect(childLevelOptions('department')).toEqual([]);
    expect(childLevelOptions(null)).toEqual(['ceo']);
  });
});

const assignment = (id: string, functionId: string, level: ObjectiveAssignment['organizationLevel'], objectiveId: string, weight = 25, period = '2026'): ObjectiveAssignment => ({
  id,
  organizationId: 'org',
  objectiveId,
  organizationLevel: level,
  organizationFunction: chart.byId.get(functionId)!.name,
  organizationFunctionId: functionId,
  ownerId: null,
  ownerName: null,
  parentObjectiveAssignmentId: null,
  weight,
  target: null,
  period,
  status: 'Active',
  createdAt: '',
  updatedAt: '',
});

describe('parent options', () => {
  const objectives = new Map([
    ['grow', { name: 'Grow revenue', bscPerspective: 'Financial' as const }],
    ['delight', { name: 'Delight customers', bscPerspective: 'Customer' as const }],
  ]);
  const all = [
    assignment('top', 'ceo', 'ceo', 'grow'),
    assignment('old', 'ceo', 'ceo', 'delight', 25, '2025'),
    assignment('ops-grow', 'ops', 'division', 'grow'),
    assignment('com-delight', 'commercial', 'division', 'delight'),
  ];

  it('are none at the CEO level', () => {
    expect(parentObjectiveOptions(chart.byId.get('ceo')!, '2026', all, objectives)).toBeNull();
  });

  it('come from the next level up in the same year', () => {
    expect(parentObjectiveOptions(chart.byId.get('ops')!, '2026', all, objectives)).toEqual([
      { id: 'top', label: 'Grow revenue', functionName: 'CEO Office', fromOwnParent: true },
    ]);
  });

  it("list the own parent function's objectives first", () => {
    const options = parentObjectiveOptions(chart.byId.get('sales')!, '2026', all, objectives)!;
    expect(options.map((o) => o.id)).toEqual(['com-delight', 'ops-grow']);
    expect(options[0]!.fromOwnParent).toBe(true);
  });

  it('are an empty list when the level above has none (the dialog then says so)', () => {
    expect(parentObjectiveOptions(chart.byId.get('inside')!, '2026', all, objectives)).toEqual([]);
  });

  it('group assignments by perspective', () => {
    const groups = byPerspective(all, objectives);
    expect(groups.Financial.map((a) => a.id)).toEqual(['top', 'ops-grow']);
    expect(groups.Internal_Process).toEqual([]);
  });
});

describe('weight banners', () => {
  it('under 100: error with the amount to add', () => {
    const { overall } = weightBanners([{ id: 'a', weight: 40 }, { id: 'b', weight: 30 }], []);
    expect(overall.objectives).toMatchObject({ state: 'error', message: 'Objective weights total 70%. Add 30% more weight to reach 100%.' });
  });

  it('over 100: error with the amount to remove', () => {
    const { overall } = weightBanners([{ id: 'a', weight: 60 }, { id: 'b', weight: 50 }], []);
    expect(overall.objectives.message).toBe('Objective weights total 110%. Remove 10% to reach 100%.');
  });

  it('exactly 100: success; an objective without KPIs is a warning, a KPI set off 100 an error', () => {
    const { overall, kpis } = weightBanners(
      [{ id: 'a', weight: 60 }, { id: 'b', weight: 40 }],
      [{ objectiveAssignmentId: 'b', weight: 50 }, { objectiveAssignmentId: 'b', weight: 30 }],
    );
    expect(overall.objectives).toMatchObject({ state: 'success', message: 'Objective weights are perfectly balanced at 100%' });
    expect(kpis.get('a')).toMatchObject({ state: 'warning', message: 'No KPIs assigned to this objective yet' });
    expect(kpis.get('b')).toMatchObject({ state: 'error', message: 'KPI weights total 80%. Add 20% more weight to reach 100%.' });
    expect(overall.valid).toBe(false);
  });
});
