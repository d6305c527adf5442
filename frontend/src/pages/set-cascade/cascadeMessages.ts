/** Texts of Set and Cascade, word for word from scorecard.md sections 5 and 8. */
import { SCORECARD_MESSAGES } from '@scorecard/contracts';

export { SCORECARD_MESSAGES };

export const CASCADE_MESSAGES = {
  functionCreated: 'Function created successfully',
  functionUpdated: 'Function updated successfully',
  functionDeleted: 'Function deleted successfully',
  functionSaveFailed: (mode: 'create' | 'edit', message: string) => `Failed to ${mode} function: ${message || 'Unknown error'}`,
  functionDeleteFailed: (message: string) => `Failed to delete function: ${message}`,

  objectiveAssigned: (functionName: string) => `Objective assigned to ${functionName} successfully`,
  objectiveAssignFailed: 'Failed to assign objective',
  objectiveAssignmentUpdated: 'Objective assignment updated successfully',
  objectiveAssignmentUpdateFailed: 'Failed to update objective assignment',
  objectiveAssignmentRemoved: 'Objective assignment removed successfully',

  kpiAssigned: 'KPI assigned successfully',
  kpiAssignFailed: (message: string) => `Failed to create KPI assignment: ${message}`,
  kpiAssignmentUpdated: 'KPI assignment updated successfully',
  kpiAssignmentUpdateFailed: 'Failed to update KPI assignment',
  kpiAssignmentRemoved: 'KPI assignment removed successfully',

  deleteFailed: (type: string, message: string) => `Failed to delete ${type}: ${message || 'Delete failed'}`,

  confirmDeleteFunction: (name: string, descendants: number) =>
    `Are you sure you want to delete "${name}"? ` +
    (descendants > 0
      ? `Its ${descendants} child ${descendants === 1 ? 'function is' : 'functions are'} also deleted, with all their assignments. `
      : 'Any child functions are also deleted, with all their assignments. ') +
    'This action cannot be undone.',
  confirmRemoveObjective: (name: string) =>
    `Are you sure you want to remove "${name}" from this function? This will also affect its associated KPIs. This action cannot be undone.`,
  confirmRemoveKpi: (name: string) => `Are you sure you want to remove "${name}"? This action cannot be undone.`,

  noObjectivesInPerspective: 'No objectives in this perspective yet',
  noParentObjectives: SCORECARD_MESSAGES.noParentObjectives,
  unbalancedKpiSets: (n: number) =>
    `The KPI weights of ${n} ${n === 1 ? 'objective' : 'objectives'} do not total 100%, so the scorecard is not balanced yet.`,
  noFunctionsTitle: 'No functions yet',
  noFunctionsText: 'Start the organization chart with its top level, then add divisions and departments below it.',
  createFirstFunction: 'Create First Function',
  noSearchMatches: 'No functions match your search',
  unknown: 'Unknown',
  none: 'None',
} as const;
