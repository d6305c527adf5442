import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/**
 * Form state shared by the sign-in and sign-up dialogs: fields re-validate as the user types once
 * a submit was tried, the form resets when the dialog closes, and a send runs at most once at a time.
 */
export function useValidatedForm<V extends { [K in keyof V]: string }>(empty: V, validate: (values: V) => FieldErrors<V>, open: boolean) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open) {
      setValues(empty);
      setErrors({});
      setSubmitted(false);
      setPending(false);
    }
  }, [open, empty]);

  const update = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Props for a text field bound to `name`, with its error shown as helper text. */
  const field = (name: keyof V) => ({
    name: String(name),
    fullWidth: true,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  /** A submit handler that validates, then runs `send` with the values unless one is running. */
  const onSubmit = (send: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found) || pending) return;
    setPending(true);
    try {
      await send(values);
    } finally {
      setPending(false);
    }
  };

  return { values, errors, pending, update, field, onSubmit };
}
