import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import ClearAllOutlined from '@mui/icons-material/ClearAllOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

export interface FilterValues {
  q: string;
  functionId: string;
  objectiveId: string;
  ownerId: string;
}

export const FILTER_KEYS = ['q', 'functionId', 'objectiveId', 'ownerId'] as const;

interface Option {
  id: string;
  name: string;
}

const ALL = 'all';

function FilterSelect({ label, value, options, onChange, allLabel }: { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void; allLabel: string }) {
  const id = useId();
  // an id from the URL that is not (yet) among the options still shows as selected text, not a blank
  const known = value === '' || options.some((o) => o.id === value);
  return (
    <FormControl size="small" sx={{ minWidth: 180, maxWidth: 260 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} label={label} value={value === '' ? ALL : value} onChange={(e) => onChange(e.target.value === ALL ? '' : String(e.target.value))} inputProps={{ 'aria-label': label }}>
        <MenuItem value={ALL}>{allLabel}</MenuItem>
        {!known && <MenuItem value={value}>{value.slice(0, 8)}…</MenuItem>}
        {options.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

export interface OverviewFiltersProps {
  values: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
  onClear: () => void;
  functions: readonly Option[];
  objectives: readonly Option[];
  owners: readonly Option[];
  labels: { kpis: string; objectives: string };
}

/** Search (applied a moment after typing stops) and the function, objective and owner filters, with Clear all. */
export function OverviewFilters({ values, onChange, onClear, functions, objectives, owners, labels }: OverviewFiltersProps) {
  const [search, setSearch] = useState(values.q);
  useEffect(() => setSearch(values.q), [values.q]);
  useEffect(() => {
    if (search === values.q) return;
    const timer = setTimeout(() => onChange({ q: search }), 300);
    return () => clearTimeout(timer);
  }, [search, values.q, onChange]);
  const active = FILTER_KEYS.some((key) => values[key] !== '');

  return (
    <>
      <TextField
        size="small"
        label={`Search ${labels.kpis}`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onChange({ q: search });
        }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
        sx={{ minWidth: 240 }}
      />
      <FilterSelect label="Function" value={values.functionId} options={functions} onChange={(functionId) => onChange({ functionId })} allLabel="All functions" />
      <FilterSelect label="Objective" value={values.objectiveId} options={objectives} onChange={(objectiveId) => onChange({ objectiveId })} allLabel={`All ${labels.objectives.toLowerCase()}`} />
      <FilterSelect label="Owner" value={values.ownerId} options={owners} onChange={(ownerId) => onChange({ ownerId })} allLabel="All owners" />
      <Button startIcon={<ClearAllOutlined />} onClick={onClear} disabled={!active}>
        Clear all filters
      </Button>
    </>
  );
}
