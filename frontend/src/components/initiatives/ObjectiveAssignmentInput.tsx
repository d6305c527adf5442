import type { RaRecord } from 'react-admin';
import type { Objective, ObjectiveAssignment } from '../../lib/shared';
import { CACHE_TIMES } from '../../lib/shared';
import { SearchPickerInput } from '../pickers/SearchPickerInput';

/** 'Grow revenue · CEO Office · 2026': an objective assignment named by its library objective. */
export const objectiveChoiceLabel = (a: ObjectiveAssignment, objective?: RaRecord) =>
  `${(objective as Objective | undefined)?.name ?? 'Objective'} · ${a.organizationFunction} · ${a.period}`;

/**
 * The objective assignments an initiative serves (or the list's filter by one): searched on the
 * server by objective or function name, newest year first. It loaded every assignment of the
 * organization, which a tenant of 10,000 and more cut at 1,000 (issue 36).
 */
export function ObjectiveAssignmentInput({ source, label, multiple, helperText }: { source: string; label: string; multiple?: boolean; helperText?: string; alwaysOn?: boolean }) {
  return (
    <SearchPickerInput<ObjectiveAssignment>
      source={source}
      label={label}
      multiple={multiple}
      resource="objective-assignments"
      optionLabel={objectiveChoiceLabel}
      related={{ resource: 'objectives', field: 'objectiveId' }}
      sort={{ field: 'period', order: 'DESC' }}
      helperText={helperText}
      staleTime={CACHE_TIMES.objectiveAssignments.staleMs}
      fullWidth={multiple}
      size={multiple ? undefined : 'small'}
      sx={multiple ? undefined : { minWidth: 260 }}
    />
  );
}
