import { LIBRARY_MESSAGES } from '../library/libraryMessages';
import { LibraryFormDialog } from '../library/LibraryFormDialog';
import { kpiPayload, type KpiFormValues } from '../library/libraryValidation';
import { useDialogProps, type LibraryDialogProps } from '../library/dialogRoute';
import { formulaFieldOfError } from './formulaErrors';
import { KpiForm, NEW_KPI } from './KpiForm';

/** 'Add Library KPI': a template without targets or status (they belong to Set & Cascade). */
export function KpiCreate(props: LibraryDialogProps) {
  const { open, onClose } = useDialogProps('kpis', props);
  return (
    <LibraryFormDialog
      kind="kpis"
      open={open}
      onClose={onClose}
      title="Add Library KPI"
      subtitle="A KPI template. Targets and results are set once it is assigned in Set & Cascade."
      submitLabel="Create KPI"
      defaultValues={NEW_KPI as unknown as Record<string, unknown>}
      transform={(values) => kpiPayload(values as unknown as KpiFormValues)}
      success={LIBRARY_MESSAGES.kpiCreated}
      failure={() => LIBRARY_MESSAGES.kpiCreateFailed}
      fieldOfError={formulaFieldOfError}
    >
      <KpiForm mode="create" />
    </LibraryFormDialog>
  );
}
