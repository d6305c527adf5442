import { LIBRARY_MESSAGES, failureMessage } from '../library/libraryMessages';
import { LibraryFormDialog } from '../library/LibraryFormDialog';
import { kpiPayload, type KpiFormValues } from '../library/libraryValidation';
import { useDialogProps, type LibraryDialogProps } from '../library/dialogRoute';
import { formulaFieldOfError } from './formulaErrors';
import { KpiForm } from './KpiForm';

/** 'Edit KPI - {name}': name required, unit optional free text. */
export function KpiEdit(props: LibraryDialogProps) {
  const { open, onClose, id } = useDialogProps('kpis', props);
  return (
    <LibraryFormDialog
      kind="kpis"
      id={id}
      open={open && id != null}
      onClose={onClose}
      title={(record) => `Edit KPI - ${record?.name ?? ''}`}
      submitLabel="Save Changes"
      transform={(values) => kpiPayload(values as unknown as KpiFormValues)}
      success={LIBRARY_MESSAGES.kpiUpdated}
      failure={(error) => LIBRARY_MESSAGES.kpiUpdateFailed(failureMessage(error))}
      fieldOfError={formulaFieldOfError}
    >
      <KpiForm mode="edit" />
    </LibraryFormDialog>
  );
}
