/**
 * The computed scorecard of one function for a frequency, period and view (DESIGN section 5),
 * from plain rows the caller loaded. The caller picks the rows: the function's objective
 * assignments and their KPI assignments for the year asked.
 */
import {
  BSC_PERSPECTIVES,
  perspectiveName,
  type BscPerspective,
  type ExplainFormulaInput,
  type KpiExplainAnswer,
  type RollupExplainAnswer,
  type Frequency,
  type PerformanceStatus,
  type PerspectiveLabelSettings,
  type PeriodKey,
  type PeriodValues,
  type Polarity,
  type ScorecardAnswer,
  type ScorecardKpi,
  type ScorecardObjective,
  type ScoringSettings,
  type Submissions,
  type ViewType,
  type YtdAggregation,
} from '@scorecard/contracts';
import { approvedResults } from './reporting-periods.js';
import { normalizeFrequency, normalizePeriodKey, parsePeriodValues, valueAt } from './periods.js';
import { levelBreakdown, objectiveBreakdown, perspectiveBreakdown, type RollupBreakdown } from './rollup.js';
import { levelCoverage, objectiveCoverage, perspectiveCoverage } from './coverage.js';
import { scoreBreakdown, type ScoreBreakdown } from './score.js';
import { resolveThresholds, statusFor, type PartialSettings } from './status.js';
import { duePeriodCount, effectiveView, kpiPeriodsInView, reportedPeriodsOf, windowValues } from './views.js';
import { calculatedYtd, formulaReferences, parseFormula, type ParsedFormula } from './formula.js';

export interface ScorecardObjectiveInput {
  objectiveAssignmentId: string;
  objectiveId: string;
  /** the library objective's name */
  name: string;
  bscPerspective: BscPerspective;
  weight: number;
}

export interface ScorecardKpiInput {
  kpiAssignmentId: string;
  /** the objective assignment it belongs to; KPIs of other objective assignments are ignored */
  objectiveAssignmentId: string;
  kpiId: string;
  name: string;
  unit: string;
  polarity: Polarity;
  /** as stored or entered; 'annually' and any case are accepted */
  frequency: string;
  isCumulative: boolean;
  weight: number;
  /** a period map, or the JSON string some rows hold */
  targets: PeriodValues | string | null | undefined;
  actualResults: PeriodValues | string | null | undefined;
  ownerId?: string | null;
  ownerName?: string | null;
  /** review states of the values (DESIGN decision 21); read only with the requireApproval setting */
  submissions?: Submissions | null;
  /** a calculated KPI's formula (DESIGN decision 25); its YTD follows `ytdAggregation` */
  formula?: string | null;
  ytdAggregation?: YtdAggregation | null;
}

/** The actual results of a function's KPIs for a year by KPI id: a calculated KPI's inputs. */
export type KpiInputValues = Readonly<Record<string, PeriodValues | null | undefined>>;

/** The input values of each KPI of a scorecard (its first assignment), for the calculated ones. */
export function inputValuesOf(kpis: readonly Pick<ScorecardKpiInput, 'kpiId' | 'actualResults'>[], parsed?: readonly PeriodValues[]): Record<string, PeriodValues> {
  const out: Record<string, PeriodValues> = {};
  kpis.forEach((kpi, i) => {
    if (!(kpi.kpiId in out)) out[kpi.kpiId] = parsed?.[i] ?? parsePeriodValues(kpi.actualResults);
  });
  return out;
}

/**
 * Target and actual of a calculated KPI over a window (DESIGN decision 25): over the periods it has
 * a value, the actual by its ytdAggregation ('formula': the formula over the inputs' sums) and the
 * target summed for 'sum', the last one for 'last', averaged otherwise (a ratio's target).
 */
export function calculatedValuesOver(
  periods: readonly PeriodKey[],
  kpi: { formula: string; ytdAggregation?: YtdAggregation | null },
  targets: PeriodValues,
  actualResults: PeriodValues,
  inputs: KpiInputValues | undefined,
): { target: number | null; actual: number | null; used: PeriodKey[] } {
  if (periods.length === 0) return { target: null, actual: null, used: [] };
  const aggregation = kpi.ytdAggregation ?? 'formula';
  const reported = reportedPeriodsOf(actualResults, periods);
  const window = reported.length > 0 ? reported : periods;
  const targetValues = window.map((key) => valueAt(targets, key)).filter((v): v is number => v !== null);
  const target =
    targetValues.length === 0
      ? null
      : aggregation === 'last'
        ? targetValues[targetValues.length - 1]!
        : Number((targetValues.reduce((a, b) => a + b, 0) / (aggregation === 'sum' ? 1 : targetValues.length)).toPrecision(15));
  if (reported.length === 0) return { target, actual: null, used: [] };
  let parsed: ParsedFormula | null = null;
  try {
    parsed = parseFormula(kpi.formula);
  } catch {
    parsed = null;
  }
  const actual = inputs || aggregation !== 'formula' ? calculatedYtd(aggregation, parsed, actualResults, inputs ?? {}, reported) : calculatedYtd('last', parsed, actualResults, {}, reported);
  return { target, actual, used: reported };
}

/** The settings the scorecard reads; a missing or null field takes its default. */
export type ScorecardSettings = PartialSettings<ScoringSettings & PerspectiveLabelSettings & { timeZone: string; requireApproval: boolean }>;

export interface ScorecardInput {
  functionId: string;
  year: number;
  /** frequency of the view ('annually' accepted) */
  frequency: Frequency | string;
  /** a period key of that frequency, any case ('Q2', 'june', 'annual') */
  period: string;
  view: ViewType;
  objectives: readonly ScorecardObjectiveInput[];
  kpis: readonly ScorecardKpiInput[];
  settings?: ScorecardSettings | null;
  /** the instant the scorecard is read at: decides which periods are due (decision 14); never read from a clock here */
  now: Date;
}

/** One KPI line's view: everything but the KPI's own rows is the screen's choice. */
export interface KpiLineView {
  year: number;
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
  now: Date;
  settings?: ScorecardSettings | null;
}

function requireFrequency(input: string, what: string): Frequency {
  const frequency = normalizeFrequency(input);
  if (frequency === null) throw new RangeError(`Unknown ${what} frequency '${input}' (expected monthly, quarterly or annual)`);
  return frequency;
}

/** A KPI line with the steps that made it (DESIGN decision 22's explain reads them). */
interface WorkedKpiLine {
  line: ScorecardKpi;
  window: PeriodKey[];
  used: PeriodKey[];
  targets: PeriodValues;
  actualResults: PeriodValues;
  score: ScoreBreakdown;
}

function workKpiLine(kpi: Omit<ScorecardKpiInput, 'objectiveAssignmentId'>, line: KpiLineView, inputs?: KpiInputValues, parsedResults?: PeriodValues): WorkedKpiLine {
  const settings = line.settings ?? {};
  const frequency = requireFrequency(kpi.frequency, `KPI '${kpi.name}'`);
  const recorded = parsedResults ?? parsePeriodValues(kpi.actualResults);
  const targets = parsePeriodValues(kpi.targets);
  const window = kpiPeriodsInView(frequency, line.frequency, line.period, line.view);
  // With requireApproval only approved values count; the others make the line 'Awaiting approval'.
  const actualResults = settings.requireApproval ? approvedResults(recorded, kpi.submissions) : recorded;
  // Answered only with requireApproval, so a scorecard without it keeps its shape.
  const awaiting = settings.requireApproval ? { awaitingApproval: reportedPeriodsOf(recorded, window).length > reportedPeriodsOf(actualResults, window).length } : {};
  const values = kpi.formula
    ? calculatedValuesOver(window, { formula: kpi.formula, ytdAggregation: kpi.ytdAggregation }, targets, actualResults, inputs)
    : windowValues(window, kpi.isCumulative, targets, actualResults);
  const score = scoreBreakdown(kpi.polarity, values.target, values.actual, settings.scoreCapPercentage);
  const status: PerformanceStatus = statusFor(score.score, settings);
  return {
    window,
    used: values.used,
    targets,
    actualResults,
    score,
    line: {
      kpiAssignmentId: kpi.kpiAssignmentId,
      kpiId: kpi.kpiId,
      name: kpi.name,
      weight: kpi.weight,
      unit: kpi.unit,
      polarity: kpi.polarity,
      isCumulative: kpi.isCumulative,
      frequency,
      ownerId: kpi.ownerId ?? null,
      ownerName: kpi.ownerName ?? null,
      target: values.target,
      actual: values.actual,
      score: score.score,
      status,
      reportedPeriods: reportedPeriodsOf(actualResults, window).length,
      duePeriods: duePeriodCount(frequency, window, line.year, line.now, settings.timeZone ?? undefined),
      ...awaiting,
      ...(kpi.formula ? { calculated: true } : {}),
    },
  };
}

/**
 * One KPI line of a view: target and actual of the window (views.ts), strict score (null without
 * both), status against the thresholds, and how many of the window's periods reported and are due
 * (DESIGN decision 14). Throws a RangeError on an unknown KPI frequency.
 */
export function computeKpiLine(kpi: Omit<ScorecardKpiInput, 'objectiveAssignmentId'>, line: KpiLineView, inputs?: KpiInputValues): ScorecardKpi {
  return workKpiLine(kpi, line, inputs).line;
}

/** A scorecard with the steps that made it: each line's and each roll-up's. */
interface WorkedScorecard {
  answer: ScorecardAnswer;
  settings: ScorecardSettings;
  inputs: KpiInputValues | undefined;
  lines: Map<string, WorkedKpiLine & { input: ScorecardKpiInput; objectiveAssignmentId: string; index: number }>;
  objectives: Map<string, RollupBreakdown>;
  perspectives: Map<BscPerspective, RollupBreakdown>;
  level: RollupBreakdown;
}

function workScorecard(input: ScorecardInput): WorkedScorecard {
  const frequency = requireFrequency(input.frequency, 'view');
  const period = normalizePeriodKey(frequency, input.period);
  if (period === null) throw new RangeError(`'${input.period}' is not a ${frequency} period`);
  const view = effectiveView(frequency, input.view);
  const settings = input.settings ?? {};

  const line: KpiLineView = { year: input.year, frequency, period, view, now: input.now, settings };
  const kpisByObjective = new Map<string, ScorecardKpi[]>();
  const lines: WorkedScorecard['lines'] = new Map();
  // Each line's results are read once, for its own line and as a calculated KPI's input (issue 36).
  const results = input.kpis.map((k) => parsePeriodValues(k.actualResults));
  const inputs = input.kpis.some((k) => k.formula) ? inputValuesOf(input.kpis, results) : undefined;
  for (const [i, kpi] of input.kpis.entries()) {
    const list = kpisByObjective.get(kpi.objectiveAssignmentId) ?? [];
    const worked = workKpiLine(kpi, line, inputs, results[i]);
    lines.set(kpi.kpiAssignmentId, { ...worked, input: kpi, objectiveAssignmentId: kpi.objectiveAssignmentId, index: list.length });
    list.push(worked.line);
    kpisByObjective.set(kpi.objectiveAssignmentId, list);
  }

  const breakdowns = new Map<string, RollupBreakdown>();
  const objectives: (ScorecardObjective & { perspective: BscPerspective })[] = input.objectives.map((o) => {
    const kpis = kpisByObjective.get(o.objectiveAssignmentId) ?? [];
    const breakdown = objectiveBreakdown(kpis);
    breakdowns.set(o.objectiveAssignmentId, breakdown);
    return {
      perspective: o.bscPerspective,
      objectiveAssignmentId: o.objectiveAssignmentId,
      objectiveId: o.objectiveId,
      name: o.name,
      weight: o.weight,
      score: breakdown.score,
      coverage: objectiveCoverage(kpis),
      kpis,
    };
  });

  const perspectiveBreakdowns = new Map<BscPerspective, RollupBreakdown>();
  const perspectives = BSC_PERSPECTIVES.map((key) => {
    const own = objectives.filter((o) => o.perspective === key).map(({ perspective: _, ...objective }) => objective);
    const scores = own.flatMap((o) => o.kpis.map((k) => k.score));
    const breakdown = perspectiveBreakdown(own.flatMap((o) => o.kpis));
    perspectiveBreakdowns.set(key, breakdown);
    return {
      key,
      name: perspectiveName(key, settings),
      score: breakdown.score,
      coverage: perspectiveCoverage(scores),
      objectives: own,
    };
  });

  const level = levelBreakdown(objectives);
  return {
    answer: {
      functionId: input.functionId,
      year: input.year,
      frequency,
      period,
      view,
      score: level.score,
      coverage: levelCoverage(objectives),
      perspectives,
    },
    settings,
    inputs,
    lines,
    objectives: breakdowns,
    perspectives: perspectiveBreakdowns,
    level,
  };
}

/**
 * Computes the scorecard answer:
 * - each KPI: target and actual of the view (see views.ts), strict score (null without both), status;
 * - each objective: objectiveScore of its KPIs with their KPI weights, and its coverage;
 * - each perspective (all four, in BSC order, named by the organization's labels): rounded average
 *   of the scores of all KPIs under its objectives, and their coverage;
 * - the level: levelScore of the objectives with their objective weights, and its coverage (coverage.ts).
 * Objectives and KPIs keep the order given. Throws a RangeError on an unknown frequency or a period
 * that is not a key of the view frequency (validate requests with normalizePeriodKey first).
 * The explain functions below read the same computation's steps: one formula for both.
 */
export function computeScorecard(input: ScorecardInput): ScorecardAnswer {
  return workScorecard(input).answer;
}

function formulaInputsOf(worked: WorkedKpiLine & { input: ScorecardKpiInput }, all: readonly ScorecardKpiInput[], inputs: KpiInputValues): ExplainFormulaInput[] {
  return formulaReferences(worked.input.formula).map((kpiId) => ({
    kpiId,
    name: all.find((k) => k.kpiId === kpiId)?.name ?? 'Unknown',
    values: worked.window.map((period) => ({ period, actual: valueAt(inputs[kpiId], period) })),
  }));
}

/**
 * How one KPI line's score is made (DESIGN decision 22): the periods used and skipped, the sums,
 * polarity, ratio, cap, score, band and the line's part of its objective's score. Null when the KPI
 * assignment is not on the scorecard (its objective assignment is not among the objectives).
 */
export function explainKpi(input: ScorecardInput, kpiAssignmentId: string): KpiExplainAnswer | null {
  const worked = workScorecard(input);
  const line = worked.lines.get(kpiAssignmentId);
  const objective = line && worked.objectives.get(line.objectiveAssignmentId);
  if (!line || !objective) return null;
  const part = objective.items[line.index]!;
  const k = line.line;
  return {
    kind: 'kpi',
    kpiAssignmentId: k.kpiAssignmentId,
    objectiveAssignmentId: line.objectiveAssignmentId,
    name: k.name,
    unit: k.unit,
    frequency: k.frequency,
    periodsUsed: line.used.map((period) => ({ period, target: valueAt(line.targets, period), actual: valueAt(line.actualResults, period) })),
    periodsSkipped: line.window.filter((period) => !line.used.includes(period)),
    targetSum: k.target,
    actualSum: k.actual,
    polarity: k.polarity,
    isCumulative: k.isCumulative,
    rawScore: line.score.rawScore,
    cap: line.score.cap,
    score: k.score,
    status: k.status,
    thresholds: resolveThresholds(worked.settings),
    weight: k.weight,
    weightInForce: part.weightInForce,
    contribution: part.contribution,
    ...(line.input.formula ? { formula: line.input.formula, formulaInputs: formulaInputsOf(line, input.kpis, worked.inputs!) } : {}),
  };
}

function rollupAnswer(
  kind: RollupExplainAnswer['kind'],
  id: string,
  name: string,
  breakdown: RollupBreakdown,
  items: readonly { id: string; name: string }[],
  coverage: RollupExplainAnswer['coverage'],
  settings: ScorecardSettings,
): RollupExplainAnswer {
  return {
    kind,
    id,
    name,
    items: breakdown.items.map((part, i) => ({
      kind: kind === 'level' ? 'objective' : 'kpi',
      id: items[i]!.id,
      name: items[i]!.name,
      weight: part.weight,
      score: part.score,
      included: part.included,
      weightInForce: part.weightInForce,
      contribution: part.contribution,
    })),
    coverage,
    method: breakdown.method,
    rawScore: breakdown.rawScore,
    score: breakdown.score,
    status: statusFor(breakdown.score, settings),
    thresholds: resolveThresholds(settings),
  };
}

/** How an objective's score is made from its KPI lines (DESIGN decision 22); null when it is not on the scorecard. */
export function explainObjective(input: ScorecardInput, objectiveAssignmentId: string): RollupExplainAnswer | null {
  const worked = workScorecard(input);
  const breakdown = worked.objectives.get(objectiveAssignmentId);
  if (!breakdown) return null;
  const objective = worked.answer.perspectives.flatMap((p) => p.objectives).find((o) => o.objectiveAssignmentId === objectiveAssignmentId)!;
  const items = objective.kpis.map((k) => ({ id: k.kpiAssignmentId, name: k.name }));
  return rollupAnswer('objective', objectiveAssignmentId, objective.name, breakdown, items, objective.coverage, worked.settings);
}

/**
 * How a perspective's score is made: the plain average of the KPI lines under its objectives (an
 * addition to DESIGN decision 22, so every score on the screens explains itself). Null for an
 * unknown perspective key.
 */
export function explainPerspective(input: ScorecardInput, key: string): RollupExplainAnswer | null {
  const worked = workScorecard(input);
  const perspective = worked.answer.perspectives.find((p) => p.key === key);
  if (!perspective) return null;
  const items = perspective.objectives.flatMap((o) => o.kpis.map((k) => ({ id: k.kpiAssignmentId, name: k.name })));
  return rollupAnswer('perspective', key, perspective.name, worked.perspectives.get(perspective.key)!, items, perspective.coverage, worked.settings);
}

/** How the level's score is made from its objectives (DESIGN decision 22); `name` is the function's. */
export function explainLevel(input: ScorecardInput, name: string): RollupExplainAnswer {
  const worked = workScorecard(input);
  const items = input.objectives.map((o) => ({ id: o.objectiveAssignmentId, name: o.name }));
  return rollupAnswer('level', input.functionId, name, worked.level, items, worked.answer.coverage, worked.settings);
}

/**
 * The '2 of 3 reported' note of a KPI line (DESIGN decision 14): shown when fewer periods of the
 * window reported than have ended, else null (results entered early are not a gap).
 */
export function reportingNote(line: Pick<ScorecardKpi, 'reportedPeriods' | 'duePeriods'>): string | null {
  return line.reportedPeriods < line.duePeriods ? `${line.reportedPeriods} of ${line.duePeriods} reported` : null;
}
