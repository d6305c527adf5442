/**
 * View logic of Set and Cascade, free of React: the chart's tree, the rows it shows, keyboard
 * moves, level choices, parent-objective options and the weight banners (rules from libs/*).
 */
import {
  BSC_PERSPECTIVES,
  FUNCTION_LEVELS,
  defaultChildLevel,
  parentLevel,
  type BscPerspective,
  type FunctionAssignmentCounts,
  type FunctionLevel,
  type KpiAssignment,
  type Objective,
  type ObjectiveAssignment,
  type OrganizationFunction,
} from '@scorecard/contracts';
import { checkScorecardWeights, type ScorecardWeightsCheck, type WeightCheck } from '@scorecard/scoring';

export type ChartFunction = OrganizationFunction;

/** A chart card's counts: the contract's row without the function it belongs to. */
export type AssignmentCounts = Omit<FunctionAssignmentCounts, 'functionId'>;

export interface ChartTree {
  byId: Map<string, ChartFunction>;
  /** children by parent id, sorted by name; roots under null */
  children: Map<string | null, ChartFunction[]>;
  roots: ChartFunction[];
}

const byName = (a: ChartFunction, b: ChartFunction) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The tree of the organization's functions; a function whose parent is missing is shown as a root. */
export function buildChart(functions: readonly ChartFunction[]): ChartTree {
  const byId = new Map(functions.map((f) => [f.id, f]));
  const children = new Map<string | null, ChartFunction[]>();
  for (const f of functions) {
    const parent = f.parentId && byId.has(f.parentId) ? f.parentId : null;
    const list = children.get(parent);
    if (list) list.push(f);
    else children.set(parent, [f]);
  }
  for (const list of children.values()) list.sort(byName);
  // The CEO level first among roots, whatever its name.
  const roots = [...(children.get(null) ?? [])].sort((a, b) => FUNCTION_LEVELS.indexOf(a.level) - FUNCTION_LEVELS.indexOf(b.level) || byName(a, b));
  children.set(null, roots);
  return { byId, children, roots };
}

/** The function's ancestors, top first (not the function itself). */
export function ancestorsOf(tree: ChartTree, id: string): ChartFunction[] {
  const chain: ChartFunction[] = [];
  const seen = new Set<string>([id]);
  let parentId = tree.byId.get(id)?.parentId ?? null;
  while (parentId && !seen.has(parentId) && tree.byId.has(parentId)) {
    seen.add(parentId);
    const parent = tree.byId.get(parentId)!;
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
}

/** The function and every function below it. */
export function subtreeIds(tree: ChartTree, id: string): string[] {
  const ids: string[] = [];
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (!tree.byId.has(current)) continue;
    ids.push(current);
    for (const child of tree.children.get(current) ?? []) stack.push(child.id);
  }
  return ids;
}

export interface ChartRow {
  fn: ChartFunction;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** the row's position among its siblings (1-based) and their number, for aria-posinset / aria-setsize */
  position: number;
  siblings: number;
}

const matches = (f: ChartFunction, query: string) =>
  f.name.toLowerCase().includes(query) || (f.description ?? '').toLowerCase().includes(query);

/**
 * The rows the chart shows, in order: expanded branches open. With a search, the functions whose
 * name or description contain it (any case) and their ancestors, all open.
 */
export function visibleRows(tree: ChartTree, expanded: ReadonlySet<string>, search = ''): ChartRow[] {
  const query = search.trim().toLowerCase();
  let keep: Set<string> | null = null;
  if (query) {
    keep = new Set<string>();
    for (const f of tree.byId.values()) {
      if (!matches(f, query)) continue;
      keep.add(f.id);
      for (const a of ancestorsOf(tree, f.id)) keep.add(a.id);
    }
  }
  const rows: ChartRow[] = [];
  const walk = (list: ChartFunction[], depth: number) => {
    const shown = keep ? list.filter((f) => keep.has(f.id)) : list;
    shown.forEach((fn, index) => {
      const kids = tree.children.get(fn.id) ?? [];
      const hasChildren = keep ? kids.some((k) => keep.has(k.id)) : kids.length > 0;
      const open = hasChildren && (keep !== null || expanded.has(fn.id));
      rows.push({ fn, depth, hasChildren, expanded: open, position: index + 1, siblings: shown.length });
      if (open) walk(kids, depth + 1);
    });
  };
  walk(tree.roots, 0);
  return rows;
}

export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export interface TreeMove {
  /** the row to focus */
  focus?: string;
  expand?: string;
  collapse?: string;
}

/**
 * The WAI-ARIA tree pattern's keys: up and down move between visible rows; right opens a closed
 * row or moves to its first child; left closes an open row or moves to its parent; Home and End.
 */
export function treeKeyMove(rows: readonly ChartRow[], currentId: string, key: TreeKey): TreeMove {
  const index = rows.findIndex((r) => r.fn.id === currentId);
  if (index < 0) return rows[0] ? { focus: rows[0].fn.id } : {};
  const row = rows[index]!;
  switch (key) {
    case 'ArrowDown':
      return { focus: rows[Math.min(index + 1, rows.length - 1)]!.fn.id };
    case 'ArrowUp':
      return { focus: rows[Math.max(index - 1, 0)]!.fn.id };
    case 'Home':
      return { focus: rows[0]!.fn.id };
    case 'End':
      return { focus: rows[rows.length - 1]!.fn.id };
    case 'ArrowRight':
      if (!row.hasChildren) return {};
      if (!row.expanded) return { expand: row.fn.id };
      return { focus: rows[index + 1]?.fn.id };
    case 'ArrowLeft': {
      if (row.hasChildren && row.expanded) return { collapse: row.fn.id };
      const parent = rows.slice(0, index).reverse().find((r) => r.depth === row.depth - 1);
      return parent ? { focus: parent.fn.id } : {};
    }
  }
}

/**
 * Levels a new child of `parent` may take: the default child level first (division under ceo,
 * general-department under division, otherwise department), then the deeper ones. None under a
 * department. Without a parent the only choice is the CEO level (the first function).
 */
export function childLevelOptions(parent: FunctionLevel | null): FunctionLevel[] {
  if (parent === null) return ['ceo'];
  const first = defaultChildLevel(parent);
  if (first === null) return [];
  return FUNCTION_LEVELS.slice(FUNCTION_LEVELS.indexOf(first));
}

export interface ParentOption {
  id: string;
  /** the objective's name */
  label: string;
  functionName: string;
  /** assigned to the function's own parent function: listed first */
  fromOwnParent: boolean;
}

/**
 * Parent objective choices for an assignment to `fn` in `year`: objective assignments of the next
 * level up (department → general-department → division → ceo) for the same year, those of the
 * function's own parent first. The CEO level has no parent (null).
 */
export function parentObjectiveOptions(
  fn: Pick<ChartFunction, 'level' | 'parentId'>,
  year: string,
  assignments: readonly ObjectiveAssignment[],
  objectivesById: ReadonlyMap<string, Pick<Objective, 'name'>>,
): ParentOption[] | null {
  const level = parentLevel(fn.level);
  if (level === null) return null;
  return assignments
    .filter((a) => a.organizationLevel === level && a.period === year)
    .map((a) => ({
      id: a.id,
      label: objectivesById.get(a.objectiveId)?.name ?? 'Unknown',
      functionName: a.organizationFunction,
      fromOwnParent: a.organizationFunctionId === fn.parentId,
    }))
    .sort((a, b) => Number(b.fromOwnParent) - Number(a.fromOwnParent) || a.functionName.localeCompare(b.functionName) || a.label.localeCompare(b.label));
}

export interface WeightBanners {
  overall: ScorecardWeightsCheck;
  /** KPI weight check per objective assignment id */
  kpis: Map<string, WeightCheck>;
}

/** The scorecard's weight banners: objective weights of the function, and KPI weights per objective (libs/scoring's rules). */
export function weightBanners(objectives: readonly Pick<ObjectiveAssignment, 'id' | 'weight'>[], kpis: readonly Pick<KpiAssignment, 'objectiveAssignmentId' | 'weight'>[]): WeightBanners {
  const weightsOf = (id: string) => kpis.filter((k) => k.objectiveAssignmentId === id).map((k) => k.weight);
  const overall = checkScorecardWeights(
    objectives.map((o) => o.weight),
    objectives.map((o) => weightsOf(o.id)),
  );
  return { overall, kpis: new Map(objectives.map((o, index) => [o.id, overall.kpiSets[index]!])) };
}

/** Objective assignments per perspective, in the four perspectives' order (an assignment whose objective is not loaded is left out). */
export function byPerspective<T extends Pick<ObjectiveAssignment, 'objectiveId'>>(
  assignments: readonly T[],
  objectivesById: ReadonlyMap<string, Pick<Objective, 'bscPerspective'>>,
): Record<BscPerspective, T[]> {
  const groups = Object.fromEntries(BSC_PERSPECTIVES.map((p) => [p, [] as T[]])) as Record<BscPerspective, T[]>;
  for (const a of assignments) {
    const perspective = objectivesById.get(a.objectiveId)?.bscPerspective;
    if (perspective && groups[perspective]) groups[perspective].push(a);
  }
  return groups;
}
