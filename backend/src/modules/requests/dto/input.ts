/** class-transformer helpers shared by the request, comment and history bodies. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Optional text: blank means no value. */
export const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** The form's pickers send 'none' (linked objective or KPI) or 'unassigned' (owner) for no selection. */
export const noneToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' && ['', 'none', 'unassigned', 'null'].includes(value.trim().toLowerCase()) ? null : value;

/** Display spellings of enum values ('Data Collection') are read as the stored ones ('Data_Collection'). */
export const underscored = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, '_') : value);
