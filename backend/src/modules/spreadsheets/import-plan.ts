import { createHash } from 'node:crypto';
import type { PeriodValues, SpreadsheetCellChange, SpreadsheetImportPreview, SpreadsheetPreviewRow, SpreadsheetValueKind } from '@scorecard/contracts';
import { lockedPeriodFor, periodsOf, reportingPeriodName, valueAt } from '@scorecard/scoring';
import { PERIOD_CLOSE_MESSAGES } from '@scorecard/contracts';
import type { SpreadsheetAssignmentRow } from '../assignments/assignment.types';
import type { ReadRow } from './spreadsheet-reader';
import { SPREADSHEET_MESSAGES as M } from './spreadsheet-messages';

/** What one KPI assignment would become: its maps with the file's cells applied. */
export interface PlannedAssignment {
  row: SpreadsheetAssignmentRow;
  targets: PeriodValues;
  actualResults: PeriodValues;
  changes: Record<SpreadsheetValueKind, SpreadsheetCellChange[]>;
}

export interface ImportPlan {
  preview: SpreadsheetImportPreview;
  assignments: PlannedAssignment[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids worth looking up: well-formed ones (anything else is unknown without asking the database). */
export function idsToLoad(rows: ReadRow[]): string[] {
  return [...new Set(rows.map((r) => r.assignmentId).filter((id): id is string => id !== null && UUID.test(id)).map((id) => id.toLowerCase()))];
}

/**
 * Compares the file's rows with the organization's KPI assignments (`known`, by id): every cell that
 * would change (old → new) and every problem. Pure, so the preview and the commit plan identically.
 * Another organization's assignment is not in `known` and reads exactly like an unknown id.
 */
export function planImport(rows: ReadRow[], known: Map<string, SpreadsheetAssignmentRow>, lockedKeys: string[] = []): ImportPlan {
  const planned = new Map<string, PlannedAssignment>();
  const firstRow = new Map<string, number>();
  const previewRows: SpreadsheetPreviewRow[] = [];
  let problems = 0;
  let changes = 0;
  for (const read of rows) {
    const found = read.assignmentId ? known.get(read.assignmentId.toLowerCase()) : undefined;
    const row: SpreadsheetPreviewRow = {
      sheet: read.sheet,
      row: read.row,
      kind: read.kind,
      assignmentId: read.assignmentId,
      functionName: found?.functionName ?? null,
      objectiveName: found?.objectiveName ?? null,
      kpiName: found?.kpiName ?? null,
      changes: [],
      problems: [...read.problems],
    };
    if (read.assignmentId && !found) row.problems.push({ column: 'Assignment ID', message: M.unknownAssignment(read.assignmentId) });
    if (found && read.kind) {
      const key = `${read.kind}:${found.id}`;
      const earlier = firstRow.get(key);
      if (earlier !== undefined) row.problems.push({ column: 'Assignment ID', message: M.duplicate(earlier) });
      else firstRow.set(key, read.row);
    }
    const ofFrequency = found ? new Set<string>(periodsOf(found.frequency)) : null;
    for (const cell of read.cells) {
      if ('error' in cell.reading) {
        row.problems.push({ column: cell.column, message: cell.reading.error });
        continue;
      }
      if (!found || !read.kind) continue;
      const newValue = cell.reading.value;
      if (!ofFrequency!.has(cell.period)) {
        if (newValue !== null) row.problems.push({ column: cell.column, message: M.notOfFrequency(cell.column, found.frequency) });
        continue;
      }
      const oldValue = valueAt(found[read.kind], cell.period);
      if (oldValue === newValue) continue;
      const locked = lockedKeys.length > 0 ? lockedPeriodFor(found.year, cell.period, lockedKeys) : null;
      if (locked) row.problems.push({ column: cell.column, message: PERIOD_CLOSE_MESSAGES.locked(reportingPeriodName(locked.year, locked.period)) });
      else row.changes.push({ period: cell.period, oldValue, newValue });
    }
    problems += row.problems.length;
    if (row.problems.length === 0 && row.changes.length > 0 && found && read.kind) {
      changes += row.changes.length;
      const plan = planned.get(found.id) ?? { row: found, targets: { ...found.targets }, actualResults: { ...found.actualResults }, changes: { targets: [], actualResults: [] } };
      for (const change of row.changes) plan[read.kind][change.period] = change.newValue;
      plan.changes[read.kind].push(...row.changes);
      planned.set(found.id, plan);
    }
    if (row.problems.length > 0 || row.changes.length > 0) previewRows.push(row);
  }
  // Rows with problems first: they are what the reader must fix.
  previewRows.sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0));
  const assignments = [...planned.values()];
  return {
    assignments,
    preview: { rows: rows.length, changes, assignments: assignments.length, problems, fingerprint: fingerprintOf(assignments), previewRows },
  };
}

/** Names exactly the set of changes, old values included: a commit after any other write is refused. */
function fingerprintOf(assignments: PlannedAssignment[]): string {
  const lines = assignments
    .flatMap((a) => (['targets', 'actualResults'] as const).flatMap((kind) => a.changes[kind].map((c) => `${a.row.id}|${kind}|${c.period}|${c.oldValue}|${c.newValue}`)))
    .sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
