import { useCallback, useState } from 'react';
import type { KpiAssignment, ObjectiveAssignment } from '@scorecard/contracts';
import { errorText, notifyFailure, notifySuccess } from '../../components/scorecard/feedback';
import { subtreeIds, type ChartFunction, type ChartTree } from './cascadeLogic';
import { CASCADE_MESSAGES } from './cascadeMessages';
import type { FunctionDialogState, FunctionPayload } from './FunctionDialog';
import type { KpiAssignmentPayload, KpiDialogState } from './KpiAssignmentDialog';
import type { ObjectiveAssignmentPayload, ObjectiveDialogState } from './ObjectiveAssignmentDialog';
import type { FunctionAction } from './OrgChart';
import { useCascadeActions } from './useCascadeActions';

export type RemoveTarget = { kind: 'objective'; assignment: ObjectiveAssignment; name: string } | { kind: 'kpi'; assignment: KpiAssignment; name: string };

/** The one dialog Set and Cascade shows at a time, if any. */
export type CascadeDialog =
  | { kind: 'import' }
  | { kind: 'function'; state: FunctionDialogState }
  | { kind: 'delete-function'; fn: ChartFunction }
  | { kind: 'objective'; state: ObjectiveDialogState }
  | { kind: 'kpi'; state: KpiDialogState }
  | { kind: 'remove'; target: RemoveTarget }
  | { kind: 'results'; assignment: KpiAssignment };

interface CascadeDialogsContext {
  tree: ChartTree;
  selected: ChartFunction | null;
  selectedId: string | null;
  setSelectedId: (id: string | null) => void;
  /** opens a branch of the chart (the parent of a function just created) */
  onToggle: (id: string, open: boolean) => void;
  year: string;
}

/**
 * Which dialog is open, and what each one's confirm does: the writes through react-admin, the
 * specification's toasts (section 8), and the selection kept on a function that still exists.
 */
export function useCascadeDialogs({ tree, selected, selectedId, setSelectedId, onToggle, year }: CascadeDialogsContext) {
  const [dialog, setDialog] = useState<CascadeDialog | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const actions = useCascadeActions();

  const open = useCallback((next: CascadeDialog) => {
    // an assignment dialog opens without the previous attempt's server error
    if (next.kind === 'objective' || next.kind === 'kpi') setServerError(null);
    setDialog(next);
  }, []);
  const close = useCallback(() => setDialog(null), []);

  const onFunctionAction = useCallback(
    (action: FunctionAction, fn: ChartFunction) => {
      if (action === 'add-child') open({ kind: 'function', state: { mode: 'create', parent: fn } });
      else if (action === 'edit') open({ kind: 'function', state: { mode: 'edit', fn } });
      else open({ kind: 'delete-function', fn });
    },
    [open],
  );

  const saveFunction = async (payload: FunctionPayload) => {
    if (dialog?.kind !== 'function') return;
    const { state } = dialog;
    try {
      if (state.mode === 'create') {
        const created = await actions.create<ChartFunction>('functions', payload);
        notifySuccess(CASCADE_MESSAGES.functionCreated);
        if (payload.parentId) onToggle(payload.parentId, true);
        setSelectedId(created.id);
      } else {
        await actions.update('functions', state.fn, { name: payload.name, description: payload.description });
        notifySuccess(CASCADE_MESSAGES.functionUpdated);
      }
      close();
    } catch (error) {
      notifyFailure(CASCADE_MESSAGES.functionSaveFailed(state.mode, errorText(error)));
    }
  };

  const confirmDeleteFunction = async () => {
    if (dialog?.kind !== 'delete-function') return;
    const { fn } = dialog;
    try {
      await actions.remove('functions', fn);
      notifySuccess(CASCADE_MESSAGES.functionDeleted);
      if (selectedId && subtreeIds(tree, fn.id).includes(selectedId)) setSelectedId(fn.parentId);
      close();
    } catch (error) {
      notifyFailure(CASCADE_MESSAGES.functionDeleteFailed(errorText(error)));
    }
  };

  const saveObjective = async (payload: ObjectiveAssignmentPayload) => {
    if (dialog?.kind !== 'objective' || !selected) return;
    const { state } = dialog;
    setServerError(null);
    try {
      if (state.mode === 'create') {
        await actions.create('objective-assignments', {
          objectiveId: payload.objectiveId,
          organizationFunctionId: selected.id,
          organizationLevel: selected.level,
          ownerId: payload.ownerId,
          parentObjectiveAssignmentId: payload.parentObjectiveAssignmentId,
          weight: payload.weight,
          target: payload.target,
          period: year,
          status: 'Active',
        });
        notifySuccess(CASCADE_MESSAGES.objectiveAssigned(selected.name));
      } else {
        await actions.update('objective-assignments', state.assignment, { weight: payload.weight, target: payload.target, ownerId: payload.ownerId });
        notifySuccess(CASCADE_MESSAGES.objectiveAssignmentUpdated);
      }
      close();
    } catch (error) {
      setServerError(errorText(error));
      notifyFailure(state.mode === 'create' ? CASCADE_MESSAGES.objectiveAssignFailed : CASCADE_MESSAGES.objectiveAssignmentUpdateFailed);
    }
  };

  const saveKpi = async (payload: KpiAssignmentPayload) => {
    if (dialog?.kind !== 'kpi') return;
    const { state } = dialog;
    setServerError(null);
    try {
      if (state.mode === 'create') {
        await actions.create('kpi-assignments', {
          kpiId: payload.kpiId,
          linkedObjectiveId: payload.linkedObjectiveId,
          objectiveAssignmentId: payload.objectiveAssignmentId,
          ownerId: payload.ownerId,
          weight: payload.weight,
          targets: JSON.stringify(payload.targets),
          actualResults: JSON.stringify({}),
          period: year,
        });
        notifySuccess(CASCADE_MESSAGES.kpiAssigned);
      } else {
        await actions.update('kpi-assignments', state.assignment, { weight: payload.weight, targets: payload.targets, ownerId: payload.ownerId, ...(payload.reason ? { reason: payload.reason } : {}) });
        notifySuccess(CASCADE_MESSAGES.kpiAssignmentUpdated);
      }
      close();
    } catch (error) {
      const message = errorText(error);
      setServerError(message);
      notifyFailure(state.mode === 'create' ? CASCADE_MESSAGES.kpiAssignFailed(message) : CASCADE_MESSAGES.kpiAssignmentUpdateFailed);
    }
  };

  const confirmRemove = async () => {
    if (dialog?.kind !== 'remove') return;
    const { target } = dialog;
    const objective = target.kind === 'objective';
    try {
      await actions.remove(objective ? 'objective-assignments' : 'kpi-assignments', target.assignment);
      notifySuccess(objective ? CASCADE_MESSAGES.objectiveAssignmentRemoved : CASCADE_MESSAGES.kpiAssignmentRemoved);
      close();
    } catch (error) {
      notifyFailure(CASCADE_MESSAGES.deleteFailed(objective ? 'objective assignment' : 'KPI assignment', errorText(error)));
    }
  };

  return {
    dialog,
    open,
    close,
    serverError,
    pending: actions.pending,
    onFunctionAction,
    saveFunction,
    confirmDeleteFunction,
    saveObjective,
    saveKpi,
    confirmRemove,
  };
}

export type CascadeDialogs = ReturnType<typeof useCascadeDialogs>;
