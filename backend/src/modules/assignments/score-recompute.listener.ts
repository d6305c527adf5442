import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { KPI_SCORING_CHANGED, KpiScoringChanged } from '../library/library.events';
import { SCORING_SETTINGS_CHANGED, ScoringSettingsChanged } from '../settings/settings.events';
import { SettingsService } from '../settings/settings.service';
import { scoringInputs, writeScores } from './assignment.queries';
import { storedResult } from './period-values';

/**
 * Stored scores follow their inputs: when a KPI's polarity or frequency or the organization's score
 * cap changes, the library and settings contexts publish it (they cannot call this context, which
 * imports them) and the affected rows are recomputed here with libs/scoring, on the publisher's
 * transaction (its manager is in the event; it awaits emitAsync). Errors are not suppressed, so a
 * failed recompute rolls the change back.
 */
@Injectable()
export class ScoreRecomputeListener {
  constructor(private readonly settings: SettingsService) {}

  @OnEvent(KPI_SCORING_CHANGED, { suppressErrors: false })
  onKpiChanged(event: KpiScoringChanged): Promise<void> {
    return this.recomputeScores(event.manager, event.organizationId, event.kpiId);
  }

  @OnEvent(SCORING_SETTINGS_CHANGED, { suppressErrors: false })
  onSettingsChanged(event: ScoringSettingsChanged): Promise<void> {
    return this.recomputeScores(event.manager, event.organizationId);
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
