/**
 * Plain types of the assignments context for other contexts (the boundary rule keeps them off
 * this context's entities and `*.queries.ts`).
 */
export type { SpreadsheetAssignmentRow } from './assignment.queries';

/** Rows of other contexts whose delete cascades to assignments. */
export type DependentsOf = { objectiveId: string } | { kpiId: string } | { functionIds: string[] };
