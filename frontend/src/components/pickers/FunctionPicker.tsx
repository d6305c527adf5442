import { useGetList } from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { useOrganizationLabels } from '../../lib/organization/useOrganizationLabels';
import { CACHE_TIMES, type OrganizationFunction } from '../../lib/shared';
import { SearchPicker } from './SearchPicker';

const CEO = { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' as const }, filter: { level: 'ceo' } };

/** The CEO function: the screens' default function, read alone rather than found in the whole list. */
export function useCeoFunction(enabled: boolean) {
  const ceo = useGetList<OrganizationFunction>('functions', CEO, { enabled, staleTime: CACHE_TIMES.functions.staleMs });
  return ceo.data?.[0] ?? null;
}

export interface FunctionPickerProps {
  value: string | null;
  onChange: (id: string) => void;
  label?: string;
  sx?: SxProps<Theme>;
}

/** 'Function': one function of the chart, searched by name, shown as 'Sales (Division)'. */
export function FunctionPicker({ value, onChange, label = 'Function', sx }: FunctionPickerProps) {
  const labels = useOrganizationLabels();
  return (
    <SearchPicker<OrganizationFunction>
      resource="functions"
      label={label}
      value={value}
      onChange={(id) => id && onChange(id)}
      optionLabel={(f) => `${f.name} (${labels.level(f.level)})`}
      disableClearable
      size="small"
      sx={sx ?? { minWidth: 260 }}
      staleTime={CACHE_TIMES.functions.staleMs}
    />
  );
}
