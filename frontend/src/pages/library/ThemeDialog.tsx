import { useEffect, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DEFAULT_THEME_COLOR, HEX_COLOR_PATTERN, type Theme } from '../../app/shared';
import { FormDialog } from '../../components/FormDialog';
import { hasErrors, themePayload, validateTheme, type FieldErrors, type ThemeFormValues } from './libraryValidation';

export type ThemePayload = ReturnType<typeof themePayload>;

export interface ThemeDialogProps {
  open: boolean;
  /** The theme being edited; absent when adding. */
  theme?: Theme | null;
  pending?: boolean;
  onClose: () => void;
  onSubmit: (payload: ThemePayload) => void;
}

const valuesOf = (theme: Theme | null | undefined): ThemeFormValues => ({
  name: theme?.name ?? '',
  description: theme?.description ?? '',
  color: theme?.color || DEFAULT_THEME_COLOR,
});

/** Add or edit a strategic theme: a blank name disables saving; the colour is a 6-digit hex. */
export function ThemeDialog({ open, theme, pending = false, onClose, onSubmit }: ThemeDialogProps) {
  const [values, setValues] = useState<ThemeFormValues>(() => valuesOf(theme));
  const [errors, setErrors] = useState<FieldErrors<ThemeFormValues>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof ThemeFormValues, boolean>>>({});

  useEffect(() => {
    if (open) {
      setValues(valuesOf(theme));
      setErrors({});
      setTouched({});
    }
  }, [open, theme]);

  const update = (field: keyof ThemeFormValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(validateTheme(next));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = () => {
    const found = validateTheme(values);
    setErrors(found);
    setTouched({ name: true, color: true });
    if (!hasErrors(found)) onSubmit(themePayload(values, Boolean(theme)));
  };

  const editing = Boolean(theme);
  const pickerColor = HEX_COLOR_PATTERN.test(values.color.trim()) ? values.color.trim() : DEFAULT_THEME_COLOR;

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Theme' : 'Add Theme'}
      subtitle={editing ? undefined : 'Strategic themes group objectives across perspectives.'}
      submitLabel={editing ? 'Save Changes' : 'Create Theme'}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitDisabled={!values.name.trim()}
    >
      <TextField
        label="Name"
        required
        autoFocus
        value={values.name}
        onChange={(event) => update('name', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        error={Boolean(touched.name && errors.name)}
        helperText={touched.name ? errors.name : undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label="Description" multiline minRows={2} value={values.description} onChange={(event) => update('description', event.target.value)} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label="Pick a color"
          value={pickerColor.toLowerCase()}
          onChange={(event: ChangeEvent<HTMLInputElement>) => update('color', event.target.value.toUpperCase())}
          sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 2.5, bgcolor: 'background.paper', cursor: 'pointer', flexShrink: 0 }}
        />
        <TextField
          label="Color"
          value={values.color}
          onChange={(event) => update('color', event.target.value)}
          error={Boolean(touched.color && errors.color)}
          helperText={touched.color && errors.color ? errors.color : 'Hex colour, e.g. #3B82F6'}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
        />
      </Box>
    </FormDialog>
  );
}
