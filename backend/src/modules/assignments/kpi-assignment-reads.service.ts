import type { ScorecardKpiInput, ScorecardObjectiveInput } from '@scorecard/scoring';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { scorecardRows, SpreadsheetAssignmentRow, spreadsheetRowsByIds, spreadsheetRowsOf } from './assignment.queries';
import { KpiValueHistoryService } from './kpi-value-history.service';

/**
 * Other contexts' reads of the assignment tables in the shapes they compute with: a function's
 * scorecard rows (scorecards) and KPI assignments as spreadsheet rows (spreadsheets). The SQL is in
 * assignment.queries.ts; this is the door the module exports for it.
 */
@Injectable()
export class KpiAssignmentReadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly history: KpiValueHistoryService,
  ) {}

  /**
   * One function's objective and KPI assignments of a year, as computeScorecard takes them (two
   * queries), with the targets and results as they stood at `asOf` when given (one more, through
   * the history's as-of loader). `submissions: false` leaves the review states out (null): a
   * computation without requireApproval never reads them.
   */
  async scorecardRows(
    organizationId: string,
    functionId: string,
    period: string,
    manager: EntityManager = this.dataSource.manager,
    asOf: Date | null = null,
    options: { submissions?: boolean } = {},
  ): Promise<{ objectives: ScorecardObjectiveInput[]; kpis: ScorecardKpiInput[] }> {
    const rows = await scorecardRows(organizationId, manager, functionId, period, options);
    if (!asOf) return rows;
    return { objectives: rows.objectives, kpis: await this.history.valuesAsOf(organizationId, rows.kpis, (k) => k.kpiAssignmentId, asOf, manager) };
  }

  /** The KPI assignments of some functions for a year, in template order. */
  spreadsheetRows(organizationId: string, functionIds: string[], year: string): Promise<SpreadsheetAssignmentRow[]> {
    return spreadsheetRowsOf(organizationId, this.dataSource.manager, functionIds, year);
  }

  /** The organization's KPI assignments among `ids`, locked for the caller's transaction when `lock`. */
  spreadsheetRowsByIds(manager: EntityManager, organizationId: string, ids: string[], lock = false): Promise<SpreadsheetAssignmentRow[]> {
    return spreadsheetRowsByIds(organizationId, manager, ids, lock);
  }
}
