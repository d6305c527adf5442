import { LIBRARY_MESSAGES } from '../library/libraryMessages';
import { LibraryFormDialog } from '../library/LibraryFormDialog';
import { themePayload, type ThemeFormValues } from '../library/libraryValidation';
import { useDialogProps, type LibraryDialogProps } from '../library/dialogRoute';
import { NEW_THEME, ThemeForm, themeNameMissing } from './ThemeForm';

/** 'Add Theme': strategic themes group objectives across perspectives. */
export function ThemeCreate(props: LibraryDialogProps) {
  const { open, onClose } = useDialogProps('themes', props);
  return (
    <LibraryFormDialog
      kind="themes"
      open={open}
      onClose={onClose}
      title="Add Theme"
      subtitle="Strategic themes group objectives across perspectives."
      submitLabel="Create Theme"
      mode="onChange"
      defaultValues={NEW_THEME as unknown as Record<string, unknown>}
      submitDisabled={themeNameMissing}
      transform={(values) => themePayload(values as unknown as ThemeFormValues, false)}
      success={LIBRARY_MESSAGES.themeCreated}
      failure={() => LIBRARY_MESSAGES.themeCreateFailed}
    >
      <ThemeForm />
    </LibraryFormDialog>
  );
}
