import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ActualResultsDialog } from '../../components/scorecard/ActualResultsDialog';
import { ImportDialog } from '../../components/spreadsheets/ImportDialog';
import type { OrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { useReportingPeriods } from '../../lib/periods/useReportingPeriods';
import { useOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { subtreeIds, type ChartFunction, type ChartTree } from './cascadeLogic';
import { CASCADE_MESSAGES } from './cascadeMessages';
import { FunctionDialog } from './FunctionDialog';
import { KpiAssignmentDialog } from './KpiAssignmentDialog';
import { ObjectiveAssignmentDialog } from './ObjectiveAssignmentDialog';
import type { CascadeDialogs as Dialogs } from './useCascadeDialogs';
import type { CascadeLibrary, FunctionScorecard } from './useFunctionScorecard';

export interface CascadeDialogsProps {
  dialogs: Dialogs;
  tree: ChartTree;
  selected: ChartFunction | null;
  year: string;
  labels: OrganizationLabels;
  library: CascadeLibrary;
  scorecard: FunctionScorecard;
}

/** Every dialog of Set and Cascade, each open when it is the one in `dialogs.dialog`. */
export function CascadeDialogs({ dialogs, tree, selected, year, labels, library, scorecard }: CascadeDialogsProps) {
  const queryClient = useQueryClient();
  const { dialog, close, pending, serverError } = dialogs;
  const functionState = dialog?.kind === 'function' ? dialog.state : null;
  const deleteFunction = dialog?.kind === 'delete-function' ? dialog.fn : null;
  const objectiveState = dialog?.kind === 'objective' ? dialog.state : null;
  const kpiState = dialog?.kind === 'kpi' ? dialog.state : null;
  const removeTarget = dialog?.kind === 'remove' ? dialog.target : null;
  const resultsFor = dialog?.kind === 'results' ? dialog.assignment : null;
  const reportingPeriods = useReportingPeriods(year, Boolean(kpiState));
  const timeZone = useOrganizationSettings().data?.timeZone;

  return (
    <>
      <ImportDialog
        open={dialog?.kind === 'import'}
        onClose={close}
        functionId={selected?.id ?? null}
        functionName={selected?.name ?? null}
        year={year}
        onImported={() => void queryClient.invalidateQueries()}
      />
      <FunctionDialog state={functionState} levelName={labels.level} pending={pending} onClose={close} onSubmit={dialogs.saveFunction} />
      <ConfirmDialog
        open={Boolean(deleteFunction)}
        title="Delete Function"
        message={deleteFunction ? CASCADE_MESSAGES.confirmDeleteFunction(deleteFunction.name, subtreeIds(tree, deleteFunction.id).length - 1) : ''}
        pending={pending}
        onConfirm={dialogs.confirmDeleteFunction}
        onClose={close}
      />
      {selected && (
        <>
          <ObjectiveAssignmentDialog
            state={objectiveState}
            fn={selected}
            year={year}
            objectives={library.objectives.data ?? []}
            objectivesById={library.objectivesById}
            employees={library.employees.data ?? []}
            defaultOwnerId={scorecard.myEmployeeId}
            parentOptions={scorecard.parentOptions}
            assignedObjectiveIds={scorecard.assignedObjectiveIds}
            perspectiveName={labels.perspective}
            levelName={labels.level}
            pending={pending}
            serverError={serverError}
            onClose={close}
            onSubmit={dialogs.saveObjective}
          />
          <KpiAssignmentDialog
            state={kpiState}
            functionName={selected.name}
            year={year}
            kpis={library.kpis.data ?? []}
            kpisById={library.kpisById}
            objectiveAssignments={scorecard.objectiveRows}
            objectivesById={library.objectivesById}
            employees={library.employees.data ?? []}
            pending={pending}
            serverError={serverError}
            onClose={close}
            onSubmit={dialogs.saveKpi}
            reportingPeriods={reportingPeriods.data}
            timeZone={timeZone}
          />
        </>
      )}
      <ConfirmDialog
        open={Boolean(removeTarget)}
        title={removeTarget?.kind === 'objective' ? 'Remove Objective Assignment' : 'Remove KPI Assignment'}
        message={removeTarget ? (removeTarget.kind === 'objective' ? CASCADE_MESSAGES.confirmRemoveObjective(removeTarget.name) : CASCADE_MESSAGES.confirmRemoveKpi(removeTarget.name)) : ''}
        confirmLabel="Remove"
        pending={pending}
        onConfirm={dialogs.confirmRemove}
        onClose={close}
      />
      <ActualResultsDialog open={Boolean(resultsFor)} assignment={resultsFor} kpi={resultsFor ? library.kpisById.get(resultsFor.kpiId) : null} onClose={close} />
    </>
  );
}
