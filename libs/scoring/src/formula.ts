/**
 * Calculated KPIs (DESIGN decision 25): a formula over other KPIs of the organization, stored with
 * `{KPI:<id>}` references, + - * / and parentheses. Parsed by jsep (no eval, no hand-written
 * parser): each reference is replaced by an identifier (k0, k1...) before parsing and mapped back;
 * the AST is then checked (only those operators, numbers and references) and evaluated here.
 * A missing input or a zero denominator gives no value (null), never 0, Infinity or NaN.
 */
import jsep from 'jsep';
import type { PeriodKey, PeriodValues, YtdAggregation } from '@scorecard/contracts';
import { valueAt } from './periods.js';

export const KPI_REFERENCE = /\{KPI:([0-9A-Za-z-]+)\}/g;

/** A formula that could not be read (its message is the API's 422 message). */
export class FormulaError extends Error {}

type Node =
  | { kind: 'number'; value: number }
  | { kind: 'ref'; id: string }
  | { kind: 'neg'; arg: Node }
  | { kind: 'op'; op: '+' | '-' | '*' | '/'; left: Node; right: Node };

export interface ParsedFormula {
  /** the referenced KPI ids, each once, in order of appearance */
  references: string[];
  root: Node;
}

const OPERATORS = new Set(['+', '-', '*', '/']);

/** The KPI ids a formula refers to, each once, in order (no parsing: for lists and graphs). */
export function formulaReferences(formula: string | null | undefined): string[] {
  if (!formula) return [];
  const ids: string[] = [];
  for (const match of formula.matchAll(KPI_REFERENCE)) if (!ids.includes(match[1]!)) ids.push(match[1]!);
  return ids;
}

/** Parses a stored formula; throws a FormulaError whose message says what is wrong. */
export function parseFormula(formula: string): ParsedFormula {
  const references: string[] = [];
  const replaced = formula.replace(KPI_REFERENCE, (_all, id: string) => {
    let index = references.indexOf(id);
    if (index < 0) index = references.push(id) - 1;
    return ` __k${index} `;
  });
  if (replaced.trim() === '') throw new FormulaError('The formula is empty');
  if (/[{}]/.test(replaced)) throw new FormulaError('The formula has a malformed KPI reference');
  let ast: jsep.Expression;
  try {
    ast = jsep(replaced);
  } catch (error) {
    throw new FormulaError(`The formula is not valid: ${(error as Error).message.replace(/__k\d+/g, 'KPI')}`);
  }
  const convert = (node: jsep.Expression): Node => {
    switch (node.type) {
      case 'Literal': {
        const value = (node as jsep.Literal).value;
        if (typeof value !== 'number' || !Number.isFinite(value)) throw new FormulaError(`The formula is not valid: ${String((node as jsep.Literal).raw)} is not a number`);
        return { kind: 'number', value };
      }
      case 'Identifier': {
        const name = (node as jsep.Identifier).name;
        const match = /^__k(\d+)$/.exec(name);
        if (!match) throw new FormulaError(`The formula is not valid: '${name}' is not a KPI reference`);
        return { kind: 'ref', id: references[Number(match[1])]! };
      }
      case 'UnaryExpression': {
        const unary = node as jsep.UnaryExpression;
        if (unary.operator === '-') return { kind: 'neg', arg: convert(unary.argument) };
        if (unary.operator === '+') return convert(unary.argument);
        throw new FormulaError(`The formula is not valid: '${unary.operator}' is not allowed (only + - * / and parentheses)`);
      }
      case 'BinaryExpression': {
        const binary = node as jsep.BinaryExpression;
        if (!OPERATORS.has(binary.operator)) throw new FormulaError(`The formula is not valid: '${binary.operator}' is not allowed (only + - * / and parentheses)`);
        return { kind: 'op', op: binary.operator as '+' | '-' | '*' | '/', left: convert(binary.left), right: convert(binary.right) };
      }
      default:
        throw new FormulaError('The formula is not valid: only numbers, KPI references, + - * / and parentheses are allowed');
    }
  };
  return { references, root: convert(ast) };
}

/** Whether a formula parses (for forms); the error message otherwise. */
export function formulaProblem(formula: string): string | null {
  try {
    parseFormula(formula);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The formula's value for the inputs' values; null when an input is missing or a denominator is zero. */
export function evaluateFormula(parsed: ParsedFormula, inputs: Readonly<Record<string, number | null | undefined>>): number | null {
  const run = (node: Node): number | null => {
    switch (node.kind) {
      case 'number':
        return node.value;
      case 'ref': {
        const value = inputs[node.id];
        return typeof value === 'number' && Number.isFinite(value) ? value : null;
      }
      case 'neg': {
        const value = run(node.arg);
        return value === null ? null : -value;
      }
      case 'op': {
        const left = run(node.left);
        const right = run(node.right);
        if (left === null || right === null) return null;
        if (node.op === '+') return left + right;
        if (node.op === '-') return left - right;
        if (node.op === '*') return left * right;
        return right === 0 ? null : left / right;
      }
    }
  };
  const value = run(parsed.root);
  if (value === null || !Number.isFinite(value)) return null;
  return Number(value.toPrecision(15));
}

/** The formula evaluated period by period over the inputs' values (keyed like `periods`). */
export function computePeriodValues(
  parsed: ParsedFormula,
  inputs: Readonly<Record<string, PeriodValues | null | undefined>>,
  periods: readonly PeriodKey[],
): PeriodValues {
  const out: PeriodValues = {};
  for (const key of periods) {
    const values: Record<string, number | null> = {};
    for (const id of parsed.references) values[id] = valueAt(inputs[id], key);
    out[key] = evaluateFormula(parsed, values);
  }
  return out;
}

export interface FormulaKpi {
  id: string;
  name: string;
  formula: string | null;
}

/**
 * The reason a KPI's formula cannot be saved, or null: a syntax error, a reference to a KPI that
 * is not in `kpis` (the organization's), a self-reference, or a cycle (named KPI by KPI).
 */
export function formulaGraphProblem(kpi: { id: string | null; name: string; formula: string }, kpis: readonly FormulaKpi[]): string | null {
  let parsed: ParsedFormula;
  try {
    parsed = parseFormula(kpi.formula);
  } catch (error) {
    return (error as Error).message;
  }
  const byId = new Map(kpis.map((k) => [k.id, k]));
  for (const id of parsed.references) {
    if (id === kpi.id) return `'${kpi.name}' cannot refer to itself`;
    if (!byId.has(id)) return `The formula refers to an unknown KPI: ${id}`;
  }
  if (kpi.id === null) return null;
  const referencesOf = (id: string) => (id === kpi.id ? parsed.references : formulaReferences(byId.get(id)?.formula));
  const nameOf = (id: string) => (id === kpi.id ? kpi.name : byId.get(id)!.name);
  const cycle = findCycleFrom(kpi.id, referencesOf);
  return cycle ? `The formula makes a cycle: ${cycle.map(nameOf).join(' → ')}` : null;
}

/** A path start → … → start through `referencesOf`, or null when none returns to `start`. */
export function findCycleFrom(start: string, referencesOf: (id: string) => readonly string[]): string[] | null {
  const seen = new Set<string>();
  const walk = (id: string, path: string[]): string[] | null => {
    for (const next of referencesOf(id)) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** Ids of the KPIs whose formulas depend (directly or not) on `changed`, in an order where inputs come first. */
export function dependentsInOrder(changed: readonly string[], kpis: readonly FormulaKpi[]): string[] {
  const users = new Map<string, string[]>();
  for (const k of kpis) for (const ref of formulaReferences(k.formula)) users.set(ref, [...(users.get(ref) ?? []), k.id]);
  const reached = new Set<string>();
  const queue = [...changed];
  while (queue.length) for (const user of users.get(queue.shift()!) ?? []) if (!reached.has(user)) reached.add(user), queue.push(user);
  const order: string[] = [];
  const done = new Set<string>();
  const visit = (id: string, stack: Set<string>) => {
    if (done.has(id) || stack.has(id)) return;
    stack.add(id);
    for (const ref of formulaReferences(kpis.find((k) => k.id === id)?.formula)) if (reached.has(ref)) visit(ref, stack);
    done.add(id);
    order.push(id);
  };
  for (const id of reached) visit(id, new Set());
  return order;
}

/** 'formula' when a formula exists, else 'sum' (DESIGN decision 25). */
export function defaultYtdAggregation(formula: string | null | undefined): YtdAggregation {
  return formula ? 'formula' : 'sum';
}

/**
 * The year-to-date actual of a calculated KPI over the reported window `periods`:
 * 'sum', 'average' and 'last' over its own values; 'formula' recomputes the formula over the sums
 * of its inputs over the same periods (ratio-safe: a year's margin is sum(profit) / sum(revenue)).
 */
export function calculatedYtd(
  aggregation: YtdAggregation,
  parsed: ParsedFormula | null,
  own: PeriodValues | null | undefined,
  inputs: Readonly<Record<string, PeriodValues | null | undefined>>,
  periods: readonly PeriodKey[],
): number | null {
  const present = periods.map((key) => valueAt(own, key)).filter((v): v is number => v !== null);
  if (aggregation === 'formula' && parsed) {
    const sums: Record<string, number | null> = {};
    for (const id of parsed.references) {
      let total: number | null = null;
      for (const key of periods) {
        const value = valueAt(inputs[id], key);
        if (value === null) {
          total = null;
          break;
        }
        total = (total ?? 0) + value;
      }
      sums[id] = total;
    }
    return evaluateFormula(parsed, sums);
  }
  if (present.length === 0) return null;
  if (aggregation === 'last') return present[present.length - 1]!;
  const sum = present.reduce((a, b) => a + b, 0);
  return Number((aggregation === 'average' ? sum / present.length : sum).toPrecision(15));
}

/** The stored formula shown with KPI names: `{KPI:id}` → `[Name]` (unknown ids stay as they are). */
export function formulaToNames(formula: string, nameOf: (id: string) => string | undefined): string {
  return formula.replace(KPI_REFERENCE, (all, id: string) => {
    const name = nameOf(id);
    return name === undefined ? all : `[${name}]`;
  });
}

/** The editor's text back to the stored form: `[Name]` → `{KPI:id}`; throws a FormulaError for an unknown name. */
export function formulaFromNames(text: string, idOf: (name: string) => string | undefined): string {
  return text.replace(/\[([^\]]+)\]/g, (_all, name: string) => {
    const id = idOf(name.trim());
    if (id === undefined) throw new FormulaError(`The formula refers to an unknown KPI: ${name.trim()}`);
    return `{KPI:${id}}`;
  });
}

/** One function and year's inputs, for the editor's preview (DESIGN decision 25, our addition). */
export interface FormulaPreviewGroup<K extends string = string> {
  key: K;
  year: string;
  /** each referenced KPI's actual results on that function and year */
  inputs: Readonly<Record<string, PeriodValues | null | undefined>>;
}

/**
 * The formula's value for the latest period that has one, over every group (function and year):
 * the latest year first, then the latest period of `periods`; between groups with the same
 * latest period the first one given wins. Null when no period of any group gives a value.
 */
export function latestFormulaValue<K extends string>(
  parsed: ParsedFormula,
  groups: readonly FormulaPreviewGroup<K>[],
  periods: readonly PeriodKey[],
): { key: K; year: string; period: PeriodKey; value: number } | null {
  let best: { key: K; year: string; period: PeriodKey; value: number; index: number } | null = null;
  for (const group of groups) {
    const values = computePeriodValues(parsed, group.inputs, periods);
    for (let index = periods.length - 1; index >= 0; index--) {
      const value = valueAt(values, periods[index]!);
      if (value === null) continue;
      if (!best || group.year > best.year || (group.year === best.year && index > best.index)) {
        best = { key: group.key, year: group.year, period: periods[index]!, value, index };
      }
      break;
    }
  }
  return best && { key: best.key, year: best.year, period: best.period, value: best.value };
}
