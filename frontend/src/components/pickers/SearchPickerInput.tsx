import { useInput, type RaRecord, type Validator } from 'react-admin';
import { SearchPicker, type SinglePickerProps } from './SearchPicker';

type PickerProps<R extends RaRecord> = Omit<SinglePickerProps<R>, 'value' | 'onChange' | 'multiple' | 'error' | 'disableClearable'>;

export interface SearchPickerInputProps<R extends RaRecord> extends PickerProps<R> {
  /** The form field: an id, or a list of ids with `multiple`. */
  source: string;
  multiple?: boolean;
  validate?: Validator | Validator[];
}

/** SearchPicker as a react-admin input (forms and list filters): the field holds the chosen id or ids. */
export function SearchPickerInput<R extends RaRecord>({ source, multiple, validate, ...picker }: SearchPickerInputProps<R>) {
  const { field, fieldState } = useInput({ source, validate });
  const error = fieldState.error?.message;
  if (multiple) {
    const value = Array.isArray(field.value) ? (field.value as string[]) : [];
    return <SearchPicker<R> {...picker} multiple value={value} onChange={(ids) => field.onChange(ids)} error={error} />;
  }
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return <SearchPicker<R> {...picker} value={value} onChange={(id) => field.onChange(id)} error={error} />;
}
