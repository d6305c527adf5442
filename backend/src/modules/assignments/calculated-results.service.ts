import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { HISTORY_MESSAGES, type PeriodKey, type PeriodValues } from '@scorecard/contracts';
import { computePeriodValues, dependentsInOrder, parseFormula, periodsOf, ParsedFormula } from '@scorecard/scoring';
import { EntityManager } from 'typeorm';
import { KPI_FORMULA_CHANGED, KpiFormulaChanged } from '../library/library.events';
import { CalculatedKpi, KpiService } from '../library/kpi.service';
import { PeriodLocksService } from '../period-close/period-locks.service';
import { SettingsService } from '../settings/settings.service';
import { calculationRows, CalculationRow, CalculationScope, writePeriodMaps } from './assignment.queries';
import { changedPeriods, storedResult } from './period-values';
import { KpiValueHistoryService } from './kpi-value-history.service';
import { refreshViewScores } from './view-scores';

export const CALCULATED_MESSAGES = {
  manualWrite: (kpiName: string) => `'${kpiName}' is a calculated KPI: its results are computed from its formula and cannot be entered by hand`,
};

/**
 * Calculated KPIs (DESIGN decision 25): a calculated KPI assignment's actual results come from the
 * assignments of the KPIs its formula references on the same function and year (the oldest one
 * when a KPI is assigned twice there), recomputed on the transaction that changes an input, a
 * formula, or creates an assignment. Whatever the organization's size: one query for its
 * calculated KPIs (the library's), one for the rows involved (locked), one for the period locks and
 * one write, and only when something changes. A missing input or a zero denominator gives no value.
 */
@Injectable()
export class CalculatedResultsService {
  constructor(
    private readonly kpis: KpiService,
    private readonly settings: SettingsService,
    private readonly locks: PeriodLocksService,
    private readonly history: KpiValueHistoryService,
  ) {}

  /** The organization's calculated KPIs (one query), for a caller that checks and recomputes on the same write. */
  calculatedKpis(manager: EntityManager, organizationId: string): Promise<CalculatedKpi[]> {
    return this.kpis.calculatedIn(manager, organizationId);
  }

  /** 422 when a write would change by hand the results of a calculated KPI's assignment. */
  refuseManualResults(kpi: { name: string; formula: string | null }, resultsChanged: boolean): void {
    if (kpi.formula && resultsChanged) throw new UnprocessableEntityException(CALCULATED_MESSAGES.manualWrite(kpi.name));
  }

  /**
   * After the assignments `changed` were written (or created): the calculated ones among them and
   * every calculated KPI depending on their KPIs, on the same functions and years, are recomputed.
   */
  async afterWrite(
    manager: EntityManager,
    organizationId: string,
    changed: { id: string; kpiId: string }[],
    options: { calculated?: CalculatedKpi[]; scoreCap?: number | null } = {},
  ): Promise<void> {
    if (changed.length === 0) return;
    const calculated = options.calculated ?? (await this.kpis.calculatedIn(manager, organizationId));
    if (calculated.length === 0) return;
    const changedKpis = [...new Set(changed.map((c) => c.kpiId))];
    const own = changedKpis.filter((id) => calculated.some((k) => k.id === id));
    const targets = [...new Set([...own, ...dependentsInOrder(changedKpis, calculated)])];
    if (targets.length === 0) return;
    await this.recompute(manager, organizationId, calculated, targets, { assignmentIds: changed.map((c) => c.id) }, options.scoreCap);
  }

  /** After an assignment was deleted: the calculated KPIs depending on its KPI, on its function and year. */
  async afterRemove(manager: EntityManager, organizationId: string, removed: { kpiId: string; objectiveAssignmentId: string }): Promise<void> {
    const calculated = await this.kpis.calculatedIn(manager, organizationId);
    const targets = dependentsInOrder([removed.kpiId], calculated);
    if (targets.length === 0) return;
    await this.recompute(manager, organizationId, calculated, targets, { objectiveAssignmentIds: [removed.objectiveAssignmentId] });
  }

  /** A KPI's formula changed: its assignments and those of the KPIs depending on it are recomputed. */
  @OnEvent(KPI_FORMULA_CHANGED, { suppressErrors: false })
  async onFormulaChanged(event: KpiFormulaChanged): Promise<void> {
    const calculated = await this.kpis.calculatedIn(event.manager, event.organizationId);
    const targets = [...new Set([...(calculated.some((k) => k.id === event.kpiId) ? [event.kpiId] : []), ...dependentsInOrder([event.kpiId], calculated)])];
    if (targets.length === 0) {
      // The formula was removed: its assignments keep their last values, now open to manual entry.
      return;
    }
    await this.recompute(event.manager, event.organizationId, calculated, targets, { kpiId: event.kpiId });
  }

  private async recompute(
    manager: EntityManager,
    organizationId: string,
    calculated: CalculatedKpi[],
    targets: string[],
    scope: CalculationScope,
    scoreCap?: number | null,
  ): Promise<void> {
    const byId = new Map(calculated.map((k) => [k.id, k]));
    const parsed = new Map<string, ParsedFormula>();
    for (const id of targets) parsed.set(id, parseFormula(byId.get(id)!.formula!));
    const needed = new Set(targets);
    for (const formula of parsed.values()) for (const ref of formula.references) needed.add(ref);
    const rows = await calculationRows(organizationId, manager, [...needed], scope);
    const groups = new Map<string, Map<string, CalculationRow[]>>();
    for (const row of rows) {
      const key = `${row.functionId}|${row.year}`;
      const group = groups.get(key) ?? new Map<string, CalculationRow[]>();
      group.set(row.kpiId, [...(group.get(row.kpiId) ?? []), row]);
      groups.set(key, group);
    }
    const changed: { row: CalculationRow; kpi: CalculatedKpi; actualResults: PeriodValues; periods: PeriodKey[]; changes: ReturnType<typeof changedPeriods> }[] = [];
    for (const group of groups.values()) {
      for (const id of targets) {
        const kpi = byId.get(id)!;
        const formula = parsed.get(id)!;
        const inputs: Record<string, PeriodValues | undefined> = {};
        for (const ref of formula.references) inputs[ref] = group.get(ref)?.[0]?.actualResults;
        const computed = compact(computePeriodValues(formula, inputs, periodsOf(kpi.frequency)));
        for (const row of group.get(id) ?? []) {
          const changes = changedPeriods(kpi.frequency, row.actualResults ?? {}, computed);
          if (changes.length === 0) continue;
          row.actualResults = computed; // later formulas of the group read the new values
          changed.push({ row, kpi, actualResults: computed, periods: changes.map((c) => c.period), changes });
        }
      }
    }
    // The calculated lines' stored view values read their inputs too: refreshed whether or not their own values changed (issue 36).
    const refreshViews = async () =>
      refreshViewScores(manager, organizationId, { assignmentIds: rows.filter((r) => targets.includes(r.kpiId)).map((r) => r.id) }, await this.settings.get(organizationId, manager));
    if (changed.length === 0) return refreshViews();
    // A computed value is a write of its period like any other (DESIGN decision 21): a change that
    // would land in a locked period refuses the whole change with 409. An input's own write is
    // refused first for the same period, so this only shows on a formula change.
    await this.locks.guardWrites(manager, organizationId, changed.flatMap((c) => c.periods.map((period) => ({ year: c.row.year, period }))));
    const cap = scoreCap !== undefined ? scoreCap : (await this.settings.get(organizationId, manager)).scoreCapPercentage;
    await writePeriodMaps(
      organizationId,
      manager,
      changed.map(({ row, kpi, actualResults }) => ({
        id: row.id,
        targets: row.targets,
        actualResults,
        submissions: row.submissions,
        ...storedResult(kpi, row.targets, actualResults, cap),
      })),
    );
    // Computed values are kept in the history as the system's changes (DESIGN decision 22).
    await this.history.record(
      manager,
      organizationId,
      changed.flatMap(({ row, changes }) => changes.map((c) => ({ ...c, kpiAssignmentId: row.id, field: 'actual' as const }))),
      'system',
      HISTORY_MESSAGES.calculated,
    );
    await refreshViews();
  }
}

/** Only the periods that have a value: "no value" is an absent key, as for a result never entered. */
function compact(values: PeriodValues): PeriodValues {
  const out: PeriodValues = {};
  for (const [key, value] of Object.entries(values) as [PeriodKey, number | null][]) if (value !== null) out[key] = value;
  return out;
}
