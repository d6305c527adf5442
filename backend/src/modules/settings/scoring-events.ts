import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** What changed the inputs of stored KPI assignment scores. */
export type ScoringChange = { kind: 'kpi'; kpiId: string } | { kind: 'settings' };

export type ScoringListener = (manager: EntityManager, organizationId: string, change: ScoringChange) => Promise<void>;

/**
 * Stored scores depend on a KPI's polarity and frequency and on the organization's score cap. The
 * contexts that change those announce it here, on their transaction, and the assignments context
 * recomputes the stored scores in the same transaction; no context imports the other.
 */
@Injectable()
export class ScoringEvents {
  private readonly listeners: ScoringListener[] = [];

  subscribe(listener: ScoringListener): void {
    this.listeners.push(listener);
  }

  async changed(manager: EntityManager, organizationId: string, change: ScoringChange): Promise<void> {
    for (const listener of this.listeners) await listener(manager, organizationId, change);
  }
}
