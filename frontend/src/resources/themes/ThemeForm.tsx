import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_THEME_COLOR, HEX_COLOR_PATTERN } from '../../lib/shared';
import { hexColor, validateName, type ThemeFormValues } from '../library/libraryValidation';

/** A new theme: the default colour #3B82F6. */
export const NEW_THEME: ThemeFormValues = { name: '', description: '', color: DEFAULT_THEME_COLOR };

const validateColor = [hexColor];

/** Saving stays disabled while the name is blank or whitespace. */
export const themeNameMissing = (values: Record<string, unknown>) => !String(values.name ?? '').trim();

/** The fields of the add and edit theme dialogs: name, description, and a colour as picker and hex. */
export function ThemeForm() {
  return (
    <>
      <TextInput source="name" label="Name" validate={validateName} autoFocus helperText={false} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput source="description" label="Description" multiline minRows={2} helperText={false} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <ColorPicker />
        <TextInput source="color" label="Color" validate={validateColor} helperText="Hex colour, e.g. #3B82F6" slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }} />
      </Box>
    </>
  );
}

/** The browser's colour picker, writing the same field as the hex input. */
function ColorPicker() {
  const { setValue } = useFormContext();
  const color = String(useWatch({ name: 'color' }) ?? '').trim();
  return (
    <Box
      component="input"
      type="color"
      aria-label="Pick a color"
      value={(HEX_COLOR_PATTERN.test(color) ? color : DEFAULT_THEME_COLOR).toLowerCase()}
      onChange={(event: ChangeEvent<HTMLInputElement>) => setValue('color', event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })}
      sx={{ width: 56, height: 56, p: 0.5, mt: 1, border: 1, borderColor: 'divider', borderRadius: 2.5, bgcolor: 'background.paper', cursor: 'pointer', flexShrink: 0 }}
    />
  );
}
