import Checkbox from '@mui/material/Checkbox';
import { useListContext, useRecordContext, type Identifier, type RaRecord } from 'react-admin';

/**
 * Row selection for a react-admin DataTable whose checkboxes have names: react-admin's own puts
 * its 'Select this row' on the checkbox's wrapper, so the input itself has none (axe: label).
 * Use them in a `DataTable.Col` with `bulkActionButtons={false}` and a BulkActionsToolbar.
 */

/** Select all: the rows of this page. */
export function SelectPageCheckbox({ ids }: { ids: Identifier[] }) {
  const { selectedIds, onSelect } = useListContext();
  const count = ids.filter((id) => selectedIds.includes(id)).length;
  const all = ids.length > 0 && count === ids.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={count > 0 && !all}
      disabled={ids.length === 0}
      onChange={(event) => onSelect(event.target.checked ? [...new Set([...selectedIds, ...ids])] : selectedIds.filter((id) => !ids.includes(id)))}
      slotProps={{ input: { 'aria-label': 'Select all' } }}
    />
  );
}

/** A row's checkbox, named after its record ('Select Grace Hopper'); a click on it does not open the row. */
export function SelectRowCheckbox<T extends RaRecord>({ name }: { name: (record: T) => string }) {
  const record = useRecordContext<T>();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onChange={() => onToggleItem(record.id)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': `Select ${name(record)}` } }}
    />
  );
}
