import { EntityManager } from 'typeorm';

/**
 * Events the settings context publishes (Nest's event emitter). Listeners run on the changing
 * transaction: the publisher awaits `emitAsync`, and the payload carries its `manager`.
 */

/** A scoring setting (thresholds, score cap, requireApproval) changed: stored scores that depend on it are recomputed. */
export const SCORING_SETTINGS_CHANGED = 'settings.scoring-changed';

export interface ScoringSettingsChanged {
  manager: EntityManager;
  organizationId: string;
  /** the settings that changed (absent: any of them) */
  changed?: string[];
}
