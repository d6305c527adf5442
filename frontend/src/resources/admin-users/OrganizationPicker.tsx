import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { AdminOrganization } from '@scorecard/contracts';

/** Organizations searched on the server as you type; empty means no organization. */
export function OrganizationPicker() {
  return (
    <ReferenceInput source="organizationId" reference="admin/organizations" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <AutocompleteInput
        label="Organization"
        optionText={(r: AdminOrganization) => r.name}
        filterToQuery={(q: string) => ({ q })}
        emptyText="No organization"
        helperText="Leave empty for a user without an organization"
        parse={(v: unknown) => (v === '' || v === undefined ? null : v)}
        fullWidth
      />
    </ReferenceInput>
  );
}
