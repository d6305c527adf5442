import { LIBRARY_MESSAGES, failureMessage } from '../library/libraryMessages';
import { LibraryFormDialog } from '../library/LibraryFormDialog';
import { themePayload, type ThemeFormValues } from '../library/libraryValidation';
import { useDialogProps, type LibraryDialogProps } from '../library/dialogRoute';
import { ThemeForm, themeNameMissing } from './ThemeForm';

/** 'Edit Theme': the same fields as adding; an emptied description is cleared. */
export function ThemeEdit(props: LibraryDialogProps) {
  const { open, onClose, id } = useDialogProps('themes', props);
  return (
    <LibraryFormDialog
      kind="themes"
      id={id}
      open={open && id != null}
      onClose={onClose}
      title="Edit Theme"
      submitLabel="Save Changes"
      mode="onChange"
      submitDisabled={themeNameMissing}
      transform={(values) => themePayload(values as unknown as ThemeFormValues, true)}
      success={LIBRARY_MESSAGES.themeUpdated}
      failure={(error) => LIBRARY_MESSAGES.themeUpdateFailed(failureMessage(error))}
    >
      <ThemeForm />
    </LibraryFormDialog>
  );
}
