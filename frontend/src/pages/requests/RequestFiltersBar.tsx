import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import SearchIcon from '@mui/icons-material/Search';
import { DEPARTMENTS, REQUEST_PRIORITIES, REQUEST_TYPES, REQUEST_TYPE_DISPLAY_NAMES } from '../../lib/shared';
import { ALL, hasFilters, type RequestFilters } from './requestRules';
import { SelectField, type SelectOption } from './SelectField';

export interface RequestFiltersBarProps {
  filters: RequestFilters;
  statuses: readonly string[];
  onChange: (next: RequestFilters) => void;
  onClear: () => void;
}

/** Search text, type, status, department and priority; every filter runs on the server. */
export function RequestFiltersBar({ filters, statuses, onChange, onClear }: RequestFiltersBarProps) {
  const set = (key: keyof RequestFilters, value: string) => onChange({ ...filters, [key]: value });
  const select = (key: Exclude<keyof RequestFilters, 'q'>, label: string, allLabel: string, options: SelectOption[]) => (
    <SelectField size="small" label={label} value={filters[key]} onChange={(value) => set(key, value)} options={[{ value: ALL, label: allLabel }, ...options]} />
  );

  return (
    <Box
      role="search"
      aria-label="Filter requests"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'minmax(200px, 1.5fr) minmax(140px, 1fr) minmax(140px, 1fr) minmax(185px, 1.25fr) minmax(150px, 1fr) auto' },
      }}
    >
      <TextField
        size="small"
        type="search"
        placeholder="Search requests..."
        value={filters.q}
        onChange={(event) => set('q', event.target.value)}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search requests' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: filters.q ? (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Clear search" onClick={() => set('q', '')} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {select('type', 'Type', 'All Types', REQUEST_TYPES.map((t) => ({ value: t, label: REQUEST_TYPE_DISPLAY_NAMES[t] })))}
      {select('status', 'Status', 'All Statuses', statuses.map((s) => ({ value: s, label: s })))}
      {select('department', 'Department', 'All Departments', DEPARTMENTS.map((d) => ({ value: d, label: d })))}
      {select('priority', 'Priority', 'All Priorities', REQUEST_PRIORITIES.map((p) => ({ value: p, label: p })))}
      <Button color="inherit" startIcon={<FilterAltOff fontSize="small" />} onClick={onClear} disabled={!hasFilters(filters)} sx={{ justifySelf: 'start', whiteSpace: 'nowrap' }}>
        Clear Filters
      </Button>
    </Box>
  );
}
