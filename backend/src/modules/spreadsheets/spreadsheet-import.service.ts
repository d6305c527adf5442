import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { HISTORY_MESSAGES, type SpreadsheetImportPreview, type SpreadsheetImportResult } from '@scorecard/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../common/tenancy/actor';
import { ActivitiesService, ActivityInput } from '../activities/activities.service';
import { KpiAssignmentReadsService } from '../assignments/kpi-assignment-reads.service';
import { KpiResultRecordingService } from '../assignments/kpi-result-recording.service';
import { idsToLoad, ImportPlan, planImport, PlannedAssignment } from './import-plan';
import { readSpreadsheet, UploadedFile } from './spreadsheet-reader';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';
import type { SpreadsheetAssignmentRow } from '../assignments/assignment.types';
import { PeriodLocksService } from '../period-close/period-locks.service';
import { analyzeTables } from '../../database/analyze';

/** An import changing at least this many KPI assignments is followed by an ANALYZE of the tables it wrote. */
const ANALYZE_AFTER_ASSIGNMENTS = 200;

/** Every value a plan would change, as the lock check reads them. */
function writtenValues(assignments: PlannedAssignment[]) {
  return assignments.flatMap((a) => [...a.changes.targets, ...a.changes.actualResults].map((c) => ({ year: a.row.year, period: c.period })));
}

/**
 * Targets and results from a spreadsheet: a preview that writes nothing, and a commit of exactly
 * what the preview showed (same fingerprint) in one transaction, with stored scores recomputed and
 * one activity per changed KPI assignment. A constant number of queries whatever the file's size.
 */
@Injectable()
export class SpreadsheetImportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly kpiAssignments: KpiAssignmentReadsService,
    private readonly kpiResults: KpiResultRecordingService,
    private readonly activities: ActivitiesService,
    private readonly locks: PeriodLocksService,
  ) {}

  async preview(actor: Actor, file: UploadedFile | undefined): Promise<SpreadsheetImportPreview> {
    const rows = await readSpreadsheet(file);
    const known = await this.kpiAssignments.spreadsheetRowsByIds(this.dataSource.manager, actor.organizationId, idsToLoad(rows), false);
    return (await this.plan(this.dataSource.manager, actor, rows, known)).preview;
  }

  async commit(actor: Actor, file: UploadedFile | undefined, fingerprint: unknown, reason?: unknown): Promise<SpreadsheetImportResult> {
    if (typeof fingerprint !== 'string' || fingerprint.trim() === '') throw new BadRequestException(M.fingerprint);
    // Kept in each value's history (DESIGN decision 22); 'Spreadsheet import' when none is given.
    if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500)) throw new BadRequestException(HISTORY_MESSAGES.reasonLength);
    const rows = await readSpreadsheet(file);
    const result = await this.dataSource.transaction(async (m) => {
      const known = await this.kpiAssignments.spreadsheetRowsByIds(m, actor.organizationId, idsToLoad(rows), true);
      const unlocked = planImport(rows, new Map(known.map((row) => [row.id, row])));
      // The period close's lock first (DESIGN decision 21): a cell that would change a locked period refuses the whole file.
      await this.kpiResults.guardWrites(m, actor.organizationId, writtenValues(unlocked.assignments));
      const { preview, assignments } = await this.plan(m, actor, rows, known);
      if (preview.problems > 0) throw new BadRequestException(M.hasProblems(preview.problems));
      if (preview.fingerprint !== fingerprint.trim()) throw new ConflictException(M.changedSincePreview);
      const scores = await this.kpiResults.recordMany(m, actor, assignments, reason as string | undefined);
      const after = new Map(scores.map((s) => [s.id, s]));
      await this.activities.recordMany(m, actor, assignments.map((a) => activityOf(a, after.get(a.row.id)!)));
      return { changes: preview.changes, assignments: preview.assignments };
    });
    // A bulk change of results moves the scores' and values' distribution: statistics for it once committed (issue 36).
    if (result.assignments >= ANALYZE_AFTER_ASSIGNMENTS) await analyzeTables(this.dataSource, ['kpi_assignment', 'kpi_assignment_view_score', 'activity']);
    return result;
  }

  /** The plan with the cells of locked periods as problems (one more query: the locks of the file's years). */
  private async plan(manager: EntityManager, actor: Actor, rows: Awaited<ReturnType<typeof readSpreadsheet>>, known: SpreadsheetAssignmentRow[]): Promise<ImportPlan> {
    const locks = await this.locks.locksOf(manager, actor.organizationId, known.map((row) => Number(row.year)));
    return planImport(rows, new Map(known.map((row) => [row.id, row])), locks.map((l) => l.key));
  }
}

/**
 * The log entry of one imported assignment, with old and new values: results alone read like the
 * results dialog's 'Actual Result Update'; target changes (with or without results) are 'Targets and
 * Results'.
 */
function activityOf(a: PlannedAssignment, after: { score: number | null; actualResult: number | null }): ActivityInput {
  const common = { entityId: a.row.id, entityName: a.row.kpiName, details: {} as Record<string, unknown> };
  const scores = { oldScore: a.row.score, newScore: after.score, source: 'spreadsheet import', year: a.row.year, kpiName: a.row.kpiName };
  if (a.changes.targets.length === 0) {
    const first = a.changes.actualResults[0]!;
    return {
      ...common,
      action: 'actual_result_update',
      entityType: 'actual_result',
      category: 'Actual Result Update',
      details: { ...scores, period: first.period, oldValue: first.oldValue, newValue: first.newValue, changes: a.changes.actualResults },
    };
  }
  return {
    ...common,
    action: 'uploaded_data',
    entityType: 'kpi_assignment',
    category: 'Targets and Results',
    details: { ...scores, targets: a.changes.targets, actualResults: a.changes.actualResults },
  };
}
