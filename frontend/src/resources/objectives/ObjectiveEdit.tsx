import { LIBRARY_MESSAGES } from '../library/libraryMessages';
import { LibraryFormDialog } from '../library/LibraryFormDialog';
import { objectivePayload, type ObjectiveFormValues } from '../library/libraryValidation';
import { useDialogProps, type LibraryDialogProps } from '../library/dialogRoute';
import { ObjectiveForm } from './ObjectiveForm';

/** 'Edit Objective': the same fields as adding, filled with the stored values. */
export function ObjectiveEdit(props: LibraryDialogProps) {
  const { open, onClose, id } = useDialogProps('objectives', props);
  return (
    <LibraryFormDialog
      kind="objectives"
      id={id}
      open={open && id != null}
      onClose={onClose}
      title="Edit Objective"
      submitLabel="Save Changes"
      transform={(values) => objectivePayload(values as unknown as ObjectiveFormValues)}
      success={LIBRARY_MESSAGES.objectiveUpdated}
      failure={() => LIBRARY_MESSAGES.objectiveUpdateFailed}
    >
      <ObjectiveForm objectiveId={id} />
    </LibraryFormDialog>
  );
}
