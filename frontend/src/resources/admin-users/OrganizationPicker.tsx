import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { AdminOrganization } from '@scorecard/contracts';

// Defined once, not inline: AutocompleteInput sets its text back to the selected choice's label
// whenever optionText (or what it derives from it) changes, so an inline function reset the
// person's typing each time the form around it rendered again.
const organizationName = (organization: AdminOrganization) => organization.name;
const searchByName = (q: string) => ({ q });
const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** Organizations searched on the server as you type; empty means no organization. */
export function OrganizationPicker() {
  return (
    <ReferenceInput source="organizationId" reference="admin/organizations" sort={BY_NAME} perPage={25}>
      <AutocompleteInput
        label="Organization"
        optionText={organizationName}
        filterToQuery={searchByName}
        emptyText="No organization"
        helperText="Leave empty for a user without an organization"
        parse={emptyAsNull}
        fullWidth
      />
    </ReferenceInput>
  );
}
