import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { KPI_REMOVED, KPI_SCORING_CHANGED, KpiRemoved, KpiScoringChanged } from '../library/library.events';
import { SCORING_SETTINGS_CHANGED, ScoringSettingsChanged } from '../settings/settings.events';
import { SettingsService } from '../settings/settings.service';
import { scoringInputs, writeScores } from './assignment.queries';
import { storedResult } from './period-values';
import { refreshViewScores } from './view-scores';

/** The settings the stored view values depend on (the thresholds only give the status, which follows the score). */
const VIEW_SETTINGS = ['scoreCapPercentage', 'requireApproval'];

/**
 * Stored scores follow their inputs: when a KPI's polarity or frequency or the organization's score
 * cap changes, the library and settings contexts publish it (they cannot call this context, which
 * imports them) and the affected rows are recomputed here with libs/scoring, on the publisher's
 * transaction (its manager is in the event; it awaits emitAsync). Errors are not suppressed, so a
 * failed recompute rolls the change back. The KPI Overview's stored view values (view-scores.ts)
 * follow on the same transaction.
 */
@Injectable()
export class ScoreRecomputeListener {
  constructor(private readonly settings: SettingsService) {}

  @OnEvent(KPI_SCORING_CHANGED, { suppressErrors: false })
  async onKpiChanged(event: KpiScoringChanged): Promise<void> {
    await this.recomputeScores(event.manager, event.organizationId, event.kpiId);
    await refreshViewScores(event.manager, event.organizationId, { kpiId: event.kpiId }, await this.settings.get(event.organizationId, event.manager));
  }

  /** A deleted KPI's assignments went with it (cascade); the calculated lines reading it lose an input. */
  @OnEvent(KPI_REMOVED, { suppressErrors: false })
  async onKpiRemoved(event: KpiRemoved): Promise<void> {
    await refreshViewScores(event.manager, event.organizationId, { calculated: 'all' }, await this.settings.get(event.organizationId, event.manager));
  }

  @OnEvent(SCORING_SETTINGS_CHANGED, { suppressErrors: false })
  async onSettingsChanged(event: ScoringSettingsChanged): Promise<void> {
    await this.recomputeScores(event.manager, event.organizationId);
    if (!event.changed || event.changed.some((key) => VIEW_SETTINGS.includes(key))) {
      await refreshViewScores(event.manager, event.organizationId, 'organization', await this.settings.get(event.organizationId, event.manager));
    }
  }

  /** The affected rows (one KPI's, or all) are written back in one statement. */
  async recomputeScores(manager: EntityManager, organizationId: string, kpiId?: string): Promise<void> {
    const rows = await scoringInputs(organizationId, manager, kpiId);
    if (rows.length === 0) return;
    const { scoreCapPercentage } = await this.settings.get(organizationId, manager);
    const changed = rows
      .map((row) => ({ id: row.id, before: row, ...storedResult(row, row.targets, row.actualResults, scoreCapPercentage) }))
      .filter((r) => r.before.score !== r.score || r.before.actualResult !== r.actualResult);
    await writeScores(organizationId, manager, changed);
  }
}
