import { LIBRARY_MESSAGES } from '../library/libraryMessages';
import { LibraryFormDialog } from '../library/LibraryFormDialog';
import { objectivePayload, type ObjectiveFormValues } from '../library/libraryValidation';
import { useDialogProps, type LibraryDialogProps } from '../library/dialogRoute';
import { NEW_OBJECTIVE, ObjectiveForm } from './ObjectiveForm';

/** 'Add Objective': a template objective; targets are set in Set & Cascade. */
export function ObjectiveCreate(props: LibraryDialogProps) {
  const { open, onClose } = useDialogProps('objectives', props);
  return (
    <LibraryFormDialog
      kind="objectives"
      open={open}
      onClose={onClose}
      title="Add Objective"
      subtitle="A template objective. Targets are set in Set & Cascade."
      submitLabel="Create Objective"
      defaultValues={NEW_OBJECTIVE as unknown as Record<string, unknown>}
      transform={(values) => objectivePayload(values as unknown as ObjectiveFormValues)}
      success={LIBRARY_MESSAGES.objectiveCreated}
      failure={() => LIBRARY_MESSAGES.objectiveCreateFailed}
    >
      <ObjectiveForm />
    </LibraryFormDialog>
  );
}
