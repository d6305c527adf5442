import { EntityManager } from 'typeorm';

/**
 * Events the library context publishes (Nest's event emitter). Listeners run on the changing
 * transaction: the publisher awaits `emitAsync`, and the payload carries its `manager`.
 */

/** A KPI's polarity, frequency, cumulation, formula or YTD aggregation changed: its assignments' stored scores are recomputed. */
export const KPI_SCORING_CHANGED = 'library.kpi-scoring-changed';

export interface KpiScoringChanged {
  manager: EntityManager;
  organizationId: string;
  kpiId: string;
}

/** A KPI's formula (or frequency) changed: its calculated assignments are recomputed (DESIGN decision 25). */
export const KPI_FORMULA_CHANGED = 'library.kpi-formula-changed';

export type KpiFormulaChanged = KpiScoringChanged;

/** A KPI was deleted (its assignments with it): the calculated KPIs whose formulas read it lose that input. */
export const KPI_REMOVED = 'library.kpi-removed';

export type KpiRemoved = KpiScoringChanged;

/** A KPI's name changed: the assignments context keeps it on its lines' stored view values (the KPI Overview's order). */
export const KPI_RENAMED = 'library.kpi-renamed';

export interface KpiRenamed {
  manager: EntityManager;
  organizationId: string;
  kpiId: string;
  name: string;
}
