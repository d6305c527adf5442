import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearAllOutlined from '@mui/icons-material/ClearAllOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { RaRecord } from 'react-admin';
import { CACHE_TIMES, type Employee, type Objective, type OrganizationFunction } from '../../lib/shared';
import { SearchPicker } from '../../components/pickers/SearchPicker';

export interface FilterValues {
  q: string;
  functionId: string;
  objectiveId: string;
  ownerId: string;
}

export const FILTER_KEYS = ['q', 'functionId', 'objectiveId', 'ownerId'] as const;

/** A filter over a list of any size: searched on the server, cleared for 'All …'. */
function FilterPicker<R extends RaRecord>(props: { resource: string; label: string; value: string; onChange: (value: string) => void; allLabel: string; optionLabel: (r: R) => string; staleTime: number }) {
  return (
    <SearchPicker<R>
      resource={props.resource}
      label={props.label}
      value={props.value || null}
      onChange={(id) => props.onChange(id ?? '')}
      optionLabel={props.optionLabel}
      placeholder={props.allLabel}
      size="small"
      sx={{ minWidth: 200, maxWidth: 280 }}
      staleTime={props.staleTime}
    />
  );
}

export interface OverviewFiltersProps {
  values: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
  onClear: () => void;
  labels: { kpis: string; objectives: string };
}

/** Search (applied a moment after typing stops) and the function, objective and owner filters, with Clear all. */
export function OverviewFilters({ values, onChange, onClear, labels }: OverviewFiltersProps) {
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
      <FilterPicker<OrganizationFunction> resource="functions" label="Function" value={values.functionId} onChange={(functionId) => onChange({ functionId })} allLabel="All functions" optionLabel={(f) => f.name} staleTime={CACHE_TIMES.functions.staleMs} />
      <FilterPicker<Objective> resource="objectives" label="Objective" value={values.objectiveId} onChange={(objectiveId) => onChange({ objectiveId })} allLabel={`All ${labels.objectives.toLowerCase()}`} optionLabel={(o) => o.name} staleTime={CACHE_TIMES.objectives.staleMs} />
      <FilterPicker<Employee> resource="employees" label="Owner" value={values.ownerId} onChange={(ownerId) => onChange({ ownerId })} allLabel="All owners" optionLabel={(e) => e.name} staleTime={CACHE_TIMES.employees.staleMs} />
      <Button startIcon={<ClearAllOutlined />} onClick={onClear} disabled={!active}>
        Clear all filters
      </Button>
    </>
  );
}
