import { EntityManager } from 'typeorm';

/**
 * Events the library context publishes (Nest's event emitter). Listeners run on the changing
 * transaction: the publisher awaits `emitAsync`, and the payload carries its `manager`.
 */

/** A KPI's polarity, frequency or cumulation changed: its assignments' stored scores are recomputed. */
export const KPI_SCORING_CHANGED = 'library.kpi-scoring-changed';

export interface KpiScoringChanged {
  manager: EntityManager;
  organizationId: string;
  kpiId: string;
}
