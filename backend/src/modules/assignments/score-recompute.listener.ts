import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ScoringChange, ScoringEvents } from '../settings/scoring-events';
import { SettingsService } from '../settings/settings.service';
import { scoringInputs, writeScores } from './assignment.queries';
import { storedResult } from './period-values';

/**
 * Stored scores follow their inputs: when a KPI's polarity or frequency or the organization's score
 * cap changes, the settings and library contexts announce it and the affected rows are recomputed
 * here with libs/scoring, on the caller's transaction.
 */
@Injectable()
export class ScoreRecomputeListener implements OnModuleInit {
  constructor(
    private readonly scoring: ScoringEvents,
    private readonly settings: SettingsService,
  ) {}

  onModuleInit(): void {
    this.scoring.subscribe((manager, organizationId, change) => this.recomputeScores(manager, organizationId, change));
  }

  /** The affected rows are written back in one statement. */
  async recomputeScores(manager: EntityManager, organizationId: string, change: ScoringChange): Promise<void> {
    const rows = await scoringInputs(organizationId, manager, change.kind === 'kpi' ? change.kpiId : undefined);
    if (rows.length === 0) return;
    const { scoreCapPercentage } = await this.settings.get(organizationId, manager);
    const changed = rows
      .map((row) => ({ id: row.id, before: row, ...storedResult(row, row.targets, row.actualResults, scoreCapPercentage) }))
      .filter((r) => r.before.score !== r.score || r.before.actualResult !== r.actualResult);
    await writeScores(organizationId, manager, changed);
  }
}
