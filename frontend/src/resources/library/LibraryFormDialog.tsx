import { useEffect, useId, useState, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { CreateBase, EditBase, Form, useEditContext, useRecordContext, useSaveContext, type Identifier, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';
import { failureToast, successToast, type LibraryKind } from './libraryMessages';
import { useLibraryRefresh } from './useLibraryRefresh';

type Values = Record<string, unknown>;

export interface LibraryFormDialogProps {
  kind: LibraryKind;
  /** The record edited; absent (or null) for a create dialog. */
  id?: Identifier | null;
  open: boolean;
  onClose: () => void;
  title: string | ((record: RaRecord | undefined) => string);
  subtitle?: string;
  submitLabel: string;
  /** Form values → the request body. */
  transform: (values: Values) => object;
  /** Initial values of a create form (memoized by the caller: a new object resets the form). */
  defaultValues?: Values;
  /** Toast texts (scorecard.md section 8). */
  success: string;
  failure: (error: unknown) => string;
  /** 'onChange' checks every field as it is typed; by default fields are checked on submit, then as corrected. */
  mode?: 'onSubmit' | 'onChange';
  /** Disables saving while the current values cannot be sent (e.g. a blank theme name). */
  submitDisabled?: (values: Values) => boolean;
  /** The form's inputs. */
  children: ReactNode;
  /** The field a refused save's message belongs on (e.g. a KPI's formula), shown there as well as in the toast. */
  fieldOfError?: (error: unknown) => string | null;
}

interface FieldError {
  source: string;
  message: string;
}

/**
 * The add and edit dialogs of the Library: react-admin's CreateBase or EditBase (pessimistic, no
 * redirect) around one Form, so create and edit share the same inputs and validation. On success
 * the dialog closes, a 'Success' toast says so and the lists refresh; on failure an 'Error' toast
 * and the dialog stays open with what was typed.
 */
export function LibraryFormDialog({ kind, id, open, onClose, transform, success, failure, fieldOfError, ...frame }: LibraryFormDialogProps) {
  const refresh = useLibraryRefresh();
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  if (!open) return null;

  const mutationOptions = {
    onSuccess: () => {
      onClose();
      successToast(success);
      void refresh(kind);
    },
    onError: (error: unknown) => {
      console.error(error);
      failureToast(failure(error));
      const source = fieldOfError?.(error);
      const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
      if (source && typeof message === 'string') setFieldError({ source, message });
    },
  };

  return id == null ? (
    <CreateBase resource={kind} redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <DialogForm onClose={onClose} fieldError={fieldError} {...frame} />
    </CreateBase>
  ) : (
    <EditBase resource={kind} id={id} redirect={false} mutationMode="pessimistic" transform={transform} mutationOptions={mutationOptions}>
      <EditDialogForm onClose={onClose} fieldError={fieldError} {...frame} />
    </EditBase>
  );
}

type FrameProps = Pick<LibraryFormDialogProps, 'onClose' | 'title' | 'subtitle' | 'submitLabel' | 'defaultValues' | 'mode' | 'submitDisabled' | 'children'> & { fieldError?: FieldError | null };

/** An edit form starts once the record is loaded, so its fields start with the stored values. */
function EditDialogForm(props: FrameProps) {
  const { isPending } = useEditContext();
  if (isPending) {
    return (
      <FormDialog open title={typeof props.title === 'string' ? props.title : props.title(undefined)} submitLabel={props.submitLabel} onClose={props.onClose} pending>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} />
        ))}
      </FormDialog>
    );
  }
  return <DialogForm {...props} />;
}

/** Puts the server's message on its field (a new error object each refused save). */
function ServerFieldError({ error }: { error?: FieldError | null }) {
  const { setError } = useFormContext();
  useEffect(() => {
    if (error) setError(error.source, { type: 'server', message: error.message }, { shouldFocus: true });
  }, [error, setError]);
  return null;
}

function DialogForm({ defaultValues, mode = 'onSubmit', fieldError, ...frame }: FrameProps) {
  const formId = useId();
  // The <form> element stays here while the dialog is portalled: the submit button names it. The
  // fields say what is wrong, so react-admin's 'The form is not valid' toast is not shown.
  return (
    <Form id={formId} noValidate defaultValues={defaultValues} mode={mode} reValidateMode="onChange" disableInvalidFormNotification>
      <ServerFieldError error={fieldError} />
      <DialogFrame formId={formId} {...frame} />
    </Form>
  );
}

function DialogFrame({ formId, title, subtitle, submitLabel, onClose, submitDisabled, children }: Omit<FrameProps, 'defaultValues' | 'mode'> & { formId: string }) {
  const { saving } = useSaveContext();
  const record = useRecordContext();
  const values = useWatch() as Values;
  return (
    <FormDialog
      open
      formId={formId}
      title={typeof title === 'string' ? title : title(record)}
      subtitle={subtitle}
      submitLabel={submitLabel}
      onClose={onClose}
      pending={Boolean(saving)}
      submitDisabled={submitDisabled?.(values) ?? false}
    >
      {children}
    </FormDialog>
  );
}
