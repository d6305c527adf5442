import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ChecklistRtl from '@mui/icons-material/ChecklistRtl';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

export interface LibraryToolbarProps {
  searchPlaceholder: string;
  /** More filters beside the search box (the Objectives tab's perspective). */
  filters?: ReactNode;
  multiSelect: boolean;
  onToggleMultiSelect: () => void;
}

/** Search (name or description, on the server), the tab's own filters and the Multi-select toggle. */
export function LibraryToolbar({ searchPlaceholder, filters, multiSelect, onToggleMultiSelect }: LibraryToolbarProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <ListSearch placeholder={searchPlaceholder} />
      {filters}
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant={multiSelect ? 'contained' : 'outlined'}
        color="primary"
        startIcon={<ChecklistRtl />}
        onClick={onToggleMultiSelect}
        aria-pressed={multiSelect}
      >
        {multiSelect ? 'Exit Multi-select' : 'Multi-select'}
      </Button>
    </Box>
  );
}

/**
 * The search box: sets the list's filter.q once typing pauses (the list's debounce). Its text is its
 * own state, so a keystroke re-renders the box, not the table.
 */
function ListSearch({ placeholder }: { placeholder: string }) {
  const { filterValues, setFilters } = useListContext();
  const applied = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [search, setSearch] = useState(applied);
  // The filters were cleared elsewhere (the empty state's 'Clear search'): empty the box too.
  useEffect(() => {
    if (!applied) setSearch((current: string) => (current.trim() ? '' : current));
  }, [applied]);

  const change = (value: string, debounce = true) => {
    setSearch(value);
    const { q: _previous, ...rest } = filterValues;
    setFilters(value.trim() ? { ...rest, q: value } : rest, undefined, debounce);
  };

  return (
    <TextField
      size="small"
      type="search"
      placeholder={placeholder}
      value={search}
      onChange={(event) => change(event.target.value)}
      sx={{ flex: '1 1 260px', maxWidth: 420 }}
      slotProps={{
        htmlInput: { 'aria-label': 'Search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: search ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear search" onClick={() => change('', false)} edge="end">
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
